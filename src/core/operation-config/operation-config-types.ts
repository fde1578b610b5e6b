/** The typed, defaulted configuration of one operation (000 §3 Operation, 001 §3, 002 §3). */
import type { OperationType } from '../operation-types.ts';
import type { commonOptionSpec } from './common-options.ts';
import type { ItemStatuses } from './item-statuses.ts';
import type { KindOptions } from './kind-option-specs.ts';
import type { InferOptions } from './option-spec.ts';
import type { RawRecord } from './raw-values.ts';

/** The common options of 000 §3, typed. */
export type CommonOptions = InferOptions<typeof commonOptionSpec>;

/** A form field as the server sends it; the forms engine reads its attributes (000 §3 Form field). */
export type RawFormField = RawRecord;

/** An entry of actions[] (000 §3): its actionCode and whatever else it carries (e.g. attributes.printTemplateCode). */
export interface OperationAction {
  readonly actionCode: string;
  readonly [member: string]: unknown;
}

export interface OperationConfig {
  /** Server id, as text ('' only when missing, with a diagnostic). */
  readonly id: string;
  /** The opCode of every route ('' only when missing, with a diagnostic). */
  readonly code: string;
  /** Screen title and tile text; '' when absent. */
  readonly description: string;
  /** The operation type, or null when the raw type is not one of 000 §1 (then `supported` is false). */
  readonly type: OperationType | null;
  /** Whether the station has a kind for this operation's type. */
  readonly supported: boolean;
  /** Screen variant route segment (000 §2.1): the member when non-empty, else the option; '' by default. */
  readonly templatePath: string;
  /** Only enabled operations show as tiles (000 §2.4); true when absent. */
  readonly enabled: boolean;
  /** Tile order, ascending (000 §2.4); 0 when absent. */
  readonly displayPriority: number;
  /** Open without a default workstation (000 §5 Other): true when the member or the option is. */
  readonly disableWorkstationCheck: boolean;
  /** Tile icon name or image URL (000 §2.4); '' when absent. */
  readonly icon: string;
  /** The start form's fields, raw (000 §3 Form field). */
  readonly formSchema: readonly RawFormField[];
  /** The create-shipment form's fields, raw (001 §2.5); [] means the default shipmentCode form. */
  readonly asnFormSchema: readonly RawFormField[];
  readonly actions: readonly OperationAction[];
  /** Action run on each read (000 §3, 001 §4.10): the member when non-empty, else the option; '' when none. */
  readonly saveOnReadActionCode: string;
  /** Operation attributes, raw (e.g. zpl-template-code, printerIP). */
  readonly attributes: RawRecord;
  readonly itemStatuses: ItemStatuses;
  readonly options: CommonOptions;
  readonly kindOptions: KindOptions;
  /** Every other option, as text (000 §3: "all other keys kept as options"). */
  readonly extraOptions: Readonly<Record<string, string>>;
}
