import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text.ts';

describe('localizedText() (000 §3 Form field label)', () => {
  it('[000-3-formfield-02] picks the language, then English, then the first', () => {
    expect(localizedText('Zone', 'it')).toBe('Zone');
    expect(localizedText({ en: 'Zone', it: 'Zona' }, 'it')).toBe('Zona');
    expect(localizedText({ en: 'Zone' }, 'it')).toBe('Zone');
    expect(localizedText({ de: 'Zone' }, 'it')).toBe('Zone');
    expect(localizedText(undefined, 'it')).toBe('');
  });
});
