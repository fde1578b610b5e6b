/** @vitest-environment node */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { kindOfType } from '../operation-types.ts';
import { commonOptionSpec } from './common-options.ts';
import { defaultFeatureFlags } from './feature-flags.ts';
import { appendPath } from './json-path.ts';
import { kindOptionSpecs } from './kind-option-specs.ts';
import type { OptionSpecTable } from './option-spec.ts';
import { parseOperation } from './parse-operation.ts';
import { isRecord } from './raw-values.ts';
import {
  anyValue,
  operationShapedAnything,
  rawOperationArbitrary,
} from '../../test-support/operation-config/operation-arbitraries.ts';
import { expectNoViolations } from '../../test-support/operation-config/expect-no-violations.ts';
import { diagnosticViolations, operationViolations } from '../../test-support/operation-config/operation-invariants.ts';

const RUNS = { numRuns: 10_000 };
/** 10,000 runs take a few seconds; more on a loaded machine. */
const TIMEOUT = 60_000;

function checkParse(raw: unknown, features = defaultFeatureFlags) {
  const { operation, diagnostics } = parseOperation(raw, { features });
  expectNoViolations([
    ...operationViolations(operation, features),
    ...diagnosticViolations(raw, operation, diagnostics),
  ]);
  return { operation, diagnostics };
}

/** Each known option: its typed value is what its spec makes of the raw value, and it has a diagnostic iff refused. */
function checkAgainstSpecs(raw: Record<string, unknown>, features: typeof defaultFeatureFlags) {
  const { operation, diagnostics } = parseOperation(raw, { features });
  const options = raw.options;
  if (!isRecord(options)) return;
  const checks: [OptionSpecTable, Record<string, unknown>][] = [[commonOptionSpec, operation.options]];
  if (operation.type) checks.push([kindOptionSpecs[kindOfType[operation.type]], operation.kindOptions as never]);
  const overridden = ['templatePath', 'saveOnReadActionCode', 'disableWorkstationCheck'];
  for (const [table, values] of checks) {
    for (const [name, spec] of Object.entries(table)) {
      if (spec.form !== 'single' || !Object.hasOwn(options, name) || overridden.includes(name)) continue;
      const outcome = spec.parse(options[name], { features });
      const path = appendPath('$.options', name);
      const refusals = diagnostics.filter((diagnostic) => diagnostic.path === path).length;
      const expected = outcome.ok ? outcome.value : spec.default;
      if (!Object.is(values[name], expected) && JSON.stringify(values[name]) !== JSON.stringify(expected)) {
        throw new Error(`${name}: ${JSON.stringify(values[name])} instead of ${JSON.stringify(expected)}`);
      }
      if (refusals !== (outcome.ok ? 0 : 1)) throw new Error(`${name}: ${refusals} diagnostics at ${path}`);
    }
  }
}

describe('parseOperation() properties (10,000 generated operations each)', () => {
  it(
    'should satisfy the invariants for well-formed-ish operations, wam off',
    () => {
      fc.assert(
        fc.property(rawOperationArbitrary({ json: false }), (raw) => {
          checkParse(raw);
          checkAgainstSpecs(raw, defaultFeatureFlags);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'should never throw and satisfy the invariants for arbitrary values',
    () => {
      fc.assert(
        fc.property(fc.oneof(anyValue, operationShapedAnything), (raw) => {
          checkParse(raw);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
