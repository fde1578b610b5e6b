/**
 * The configuration invariants every parse result must satisfy, whatever the input, and the rules its diagnostics
 * follow. Returned as a list of broken rules so a property test can show them all.
 */
import { kindOfType, operationTypes } from '../../core/operation-types.ts';
import { commonOptionSpec } from '../../core/operation-config/common-options.ts';
import type { ConfigDiagnostic } from '../../core/operation-config/diagnostics.ts';
import type { FeatureFlags } from '../../core/operation-config/feature-flags.ts';
import { itemStatusLists, itemStatusOptionSpec } from '../../core/operation-config/item-statuses.ts';
import { readJsonPath } from '../../core/operation-config/json-path.ts';
import { kindOptionSpecs } from '../../core/operation-config/kind-option-specs.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { OptionSpecTable } from '../../core/operation-config/option-spec.ts';
import { tableAccepts } from '../../core/operation-config/parse-option-table.ts';
import { isRecord } from '../../core/operation-config/raw-values.ts';

const isNormalisedList = (list: unknown) =>
  Array.isArray(list) &&
  list.every((entry) => typeof entry === 'string' && entry !== '' && entry === entry.trim()) &&
  new Set(list).size === list.length;

function sameKeys(record: object, keys: readonly string[]): boolean {
  const actual = Object.keys(record);
  return actual.length === keys.length && actual.every((key, index) => key === keys[index]);
}

export function operationViolations(operation: OperationConfig, features: FeatureFlags): string[] {
  const broken: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) broken.push(rule);
  };
  for (const key of ['id', 'code', 'description', 'templatePath', 'icon', 'saveOnReadActionCode'] as const) {
    check(typeof operation[key] === 'string', `${key} is text`);
  }
  check(operation.type === null || operationTypes.includes(operation.type), 'type is an operation type or null');
  check(operation.supported === (operation.type !== null), 'supported means a known type');
  check(typeof operation.enabled === 'boolean', 'enabled is boolean');
  check(typeof operation.disableWorkstationCheck === 'boolean', 'disableWorkstationCheck is boolean');
  check(Number.isFinite(operation.displayPriority), 'displayPriority is a finite number');
  check([...operation.formSchema, ...operation.asnFormSchema].every(isRecord), 'form fields are objects');
  check(
    operation.actions.every((action) => isRecord(action) && action.actionCode.trim() !== ''),
    'actions have an actionCode',
  );
  check(isRecord(operation.attributes), 'attributes is an object');
  check(
    sameKeys(operation.itemStatuses, [...itemStatusLists]) &&
      itemStatusLists.every((list) => isNormalisedList(operation.itemStatuses[list])),
    'itemStatuses holds four normalised lists',
  );
  check(sameKeys(operation.options, Object.keys(commonOptionSpec)), 'options has every common option');
  check(tableAccepts(commonOptionSpec, operation.options), 'every common option is within its allowed set');
  check(operation.options.templatePath === operation.templatePath, 'templatePath agrees with its option');
  check(operation.options.saveOnReadActionCode === operation.saveOnReadActionCode, 'saveOnReadActionCode agrees');
  check(operation.options.disableWorkstationCheck === operation.disableWorkstationCheck, 'workstation check agrees');
  const { kindOptions } = operation;
  if (operation.type === null) check(sameKeys(kindOptions, ['kind']), 'an unsupported operation has no kind options');
  else {
    const kind = kindOfType[operation.type];
    const table = kindOptionSpecs[kind];
    check(kindOptions.kind === kind, 'kindOptions.kind is the kind of the type');
    check(sameKeys(kindOptions, ['kind', ...Object.keys(table)]), 'kindOptions has every option of the kind');
    check(tableAccepts(table, kindOptions), 'every kind option is within its allowed set');
    if (!features.wam && kindOptions.kind === 'encoding')
      check(kindOptions.initialType !== 'wam', 'no wam without the flag');
  }
  check(
    Object.values(operation.extraOptions).every((value) => typeof value === 'string'),
    'extra options are text',
  );
  const tables: OptionSpecTable[] = [commonOptionSpec, itemStatusOptionSpec];
  if (operation.type) tables.push(kindOptionSpecs[kindOfType[operation.type]]);
  const readByTable = (key: string) =>
    tables.some((table) =>
      Object.entries(table).some(([name, spec]) =>
        spec.form === 'single' ? name === key : key.startsWith(spec.prefix),
      ),
    );
  check(!Object.keys(operation.extraOptions).some(readByTable), 'no option a table reads is kept as extra');
  return broken;
}

/** Every diagnostic names a path that exists in the input, and the value found there. */
export function diagnosticViolations(
  raw: unknown,
  operation: OperationConfig,
  diagnostics: readonly ConfigDiagnostic[],
) {
  const broken: string[] = [];
  for (const diagnostic of diagnostics) {
    const at = readJsonPath(raw, diagnostic.path);
    const where = `${diagnostic.problem} at ${diagnostic.path}`;
    if (!at.found) broken.push(`${where}: the path does not exist in the input`);
    else if (diagnostic.problem === 'missing') {
      if (!isRecord(at.value) || Object.hasOwn(at.value, diagnostic.option)) broken.push(`${where}: not missing`);
    } else if (!Object.is(at.value, diagnostic.value)) broken.push(`${where}: another value than the input's`);
    if (diagnostic.problem === 'unreadable') broken.push(`${where}: the input could not be read`);
    if (diagnostic.operationCode !== operation.code) broken.push(`${where}: names another operation`);
    if (!diagnostic.message.includes(diagnostic.path)) broken.push(`${where}: the message does not name the path`);
  }
  return broken;
}
