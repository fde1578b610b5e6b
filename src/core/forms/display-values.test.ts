import { describe, expect, it } from 'vitest';
import { displayedValues } from './display-values.ts';
import { parseFormSchema } from './parse-form-schema.ts';

const words = { yes: 'yes', no: 'no' };

describe('displayedValues() (000 §3 Displayed values)', () => {
  const { fields } = parseFormSchema([
    { name: 'day', type: 'date', label: { en: 'Day', it: 'Giorno' } },
    { name: 'period', type: 'date', range: true },
    { name: 'zone', type: 'autocomplete', endpoint: 'api/v1/zones', concatSecondaryLabel: true },
    { name: 'urgent', type: 'checkbox' },
    { name: 'kind', type: 'select', options: [{ label: { en: 'Full', it: 'Pieno' }, value: 'F' }] },
    { name: 'secret', type: 'password' },
    { name: 'h', type: 'hidden' },
  ]);
  const data = {
    day: Date.UTC(2026, 4, 20, 1),
    period: { from: Date.UTC(2026, 4, 1, 1), to: Date.UTC(2026, 4, 2, 1) },
    zone: { id: '1', code: 'Z1', description: 'Zone 1' },
    urgent: true,
    kind: 'F',
    secret: 'x',
    h: 'y',
  };
  it('[000-3-formfield-42] [000-3-formfield-43] [000-3-formfield-45] [000-3-formfield-47] formats each type', () => {
    expect(displayedValues(fields, data, 'it', words)).toEqual([
      { name: 'day', label: 'Giorno', value: '20/05/2026' },
      { name: 'period', label: 'period', value: '01/05/2026 - 02/05/2026' },
      { name: 'zone', label: 'zone', value: 'Zone 1 - Z1' },
      { name: 'urgent', label: 'urgent', value: 'yes' },
      { name: 'kind', label: 'kind', value: 'Pieno' },
    ]);
  });
  it('[000-3-formfield-42] [000-3-formfield-43] [000-9-36] dates with time show HH:mm:ss, both ends of a range', () => {
    const timed = parseFormSchema([
      { name: 'at', type: 'date', time: true, useTimezone: true },
      { name: 'slot', type: 'date', time: true, range: true },
    ]).fields;
    const from = new Date(2026, 4, 20, 8, 30).getTime();
    const to = new Date(2026, 4, 20, 17, 45).getTime();
    expect(displayedValues(timed, { at: from, slot: { from, to } }, 'en', words).map((item) => item.value)).toEqual([
      '20/05/2026 08:30:00',
      '20/05/2026 08:30:00 - 20/05/2026 17:45:00',
    ]);
  });
  it('[000-3-formfield-47] an unchecked checkbox shows no', () => {
    expect(displayedValues(fields, { urgent: false }, 'en', words)[3]?.value).toBe('no');
  });
});
