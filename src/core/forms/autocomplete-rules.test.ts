import { describe, expect, it } from 'vitest';
import {
  autocheckOutcome,
  defaultValueOutcome,
  fillAutocompleteFields,
  needsDefaultLookup,
} from './autocomplete-rules.ts';
import { parseFormSchema } from './parse-form-schema.ts';

const { fields } = parseFormSchema([
  {
    name: 'sku',
    type: 'text',
    autocheckEndpoint: 'api/v1/products',
    autocheckEndpointBlockIfEmpty: true,
    autocompleteFields: [
      { name: 'color', field: 'attributes.color' },
      { name: 'size', field: 'attributes.size' },
      { name: 'note', field: 'note' },
    ],
  },
  { name: 'color', type: 'text' },
  { name: 'size', type: 'text' },
  { name: 'note', type: 'text', required: false, defaultValue: '-' },
  { name: 'zone', type: 'autocomplete', endpoint: 'api/v1/zones', defaultValue: '1' },
]);
const [sku, , , , zone] = fields;

describe('fillAutocompleteFields() (000 §5 autocompleteFields)', () => {
  it('[000-5-forms-25] [000-5-forms-26] [000-5-forms-27] takes paths; missing required is an error; else defaultValue', () => {
    expect(fillAutocompleteFields(sku!, { attributes: { color: 'red' } }, fields)).toEqual({
      values: { color: 'red', note: '-' },
      missing: ['size'],
    });
  });
});

describe('autocheckOutcome() (000 §5 Autocheck)', () => {
  it('[000-5-forms-22] exactly one result fills', () => {
    expect(autocheckOutcome(sku!, [{ id: 1 }])).toEqual({ kind: 'fill', entity: { id: 1 } });
  });
  it('[000-5-forms-23] [000-5-forms-24] no result with autocheckEndpointBlockIfEmpty blocks', () => {
    expect(autocheckOutcome(sku!, [])).toEqual({ kind: 'block' });
    expect(autocheckOutcome(sku!, [{ id: 1 }, { id: 2 }])).toEqual({ kind: 'none' });
  });
});

describe('defaultValueOutcome() (000 §5 Autocomplete default values)', () => {
  it('[000-5-autocomplete-01] applies to required, visible fields without dependencies', () => {
    expect(needsDefaultLookup(zone!, false, true)).toBe(true);
    expect(needsDefaultLookup(zone!, true, true)).toBe(false);
    expect(needsDefaultLookup(zone!, false, false)).toBe(false);
  });
  it('[000-5-autocomplete-03] [000-5-autocomplete-04] one result, or the first with autoSelectDefault', () => {
    expect(defaultValueOutcome(zone!, [{ id: 1 }], false)).toEqual({ kind: 'chosen', entity: { id: 1 } });
    expect(defaultValueOutcome(zone!, [{ id: 1 }, { id: 2 }], false)).toEqual({ kind: 'ambiguous' });
    expect(defaultValueOutcome({ ...zone!, autoSelectDefault: true }, [{ id: 1 }, { id: 2 }], false)).toMatchObject({
      entity: { id: 1 },
    });
  });
  it('[000-5-autocomplete-05] [000-5-autocomplete-06] none: error when required and read-only, else warning', () => {
    expect(defaultValueOutcome(zone!, [], true)).toEqual({ kind: 'none', toast: 'error', fromEndpoint: false });
    expect(defaultValueOutcome(zone!, [], false)).toMatchObject({ toast: 'warning' });
  });
});
