/**
 * fast-check generators of raw operations: well-formed-ish ones (a few known options with valid values in varied
 * case and spacing, or junk) and arbitrary values. `json` keeps to JSON values and to form fields the schema
 * accepts, for comparing the parser with the JSON Schema. Kept cheap: 10,000 runs per property must stay fast.
 */
import fc from 'fast-check';
import { operationKinds, operationTypes } from '../../core/operation-types.ts';
import { commonOptionSpec } from '../../core/operation-config/common-options.ts';
import { formFieldTypes } from '../../core/operation-config/form-field-json-schema.ts';
import { itemStatusOptionSpec } from '../../core/operation-config/item-statuses.ts';
import { kindOptionSpecs } from '../../core/operation-config/kind-option-specs.ts';
import type { AnyOptionSpec } from '../../core/operation-config/option-spec.ts';

const prototypeNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/** Member names, including the ones that would change prototypes if assigned carelessly. */
export const memberName = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...prototypeNames));

const short = fc.string({ maxLength: 8 });
const trickyText = fc.constantFrom(
  '',
  ' ',
  '-1',
  '+1',
  'NaN',
  'Infinity',
  '1e3',
  '0',
  '0.5',
  'TRUE ',
  'wam',
  '(x',
  ',,',
);
const jsonShapes = fc.constantFrom<unknown>(null, [], ['a', ' b'], [1], {}, { a: 'b' }, 1.5, -3, 0, 1e21, true, false);
const nonJsonShapes = fc.constantFrom<unknown>(undefined, Number.NaN, Number.POSITIVE_INFINITY, -0, 10n, Symbol('s'));

function junk(json: boolean): fc.Arbitrary<unknown> {
  return json ? fc.oneof(short, trickyText, jsonShapes) : fc.oneof(short, trickyText, jsonShapes, nonJsonShapes);
}

/** Valid raw values of one option, varied in case and surrounding white space. */
function validValue(spec: AnyOptionSpec): fc.Arbitrary<unknown> {
  const examples = spec.jsonSchema.examples;
  let base: fc.Arbitrary<unknown>;
  if (spec.form === 'prefixed') base = short;
  else if (Array.isArray(examples)) base = fc.constantFrom(...(examples as string[]));
  else if (typeof spec.default === 'boolean') base = fc.constantFrom(true, false, 'true', 'false', 'yes', 'no');
  else if (typeof spec.default === 'number') base = fc.oneof(fc.nat(100_000).map(String), fc.nat(100_000));
  else if (Array.isArray(spec.default)) base = fc.array(short, { maxLength: 3 }).map((list) => list.join(','));
  else base = short;
  return fc.tuple(base, fc.nat(3)).map(([value, variant]) => {
    if (typeof value !== 'string') return value;
    const cased = variant & 1 ? value.toUpperCase() : value;
    return variant & 2 ? ` ${cased}\t` : cased;
  });
}

const allTables = [commonOptionSpec, itemStatusOptionSpec, ...operationKinds.map((kind) => kindOptionSpecs[kind])];
const knownOptions = new Map<string, AnyOptionSpec>(allTables.flatMap((table) => Object.entries(table)));

/** Raw options: a few of the known options, itemTypeConfig_ entries and unknown names. */
export function rawOptions(json: boolean): fc.Arbitrary<Record<string, unknown>> {
  const entries = [...knownOptions].map(([name, spec]) =>
    fc.tuple(fc.constant(name), fc.oneof({ arbitrary: validValue(spec), weight: 3 }, junk(json))),
  );
  const itemType = fc.tuple(
    short.map((name) => `itemTypeConfig_${name}`),
    fc.oneof(short, junk(json)),
  );
  const unknown = fc.tuple(memberName, fc.oneof(short, junk(json)));
  const entry = fc.oneof({ arbitrary: fc.oneof(...entries), weight: 8 }, itemType, unknown);
  return fc.array(entry, { maxLength: 12 }).map((pairs) => Object.fromEntries(pairs));
}

const text = (json: boolean) => fc.oneof({ arbitrary: short, weight: 4 }, junk(json));
const flag = (json: boolean) => fc.oneof({ arbitrary: fc.boolean(), weight: 4 }, junk(json));

function formField(json: boolean): fc.Arbitrary<unknown> {
  const field = fc.record({
    name: fc.string({ minLength: 1, maxLength: 8 }),
    type: fc.constantFrom(...formFieldTypes),
  });
  return fc.oneof({ arbitrary: field, weight: 4 }, json ? fc.constantFrom('a', 1, null) : junk(json));
}

const action = (json: boolean) =>
  fc.oneof(
    {
      arbitrary: fc.record({ actionCode: short, attributes: fc.constantFrom({}, { printTemplateCode: 'P' }) }),
      weight: 4,
    },
    fc.record({ actionCode: junk(json) }),
    junk(json),
  );

const statusList = fc.array(short, { maxLength: 3 });
const statusLists = fc.record(
  { ignore: statusList, ignoreWithReason: statusList, warning: statusList, error: statusList },
  { requiredKeys: [] },
);

/** A raw operation close to what the server sends, with junk mixed into every member. */
export function rawOperationArbitrary({ json }: { json: boolean }): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      id: fc.oneof(fc.constantFrom('op-1', 'c442dfd7-352d-5cff-8d32-39cfed7747ae'), fc.nat(), junk(json)),
      code: fc.oneof({ arbitrary: fc.constantFrom('INBOUND', 'OP-1', 'ITEM-LIST'), weight: 4 }, junk(json)),
      description: text(json),
      type: fc.oneof({ arbitrary: fc.constantFrom(...operationTypes), weight: 8 }, junk(json)),
      templatePath: text(json),
      enabled: flag(json),
      displayPriority: fc.oneof({ arbitrary: fc.integer({ min: -5, max: 500 }), weight: 4 }, junk(json)),
      disableWorkstationCheck: flag(json),
      icon: text(json),
      formSchema: fc.oneof({ arbitrary: fc.array(formField(json), { maxLength: 2 }), weight: 4 }, junk(json)),
      actions: fc.oneof({ arbitrary: fc.array(action(json), { maxLength: 2 }), weight: 4 }, junk(json)),
      saveOnReadActionCode: text(json),
      attributes: fc.oneof({ arbitrary: fc.constantFrom({}, { printerIP: '10.0.0.1' }), weight: 4 }, junk(json)),
      itemStatuses: fc.oneof(statusLists, junk(json)),
      options: fc.oneof({ arbitrary: rawOptions(json), weight: 9 }, junk(json)),
    },
    { requiredKeys: ['options'] },
  );
}

/** Anything at all: primitives, arrays, sparse arrays, null-prototype objects, Maps, boxed values, prototype names. */
export const anyValue = fc.anything({
  key: memberName,
  maxDepth: 3,
  maxKeys: 4,
  withNullPrototype: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  withDate: true,
  withBigInt: true,
  withObjectString: true,
});

const knownOptionName = fc.constantFrom(...knownOptions.keys());

/** An operation-shaped object whose every member is anything. */
export const operationShapedAnything = fc.record(
  {
    id: anyValue,
    code: anyValue,
    type: fc.oneof(fc.constantFrom(...operationTypes), anyValue),
    formSchema: anyValue,
    actions: anyValue,
    itemStatuses: anyValue,
    options: fc.oneof(
      fc.array(fc.tuple(fc.oneof(memberName, knownOptionName), anyValue), { maxLength: 6 }).map(Object.fromEntries),
      anyValue,
    ),
  },
  { requiredKeys: [] },
);
