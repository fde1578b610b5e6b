import { describe, expect, it } from 'vitest';
import { resources } from './index.ts';

const en = resources.en.translation;
const itResources = resources.it.translation;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n resources (000 §1 languages en, it)', () => {
  it('should give English and Italian the same key set', () => {
    expect(keys(itResources).sort()).toEqual(keys(en).sort());
  });

  it('should have no empty translation', () => {
    for (const resource of [en, itResources]) {
      const empty = keys(resource).filter(
        (k) => k.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], resource) === '',
      );
      expect(empty).toEqual([]);
    }
  });
});
