import { describe, expect, it } from 'vitest';
import { parseFormSchema } from './parse-form-schema.ts';
import { shownAutocompleteValue } from './shown-autocomplete-value.ts';

const { fields } = parseFormSchema([
  {
    name: 'attributes.customerPlaceCode',
    type: 'autocomplete',
    endpoint: 'api/v1/places',
    autocompleteFields: [{ name: 'attributes.customerPlaceCode', field: 'code' }],
  },
  {
    name: 'zone',
    type: 'autocomplete',
    endpoint: 'api/v1/zones',
    autocompleteFields: [{ name: 'place', field: 'placeId' }],
  },
  { name: 'place', type: 'hidden', required: false },
]);
const [customer, zone] = fields;
const store = { id: 'P1', code: 'ST-MIL', description: 'Milano Montenapoleone' };

describe('shownAutocompleteValue()', () => {
  it('should show the chosen entity when the field keeps its own mapped value', () => {
    expect(shownAutocompleteValue(customer!, 'ST-MIL', store)).toBe(store);
  });

  it.each([
    ['another entity was chosen before', { ...store, code: 'ST-ROM' }],
    ['no entity was chosen (a restored value)', null],
  ])('should show the kept value as text when %s', (_case, chosen) => {
    expect(shownAutocompleteValue(customer!, 'ST-MIL', chosen)).toBe('ST-MIL');
  });

  it('should show the entity the form keeps, whatever was chosen', () => {
    expect(shownAutocompleteValue(zone!, store, null)).toBe(store);
  });

  it.each([
    ['no value', customer, undefined],
    ['an empty value', customer, ''],
    ['a scalar of a field that does not map onto itself', zone, 'Z1'],
  ])('should show nothing for %s', (_case, field, value) => {
    expect(shownAutocompleteValue(field!, value, store)).toBeNull();
  });
});
