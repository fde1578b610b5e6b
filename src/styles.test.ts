import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The stylesheet main.tsx loads for every screen: its theme gives the `brand` utilities (bg-brand, text-brand...). */
const stylesheet = readFileSync(path.resolve(__dirname, 'styles.css'), 'utf8');

describe('styles.css theme', () => {
  it('[000-9-55] should make the brand colour, used by buttons, focus rings and tile icons, #CEFF00', () => {
    const theme = /@theme\s*{([^}]*)}/.exec(stylesheet)?.[1] ?? '';
    expect(/--color-brand:\s*(#[0-9a-f]{6})/i.exec(theme)?.[1]?.toUpperCase()).toBe('#CEFF00');
  });
});
