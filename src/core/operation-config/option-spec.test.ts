/** @vitest-environment node */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { operationKinds } from '../operation-types.ts';
import { commonOptionSpec } from './common-options.ts';
import { itemStatusOptionSpec } from './item-statuses.ts';
import { kindOptionSpecs } from './kind-option-specs.ts';
import type { KindOptions, KindOptionsOf } from './kind-option-specs.ts';
import type { CommonOptions } from './operation-config-types.ts';
import { defineOptionSpec } from './option-spec.ts';
import type { InferOptions } from './option-spec.ts';
import { booleanOption } from './options/boolean-option.ts';
import { enumOption, openEnumOption } from './options/enum-option.ts';
import { listOption } from './options/list-option.ts';
import { numberOption } from './options/number-option.ts';
import { prefixedOption, stringOption } from './options/string-option.ts';
import { parseOptionTable, tableDefaults } from './parse-option-table.ts';
import { DiagnosticLog } from './diagnostics.ts';

/** A plugin's table, as a plugin would export it. */
const pluginSpec = defineOptionSpec({
  enabledThing: booleanOption(true, 'a switch'),
  delay: numberOption(250, 'ms'),
  mode: enumOption(['fast', 'slow'], 'fast', 'mode'),
  policy: openEnumOption(['no', 'ask'], 'ask', 'allow', 'policy'),
  prefixes: listOption('prefixes'),
  label: stringOption('', 'label'),
  extras: prefixedOption('extra_', 'extras'),
});

describe('defineOptionSpec() and InferOptions', () => {
  it('should infer the typed options of a table', () => {
    expectTypeOf<InferOptions<typeof pluginSpec>>().toEqualTypeOf<{
      readonly enabledThing: boolean;
      readonly delay: number;
      readonly mode: 'fast' | 'slow';
      readonly policy: 'no' | 'ask' | 'allow';
      readonly prefixes: readonly string[];
      readonly label: string;
      readonly extras: Readonly<Record<string, string>>;
    }>();
  });

  it('should type the common and kind options from the tables', () => {
    expectTypeOf<CommonOptions['removeMode']>().toEqualTypeOf<'none' | 'sku' | 'rfid'>();
    expectTypeOf<CommonOptions['postConfirmAction']>().toEqualTypeOf<
      'disabled' | 'hideSuccessModal' | 'keepInput' | 'changeInput'
    >();
    expectTypeOf<KindOptionsOf<'shipping'>['canConfirmWithMissing']>().toEqualTypeOf<'no' | 'withWarning' | 'allow'>();
    expectTypeOf<KindOptionsOf<'encoding'>['itemTypeConfigs']>().toEqualTypeOf<Readonly<Record<string, string>>>();
    expectTypeOf<KindOptions['kind']>().toEqualTypeOf<(typeof operationKinds)[number] | 'unsupported'>();
  });

  it('should narrow kind options by kind', () => {
    const narrow = (options: KindOptions) => (options.kind === 'sorting' ? options.showCreateButton : undefined);
    expectTypeOf(narrow).returns.toEqualTypeOf<boolean | undefined>();
  });

  it("should parse a plugin's table like the built-in ones", () => {
    const log = new DiagnosticLog();
    const raw = { enabledThing: 'false', mode: 'SLOW', policy: 'sometimes', extra_a: 'x', delay: 'soon' };
    const scope = { raw, path: '$.options', log, context: { features: { wam: false } }, consumed: new Set<string>() };
    expect(parseOptionTable(pluginSpec, scope)).toEqual({
      ...tableDefaults(pluginSpec),
      enabledThing: false,
      mode: 'slow',
      policy: 'allow',
      extras: { a: 'x' },
    });
    expect(log.entries.map(({ path }) => path)).toEqual(['$.options.delay']);
    expect([...scope.consumed]).toEqual(['enabledThing', 'delay', 'mode', 'policy', 'extra_a']);
  });
});

describe('the option tables', () => {
  const tables = { common: commonOptionSpec, itemStatuses: itemStatusOptionSpec, ...kindOptionSpecs };

  it.each(Object.entries(tables))(
    '%s should name its options as plain identifiers, each documented',
    (_name, table) => {
      for (const [name, spec] of Object.entries(table)) {
        expect(name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
        expect(spec.doc).toMatch(/\(\d{3} §/);
      }
    },
  );

  it('should give every kind a table', () => {
    expect(Object.keys(kindOptionSpecs)).toEqual([...operationKinds]);
  });
});
