/**
 * The production order selection of the associate screen (002 §2 initial types order and orderRow, §4 'Production
 * order and row selection'): the order looked up by its code and shown on the Work Order card, then the row looked
 * up in it (by row code, or by SKU); the row's product is the product to encode and the row its start entity, and
 * the row's counters show on the product info card.
 */
import { findProductionOrder, findProductionOrderRows } from '../../api/production-orders.ts';
import type { ProductionOrder } from '../../core/encoding/production-orders.ts';
import { textOf } from '../../core/forms/value-path.ts';
import { isRecord } from '../../core/guards.ts';
import { clearProduct, loadItemConfiguration } from './product-selection.ts';
import { refreshCounters, showCounters } from './production-counters.ts';
import { associateSession, setScreen, showFailure, type EncodingContext } from './session.ts';

const ORDER_FIELD = 'productionOrder';
const ROW_FIELD = 'productionOrderRow';

/**
 * The two one-field forms, each the operation's own field of that name (its labels) when its formSchema has one,
 * else a text field labelled in the station's words; both required (002 §5).
 */
export function orderForms(context: EncodingContext) {
  const formOf = (name: string, labelKey: string) => {
    const own = context.operation.formSchema.find((field) => field.name === name);
    return [{ type: 'text', label: context.translate(labelKey), ...own, name, required: true, autoFocus: true }];
  };
  return {
    orderForm: formOf(ORDER_FIELD, 'encoding.order.productionOrder'),
    rowForm: formOf(ROW_FIELD, 'encoding.order.productionOrderRow'),
  };
}

const fieldText = (event: unknown, name: string) => (isRecord(event) ? textOf(event[name]).trim() : '');

const orderCard = (order: ProductionOrder) => ({
  code: order.code,
  orderType: order.orderType,
  orderNumber: order.orderNumber,
  material: order.material,
});

async function searching(context: EncodingContext, work: () => Promise<void>): Promise<void> {
  setScreen(context, { searching: true });
  try {
    await work();
  } catch (error) {
    await showFailure(context, error);
  } finally {
    setScreen(context, { searching: false });
  }
}

/** Handler `searchOrder`, args {event: the order form's data}: the order found is the Work Order. */
export async function searchOrder(context: EncodingContext, args: Record<string, unknown>): Promise<void> {
  const code = fieldText(args.event, ORDER_FIELD);
  if (!code) return;
  await searching(context, async () => {
    const order = await findProductionOrder(context.api, code);
    if (!order) return await showFailure(context, context.translate('encoding.order.orderNotFound'));
    associateSession(context).order = order;
    setScreen(context, { order: orderCard(order) });
  });
}

/**
 * Handler `searchOrderRow`, args {event: the row form's data}: the first row found in the order (any order for the
 * orderRow type) is chosen, its counters fetched, its product's configuration loaded.
 */
export async function searchOrderRow(context: EncodingContext, args: Record<string, unknown>): Promise<void> {
  const text = fieldText(args.event, ROW_FIELD);
  if (!text) return;
  const session = associateSession(context);
  await searching(context, async () => {
    const mode = context.kindOptions.productionOrderRowSelectionMode;
    const [row] = await findProductionOrderRows(context.api, mode, session.order?.code, text);
    if (!row) return await showFailure(context, context.translate('encoding.order.rowNotFound'));
    // Chosen before the configuration loads: the association's calls start from it as soon as reads arrive.
    session.row = row;
    setScreen(context, { row: { code: row.code, orderCode: row.orderCode || session.order?.code || '' } });
    void refreshCounters(context);
    const loaded = await loadItemConfiguration(context, row.product, row.id).catch(async (error: unknown) => {
      await showFailure(context, error);
      return false;
    });
    if (loaded) return;
    session.row = undefined;
    showCounters(context, undefined);
    setScreen(context, { row: null });
  });
}

/** Handler `clearOrder`: the whole selection reset, the order form shown again. */
export async function clearOrder(context: EncodingContext): Promise<void> {
  const session = associateSession(context);
  if (session.association?.status === 'WRITING') return;
  await clearProduct(context);
  session.order = undefined;
  setScreen(context, { order: null });
}
