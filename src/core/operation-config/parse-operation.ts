/**
 * parseOperation(): a raw operation from the server (000 §3 Operation, 000 §7.2 operations search) into a typed,
 * defaulted OperationConfig plus the diagnostics of everything that was wrong. It never throws: a wrong member gives
 * its default and a diagnostic; an input it cannot read at all gives an empty, unsupported operation.
 */
import { kindOfType } from '../operation-types.ts';
import { commonOptionSpec } from './common-options.ts';
import { DiagnosticLog } from './diagnostics.ts';
import type { ConfigDiagnostic } from './diagnostics.ts';
import { emptyOperation } from './empty-operation.ts';
import { readExtraOptions } from './extra-options.ts';
import { defaultFeatureFlags } from './feature-flags.ts';
import type { FeatureFlags } from './feature-flags.ts';
import { buildItemStatuses, itemStatusOptionSpec } from './item-statuses.ts';
import { kindOptionSpecs } from './kind-option-specs.ts';
import type { KindOptions } from './kind-option-specs.ts';
import type { OperationConfig } from './operation-config-types.ts';
import { MemberReader } from './operation-members.ts';
import { parseOptionTable } from './parse-option-table.ts';
import type { OptionScope } from './parse-option-table.ts';
import { copyRecord, describeValue, isRecord, memberOf } from './raw-values.ts';
import type { RawRecord } from './raw-values.ts';

export interface ParseSettings {
  /** Feature flags; missing ones take their defaults (wam off, 000 §9). */
  readonly features?: Partial<FeatureFlags>;
}

export interface ParsedOperation {
  readonly operation: OperationConfig;
  readonly diagnostics: readonly ConfigDiagnostic[];
}

function readOptionsObject(raw: RawRecord, log: DiagnosticLog): RawRecord {
  const options = memberOf(raw, 'options');
  if (options === undefined || isRecord(options)) return options ?? {};
  log.invalid({ parent: '$', member: 'options', value: options, expected: 'an object of options' });
  return {};
}

function readOperation(raw: unknown, features: FeatureFlags, log: DiagnosticLog): OperationConfig {
  if (!isRecord(raw)) {
    log.add('invalid', '$', 'operation', raw, 'an object', `$ is ${describeValue(raw)}, expected an operation object`);
    return emptyOperation();
  }
  const read = new MemberReader(raw, log);
  const code = read.code();
  log.operationCode = code;
  const id = read.id();
  const type = read.type();
  const scope: OptionScope = {
    raw: readOptionsObject(raw, log),
    path: '$.options',
    log,
    context: { features },
    consumed: new Set(),
  };
  const common = parseOptionTable(commonOptionSpec, scope);
  const statusOptions = parseOptionTable(itemStatusOptionSpec, scope);
  const kindOptions: KindOptions = type
    ? ({ kind: kindOfType[type], ...parseOptionTable(kindOptionSpecs[kindOfType[type]], scope) } as KindOptions)
    : { kind: 'unsupported' };
  // 000 §3 lists templatePath, saveOnReadActionCode and disableWorkstationCheck both as members and as options: the
  // member counts when set (non-empty, or true), else the option; the typed options carry the same resolved values.
  const templatePath = read.text('templatePath') || common.templatePath;
  const saveOnReadActionCode = read.text('saveOnReadActionCode') || common.saveOnReadActionCode;
  const disableWorkstationCheck = read.flag('disableWorkstationCheck') || common.disableWorkstationCheck;
  return {
    id,
    code,
    description: read.text('description') ?? '',
    type,
    supported: type !== null,
    templatePath,
    enabled: read.flag('enabled') ?? true,
    displayPriority: read.number('displayPriority') ?? 0,
    disableWorkstationCheck,
    icon: read.text('icon') ?? '',
    formSchema: read.records('formSchema'),
    asnFormSchema: read.records('asnFormSchema'),
    actions: read.actions(),
    saveOnReadActionCode,
    attributes: copyRecord(read.record('attributes') ?? {}),
    itemStatuses: buildItemStatuses(statusOptions, memberOf(raw, 'itemStatuses'), '$', log),
    options: { ...common, templatePath, saveOnReadActionCode, disableWorkstationCheck },
    kindOptions,
    extraOptions: readExtraOptions(scope),
  };
}

function errorText(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}

export function parseOperation(raw: unknown, settings: ParseSettings = {}): ParsedOperation {
  const log = new DiagnosticLog();
  try {
    const features = { ...defaultFeatureFlags, ...settings.features };
    return { operation: readOperation(raw, features, log), diagnostics: log.entries };
  } catch (error) {
    log.add(
      'unreadable',
      '$',
      'operation',
      undefined,
      'a readable operation',
      `$ could not be read (${errorText(error)})`,
    );
    return { operation: emptyOperation(), diagnostics: log.entries };
  }
}
