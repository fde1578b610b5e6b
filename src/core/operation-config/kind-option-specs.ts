/** Every operation kind's option table, in one explicit value (design brief: the registry is readable in one file). */
import type { OperationKind } from '../operation-types.ts';
import type { InferOptions, OptionSpecTable } from './option-spec.ts';
import { encodingOptionSpec } from './kinds/encoding-options.ts';
import { inventoryOptionSpec, tagInfoOptionSpec, transferToZoneOptionSpec } from './kinds/options-free-kinds.ts';
import { shippingOptionSpec } from './kinds/shipping-options.ts';
import { simpleItemListOptionSpec } from './kinds/simple-item-list-options.ts';
import { simpleItemSessionListOptionSpec } from './kinds/simple-item-session-list-options.ts';
import { simpleParcelListOptionSpec } from './kinds/simple-parcel-list-options.ts';
import { sortingOptionSpec } from './kinds/sorting-options.ts';

export const kindOptionSpecs = {
  shipping: shippingOptionSpec,
  'simple-item-list': simpleItemListOptionSpec,
  'simple-parcel-list': simpleParcelListOptionSpec,
  'transfer-to-zone': transferToZoneOptionSpec,
  sorting: sortingOptionSpec,
  inventory: inventoryOptionSpec,
  encoding: encodingOptionSpec,
  'simple-item-session-list': simpleItemSessionListOptionSpec,
  'tag-info': tagInfoOptionSpec,
} as const satisfies Record<OperationKind, OptionSpecTable>;

export type KindOptionSpecs = typeof kindOptionSpecs;

/** The typed options of one kind, tagged with the kind. */
export type KindOptionsOf<K extends OperationKind> = { readonly kind: K } & InferOptions<KindOptionSpecs[K]>;

/** An operation whose type is not one the station knows has no kind options. */
export interface UnsupportedKindOptions {
  readonly kind: 'unsupported';
}

/** The kind options of an operation, discriminated by `kind`. */
export type KindOptions = { [K in OperationKind]: KindOptionsOf<K> }[OperationKind] | UnsupportedKindOptions;
