/** What the encoding screens keep for their life (the screen session) and the helpers both screens share. */
import { showError } from '../../core/confirmation/show-error.ts';
import { describeError } from '../../core/describe-error.ts';
import type { AssociationState } from '../../core/encoding/association-machine.ts';
import type { ConfigurationDetail } from '../../core/encoding/encoding-records.ts';
import type { ProductionCounters, ProductionOrder, ProductionOrderRow } from '../../core/encoding/production-orders.ts';
import { isRecord } from '../../core/guards.ts';
import type { Product } from '../../core/readings/decoded-read.ts';
import { productDisplayString } from '../../core/readings/product-display.ts';
import type { PluginContext } from '../define-plugin.ts';
import { setScreenValues, workstationOf } from '../shared/screen-values.ts';

export type EncodingContext = PluginContext<'encoding'>;

export interface AssociateSession {
  product?: Product;
  /** The production order chosen (initial type order), kept when the row is cleared. */
  order?: ProductionOrder;
  /** The production order row chosen: its id is the association's startEntityId, its product the product. */
  row?: ProductionOrderRow;
  /** The chosen row's and its order's counters (002 §3), as last fetched or counted. */
  counters?: ProductionCounters;
  details: ConfigurationDetail[];
  association?: AssociationState;
  /** The EPCs seen since the last Clear (the duplicate-EPC guard). */
  seen: Set<string>;
  /**
   * The codes of the garments done (associated, or found already associated) since the operator's last Clear: the
   * reader repeats the tags still on the antenna, and they must not start the same association again.
   */
  done: Set<string>;
  cancelValidation?: () => void;
  stopListening?: () => void;
  /** The server's total of the day when the operator last reset the daily counter on this screen. */
  dailyResetAt?: number;
  /** The server's total of the day as last fetched. */
  dailyTotal?: number;
}

export const associateSession = (context: EncodingContext) =>
  context.session.get<AssociateSession>('encoding/associate', () => ({
    details: [],
    seen: new Set(),
    done: new Set(),
  }));

export const setScreen = (context: EncodingContext, values: Readonly<Record<string, unknown>>) =>
  setScreenValues(context.state, values);

export function showFailure(context: EncodingContext, error: unknown): Promise<void> {
  return showError(
    context.dialogs,
    context.operation.options.errorMessageView,
    describeError(error, context.translate),
  );
}

/** The product as the sidebar shows it (002 §3: code / material / size / color, 'N/A' for a missing code). */
export const productView = (product: Product) => ({
  code: product.code,
  description: product.description,
  display: productDisplayString(product, 'N/A'),
});

/**
 * 002 §2 identifier mode: the operator reads an item first (no selection form: the operation's formSchema is empty
 * and the initial type is not a production order's); else form / product mode.
 */
export function identifierMode(context: EncodingContext): boolean {
  const type = context.kindOptions.initialType;
  return type !== 'order' && type !== 'orderRow' && context.operation.formSchema.length === 0;
}

/** The encoding validation's station part (002 §3): operation, place and workstation. */
export function stationPart(context: EncodingContext) {
  const workstation = context.state.get('workstation');
  const { placeId } = workstationOf(context.state);
  return {
    operationId: context.operation.id,
    placeId,
    workstationId: isRecord(workstation) && typeof workstation.id === 'string' ? workstation.id : '',
  };
}
