/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../feature-flags.ts';
import { booleanOption } from './boolean-option.ts';

const context = { features: defaultFeatureFlags };

describe('booleanOption() (000 §3 Operation: options arrive as strings)', () => {
  const option = booleanOption(false, 'test switch');

  it.each([
    ['true', true],
    ['false', false],
    ['TRUE', true],
    ['False', false],
    [' true ', true],
    ['yes', true],
    ['No', false],
    [true, true],
    [false, false],
  ])('[000-3-operation-08] should convert %j to %s', (raw, expected) => {
    expect(option.parse(raw, context)).toEqual({ ok: true, value: expected });
  });

  it.each([['1'], ['0'], [''], ['  '], ['on'], ['truee'], [1], [null], [[]], [{}], [undefined]])(
    'should refuse %j',
    (raw) => {
      expect(option.parse(raw, context)).toEqual({ ok: false });
    },
  );

  it('should keep its default and publish a schema accepting strings and booleans', () => {
    expect(booleanOption(true, 'x').default).toBe(true);
    expect(option.jsonSchema).toMatchObject({ description: 'test switch', default: 'false' });
    expect(option.accepts(true)).toBe(true);
    expect(option.accepts('true')).toBe(false);
  });
});
