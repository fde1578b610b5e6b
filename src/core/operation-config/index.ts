/** Operation configuration: parsing a raw server operation into typed, defaulted options (000 §3, 001 §3, 002 §3). */
export { parseOperation, type ParseSettings, type ParsedOperation } from './parse-operation.ts';
export { emptyOperation } from './empty-operation.ts';
export type { CommonOptions, OperationAction, OperationConfig, RawFormField } from './operation-config-types.ts';
export type { ConfigDiagnostic, DiagnosticProblem } from './diagnostics.ts';
export {
  kindOptionSpecs,
  type KindOptions,
  type KindOptionsOf,
  type KindOptionSpecs,
  type UnsupportedKindOptions,
} from './kind-option-specs.ts';
export { commonOptionSpec } from './common-options.ts';
export {
  buildItemStatuses,
  itemStatusLists,
  itemStatusOptionSpec,
  type ItemStatusList,
  type ItemStatuses,
} from './item-statuses.ts';
export { encodingOptionSpec } from './kinds/encoding-options.ts';
export { inventoryOptionSpec, tagInfoOptionSpec, transferToZoneOptionSpec } from './kinds/options-free-kinds.ts';
export { shippingOptionSpec } from './kinds/shipping-options.ts';
export { simpleItemListOptionSpec } from './kinds/simple-item-list-options.ts';
export { simpleItemSessionListOptionSpec } from './kinds/simple-item-session-list-options.ts';
export { simpleParcelListOptionSpec } from './kinds/simple-parcel-list-options.ts';
export { sortingOptionSpec } from './kinds/sorting-options.ts';
export {
  defineOptionSpec,
  type AnyOptionSpec,
  type InferOptions,
  type OptionContext,
  type OptionOutcome,
  type OptionSpec,
  type OptionSpecTable,
  type PrefixedOptionSpec,
} from './option-spec.ts';
export { booleanOption } from './options/boolean-option.ts';
export { enumOption, openEnumOption, type EnumSettings } from './options/enum-option.ts';
export { listOption } from './options/list-option.ts';
export { numberOption, type NumberConstraints } from './options/number-option.ts';
export { isRegularExpression, prefixedOption, regexOption, stringOption } from './options/string-option.ts';
export { parseOptionTable, tableAccepts, tableDefaults, type OptionScope } from './parse-option-table.ts';
export { defaultFeatureFlags, type FeatureFlags } from './feature-flags.ts';
export { buildOperationJsonSchema } from './operation-json-schema.ts';
export { formFieldTypes } from './form-field-json-schema.ts';
export type { JsonSchema } from './json-schema-types.ts';
export { appendPath, parseJsonPath, readJsonPath, type JsonPathSegment, type PathLookup } from './json-path.ts';
