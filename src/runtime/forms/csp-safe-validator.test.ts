import type { RJSFSchema } from '@rjsf/utils';
import { createCspSafeValidator } from './csp-safe-validator.ts';

const schema: RJSFSchema = {
  type: 'object',
  required: ['zone'],
  properties: {
    zone: { type: 'string', title: 'Zone' },
    quantity: { type: 'number', minimum: 1 },
    lines: { type: 'array', items: { $ref: '#/definitions/line' } },
  },
  definitions: { line: { type: 'object', required: ['sku'], properties: { sku: { type: 'string' } } } },
};

describe('createCspSafeValidator() (RJSF validation without eval)', () => {
  const validator = createCspSafeValidator();

  it('should give RJSF its errors and error schema, field by field', () => {
    const { errors, errorSchema } = validator.validateFormData({ quantity: 0, lines: [{}] }, schema);
    expect(errors.map((error) => [error.name, error.property])).toEqual(
      expect.arrayContaining([
        ['required', '.zone'],
        ['minimum', '.quantity'],
        ['required', '.lines.0.sku'],
      ]),
    );
    expect(errorSchema.zone?.__errors).toEqual(["must have required property 'zone'"]);
    expect(errorSchema.quantity?.__errors?.[0]).toMatch(/1/);
  });

  it('should pass good data', () => {
    expect(validator.validateFormData({ zone: 'Z1', quantity: 2 }, schema).errors).toEqual([]);
  });

  it('should merge the errors of a custom validation and let them be transformed', () => {
    const { errors, errorSchema } = validator.validateFormData(
      { zone: 'Z1' },
      schema,
      (data, handler) => {
        if ((data as { zone?: string }).zone === 'Z1') handler.zone?.addError('Zone Z1 is closed');
        return handler;
      },
      (list) => list.map((error) => ({ ...error, message: error.message?.toUpperCase() })),
    );
    expect(errorSchema.zone?.__errors).toEqual(['Zone Z1 is closed']);
    expect(errors.map((error) => error.stack)).toContain('.zone Zone Z1 is closed');
  });

  it('should tell whether data fits a sub-schema that refers to the root definitions', () => {
    const line = { $ref: '#/definitions/line' } as RJSFSchema;
    expect(validator.isValid(line, { sku: 'A' }, schema)).toBe(true);
    expect(validator.isValid(line, {}, schema)).toBe(false);
  });

  it('should report a schema it cannot use as a validation error, not throw', () => {
    const raw = validator.rawValidation({ $ref: '#/definitions/missing' } as RJSFSchema, {});
    expect(raw.validationError ?? raw.errors).toBeDefined();
  });

  it('should never generate code from strings (the CSP has no unsafe-eval)', () => {
    // Stand-ins for eval and Function that refuse, as Chromium does under the station's policy.
    /* eslint-disable no-eval */
    const RealFunction = globalThis.Function;
    const realEval = globalThis.eval;
    const refuse = () => {
      throw new EvalError('code generation from strings is disallowed');
    };
    globalThis.Function = new Proxy(RealFunction, { construct: refuse, apply: refuse });
    globalThis.eval = refuse as typeof eval;
    try {
      const fresh = createCspSafeValidator();
      expect(fresh.validateFormData({}, { ...schema }).errors.length).toBeGreaterThan(0);
    } finally {
      globalThis.Function = RealFunction;
      globalThis.eval = realEval;
    }
    /* eslint-enable no-eval */
  });
});
