/** @vitest-environment node */
import fc from 'fast-check';
import { format, resolveConfig } from 'prettier';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationTypes } from '../operation-types.ts';
import { commonOptionSpec } from './common-options.ts';
import { kindOptionSpecs } from './kind-option-specs.ts';
import { buildOperationJsonSchema } from './operation-json-schema.ts';
import type { OptionSpecTable } from './option-spec.ts';
import { parseOperation } from './parse-operation.ts';
import { rawOperationArbitrary } from '../../test-support/operation-config/operation-arbitraries.ts';
import { expectNoViolations } from '../../test-support/operation-config/expect-no-violations.ts';
import { diagnosticViolations, operationViolations } from '../../test-support/operation-config/operation-invariants.ts';
import { rawOperation } from '../../test-support/operation-config/operation-fixtures.ts';
import { operationSchemaValidator } from '../../test-support/operation-config/operation-schema-validator.ts';

const SCHEMA_FILE = fileURLToPath(new URL('../../../schemas/operation.schema.json', import.meta.url));

const validate = operationSchemaValidator();

describe('buildOperationJsonSchema()', () => {
  it('should be what schemas/operation.schema.json holds (update with `npx vitest run -u`)', async () => {
    const options = await resolveConfig(SCHEMA_FILE);
    const text = await format(JSON.stringify(buildOperationJsonSchema()), { ...options, filepath: SCHEMA_FILE });
    await expect(text).toMatchFileSnapshot(SCHEMA_FILE);
  });

  it('should describe every option of every table', () => {
    const schema = buildOperationJsonSchema() as { definitions: { options: { properties: object } } };
    const described = JSON.stringify(schema);
    for (const table of [commonOptionSpec, ...Object.values(kindOptionSpecs)]) {
      for (const [name, spec] of Object.entries(table as OptionSpecTable)) {
        expect(described).toContain(spec.form === 'single' ? `"${name}":{"description":` : `"^${spec.prefix}"`);
      }
    }
    expect(Object.keys(schema.definitions.options.properties)).toEqual(
      expect.arrayContaining([...Object.keys(commonOptionSpec), 'errorStates', 'ignoreWithReasonStates']),
    );
  });

  it.each([
    [rawOperation('INBOUND', { removeMode: 'SKU ', canConfirmWithMissing: 'whatever', hasChecklist: 'Yes' }), true],
    [rawOperation('INBOUND', { removeMode: 'barcode' }), false],
    [rawOperation('INBOUND', { shippingMode: 'pallet' }), false],
    [rawOperation('ENCODING', { shippingMode: 'pallet', itemTypeConfig_BAG: 'x' }), true],
    [rawOperation('ENCODING', { uhfTagToWriteRegex: '(E2' }), false],
    [rawOperation('ENCODING', { itemTypeConfig_BAG: {} }), false],
    [rawOperation('SORTING', { batchIntervalTagCount: '0' }), false],
    [rawOperation('SORTING', { custom: 'kept', other: 3 }), true],
    [rawOperation('UNKNOWN_TYPE'), false],
    [{ code: 'X', type: 'TAG_INFO' }, false],
  ])('should judge %j valid: %s', (raw, valid) => {
    expect(validate(raw)).toBe(valid);
  });

  it('should list the operation types', () => {
    expect(buildOperationJsonSchema()).toMatchObject({ properties: { type: { enum: operationTypes } } });
  });
});

describe('the schema and the parser agree (10,000 generated JSON operations, wam on)', () => {
  it('[000-3-operation-08] should accept exactly the operations the parser reads without a diagnostic', () => {
    const features = { wam: true };
    fc.assert(
      fc.property(rawOperationArbitrary({ json: true }), (raw) => {
        const { operation, diagnostics } = parseOperation(raw, { features });
        expectNoViolations([
          ...operationViolations(operation, features),
          ...diagnosticViolations(raw, operation, diagnostics),
        ]);
        if (validate(raw) !== (diagnostics.length === 0)) {
          const errors = JSON.stringify(validate.errors);
          throw new Error(
            `schema ${errors === 'null' ? 'accepts' : `refuses (${errors})`}, parser found ${JSON.stringify(diagnostics)}`,
          );
        }
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
