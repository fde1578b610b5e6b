import type { RJSFSchema } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { createCspSafeValidator } from './csp-safe-validator.ts';

/** Field schemas of the kinds the form engine and descriptors use. */
const fieldSchema: fc.Arbitrary<RJSFSchema> = fc.oneof(
  fc.constant<RJSFSchema>({ type: ['string', 'null'] }),
  fc.constant<RJSFSchema>({ type: ['number', 'null'] }),
  fc.constant<RJSFSchema>({ type: ['string', 'number', 'boolean', 'object', 'array', 'null'] }),
  fc.record({ type: fc.constant<'string'>('string'), minLength: fc.nat(4), maxLength: fc.integer({ min: 4, max: 8 }) }),
  fc.record({ type: fc.constant<'number'>('number'), minimum: fc.integer({ min: -5, max: 5 }) }),
  fc.record({ enum: fc.uniqueArray(fc.constantFrom('start', 'stop', 'clear', 1, true), { minLength: 1 }) }),
);

const formSchema: fc.Arbitrary<RJSFSchema> = fc
  .dictionary(fc.constantFrom('zone', 'code', 'qty', 'date', 'note'), fieldSchema, { minKeys: 1 })
  .chain((properties) =>
    fc.record({
      type: fc.constant<'object'>('object'),
      properties: fc.constant(properties),
      required: fc.subarray(Object.keys(properties)),
      additionalProperties: fc.boolean(),
    }),
  );

const value = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.integer({ min: -10, max: 10 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('start', 'stop', 'clear'),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const formData = fc.dictionary(fc.constantFrom('zone', 'code', 'qty', 'date', 'note', 'extra'), value);

describe('createCspSafeValidator() against RJSF’s ajv validator', () => {
  it('should agree with validator-ajv8 on whether form data fits a schema (300 random cases)', () => {
    const ours = createCspSafeValidator();
    fc.assert(
      fc.property(formSchema, formData, (schema, data) => {
        expect(ours.isValid(schema, data, schema)).toBe(ajvValidator.isValid(schema, data, schema));
        expect(ours.validateFormData(data, schema).errors.length === 0).toBe(
          ajvValidator.validateFormData(data, schema).errors.length === 0,
        );
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
