/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import seedFile from '../../../sandbox/seed/data/operations.json' with { type: 'json' };
import { buildSeedData } from '../../../sandbox/seed/seed-data.ts';
import { parseOperation } from './parse-operation.ts';
import { operationSchemaValidator } from '../../test-support/operation-config/operation-schema-validator.ts';

/** The demo operations as the sandbox serves them: the data file plus the id and dates the sandbox adds. */
const served = buildSeedData(Date.UTC(2026, 0, 15)).records.get('operations') ?? [];
const validate = operationSchemaValidator();

describe('sandbox demo operations (sandbox/seed/data/operations.json)', () => {
  it('should all be served', () => {
    expect(served.map((operation) => operation.code)).toEqual(seedFile.operations.map((operation) => operation.code));
  });

  it.each(served.map((operation) => [operation.code, operation] as const))(
    '[000-3-operation-08] %s should follow schemas/operation.schema.json',
    (_code, operation) => {
      validate(operation);
      expect(validate.errors ?? []).toEqual([]);
    },
  );

  it.each(served.map((operation) => [operation.code, operation] as const))(
    '[000-3-operation-08] %s should parse without diagnostics, every option read by a table',
    (_code, operation) => {
      const { operation: parsed, diagnostics } = parseOperation(operation);
      expect(diagnostics).toEqual([]);
      expect(parsed.supported).toBe(true);
      expect(parsed.extraOptions).toEqual({});
    },
  );
});
