import { describe, expect, it } from 'vitest';
import { initialFormData } from './initial-form-data.ts';
import { parseFormSchema } from './parse-form-schema.ts';

const placeholders = { placeId: 'P1', place: { code: 'MI01' } };

describe('initialFormData() (000 §3 Form field defaults)', () => {
  it('[000-3-formfield-40] [000-3-formfield-41] resolves placeholders in defaultValue', () => {
    const { fields } = parseFormSchema([
      { name: 'place', type: 'value', defaultValue: '{placeId}' },
      { name: 'code', type: 'hidden', defaultValue: '{place.code}' },
    ]);
    expect(initialFormData({ fields, placeholders })).toEqual({ place: 'P1', code: 'MI01' });
  });
  it('[000-3-formfield-25] currentDateAsDefault gives today (a range from today to today)', () => {
    const { fields } = parseFormSchema([
      { name: 'd', type: 'date', currentDateAsDefault: true },
      { name: 'r', type: 'date', range: true, currentDateAsDefault: true },
    ]);
    const now = new Date(2026, 4, 20, 15);
    const today = Date.UTC(2026, 4, 20, 1);
    expect(initialFormData({ fields, placeholders, now })).toEqual({ d: today, r: { from: today, to: today } });
  });
  it('[000-3-formfield-25] currentDateAsDefault with time gives the current minute', () => {
    const { fields } = parseFormSchema([{ name: 'at', type: 'date', time: true, currentDateAsDefault: true }]);
    const now = new Date(2026, 4, 20, 15, 42, 31, 250);
    expect(initialFormData({ fields, placeholders, now })).toEqual({ at: new Date(2026, 4, 20, 15, 42).getTime() });
  });
  it('[000-3-formfield-24] a checkbox starts at offValue; stored values win over defaults', () => {
    const { fields } = parseFormSchema([
      { name: 'c', type: 'checkbox', offValue: 'N' },
      { name: 't', type: 'text', defaultValue: 'd', storage: true },
    ]);
    expect(initialFormData({ fields, placeholders, stored: { t: 'kept' } })).toEqual({ c: 'N', t: 'kept' });
  });
});
