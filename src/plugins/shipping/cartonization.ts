/**
 * Cartonization (001 §2.8, §4.4, §4.5, §5, §7 Carton label): the form starts the order's checklist; each carton is
 * read, checked (over-quantity and unexpected refused by the options, the checklist's KO or WARNING), started as a
 * parcel of the checklist, confirmed, and its label printed at the network printer; Close (or the last carton) closes
 * the checklist. The cartons of the checklist can be listed and their labels printed again.
 */
import { printOnNetworkPrinter } from '../../api/network-printer.ts';
import { confirmChecklist, fetchTemplateBody, listChecklistCartons, startChecklist } from '../../api/shipping.ts';
import { resources } from '../../api/resources.ts';
import { isRecord } from '../../core/guards.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { cartonLabelFields, cartonPrinterIp, fillLabelTemplate } from '../../core/shipping/carton-label.ts';
import { parseChecklist, type Checklist } from '../../core/shipping/checklist-reconciliation.ts';
import type { Parcel } from '../../core/shipping/shipment-records.ts';
import { expectedProductsOf, readingSession } from './parcel-reading.ts';
import { screenValue, setScreen, showFailure, showMessage, type ShippingContext } from './session.ts';

export const isCartonization = (context: ShippingContext) => context.operation.templatePath === 'cartonization';

const formRoute = (context: ShippingContext) =>
  buildRoute(routePattern('cartonizationForm'), { opCode: context.operation.code });

/** The start form's submit (000 §2.13 custom submit): cartonization starts the checklist; the others go to reading. */
export async function submitShippingForm(context: ShippingContext, args: Record<string, unknown>): Promise<void> {
  const formData = isRecord(args.formData) ? args.formData : {};
  if (!isCartonization(context)) {
    context.navigate(buildRoute(routePattern('shippingReading'), { opCode: context.operation.code }), {
      state: { formData },
    });
    return;
  }
  // 001 §7: one dynamic key, the form's first field, and its value.
  const field = context.operation.formSchema
    .map((entry) => (typeof entry.name === 'string' ? entry.name : ''))
    .find((name) => name !== '');
  if (!field) return showMessage(context, 'shipment.errors.startChecklist');
  try {
    const { checklist, products } = await startChecklist(context.api, context.operation.id, field, formData[field]);
    context.navigate(buildRoute(routePattern('cartonizationReading'), { opCode: context.operation.code }), {
      state: { formData, checklist, products },
    });
  } catch (failure) {
    await showFailure(context, failure, context.translate('shipment.errors.startChecklist'));
  }
}

/** As the reading opens: its checklist (001 §2.8: required, else back) as the expected products. */
export async function openCartonizationReading(context: ShippingContext): Promise<void> {
  const checklist = parseChecklist(context.navigation.checklist);
  if (!checklist) {
    await showMessage(context, 'shipment.errors.missingChecklist');
    return context.back();
  }
  const products = Array.isArray(context.navigation.products)
    ? (context.navigation.products as Parcel['products'])
    : [];
  readingSession(context).products = products;
  applyChecklist(context, checklist);
}

/**
 * A carton holds part of the order: it is checked against what the order still expects (each product's quantity less
 * what earlier cartons held), so the carton that completes the order has nothing missing (001 §4.5).
 */
export function remainingChecklist(checklist: Checklist): Checklist {
  return {
    ...checklist,
    checklistProducts: checklist.checklistProducts.map((row) => ({
      ...row,
      quantity: Math.max(0, row.quantity - row.detected),
    })),
    checklistItems: checklist.checklistItems.filter((row) => !row.detected),
  };
}

function applyChecklist(context: ShippingContext, checklist: Checklist): void {
  const session = readingSession(context);
  session.checklist = remainingChecklist(checklist);
  context.readings?.setExpected(expectedProductsOf(session.checklist, session.products));
  showChecklistFigures(context, checklist.totalDetectedExpected ?? 0, checklist.totalExpected ?? 0);
}

function showChecklistFigures(context: ShippingContext, detected: number, expected: number) {
  setScreen(context, { checklistDetected: detected, checklistExpected: expected });
}

/** After a carton: the checklist's figures again, from the server. */
export async function refreshChecklist(context: ShippingContext): Promise<void> {
  const id = readingSession(context).checklist?.id;
  if (!id) return;
  const checklist = parseChecklist(
    await resources(context.api)
      .checklists.get(id)
      .catch(() => undefined),
  );
  if (checklist) applyChecklist(context, checklist);
}

/** Prints a carton's label (001 §7 Carton label); 'missing printer id' without a printer. */
export async function printCartonLabel(context: ShippingContext, parcelCode: string, itemsQuantity: number) {
  const workstation = context.state.get('workstation');
  const printerIp = cartonPrinterIp(
    isRecord(workstation) && isRecord(workstation.attributes) ? workstation.attributes : {},
    context.operation.attributes,
  );
  if (!printerIp) throw new CartonLabelError('shipment.errors.missingPrinterId');
  const templateCode = context.operation.attributes['zpl-template-code'];
  if (typeof templateCode !== 'string' || templateCode === '')
    throw new CartonLabelError('shipment.errors.noLabelTemplate');
  const template = await fetchTemplateBody(context.api, templateCode);
  const fields = cartonLabelFields({
    operationId: context.operation.id,
    parcelCode,
    itemsQuantity,
    checklistAttributes: readingSession(context).checklist?.attributes ?? {},
  });
  await printOnNetworkPrinter(printerIp, fillLabelTemplate(template, fields));
}

/** A label that cannot be printed for a reason the station knows (an i18n key). */
export class CartonLabelError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'CartonLabelError';
  }
}

/** Tells a print failure as errorMessageView says. */
export async function showPrintFailure(context: ShippingContext, failure: unknown): Promise<void> {
  if (failure instanceof CartonLabelError) return showMessage(context, failure.key);
  return showFailure(context, failure);
}

/** Handler `loadCartons`: the cartons of the checklist, for the parcels modal (001 §2.8; 'no carton found'). */
export async function loadCartons(context: ShippingContext): Promise<unknown[]> {
  const checklistId = readingSession(context).checklist?.id;
  if (!checklistId) return [];
  try {
    const cartons = await listChecklistCartons(context.api, context.operation.id, checklistId);
    const printLabel = context.translate('shipment.cartonization.print');
    return cartons.map((carton) => ({ ...carton, quantity: carton.parcelEntryQuantity ?? 0, printLabel }));
  } catch (failure) {
    await showFailure(context, failure);
    return [];
  }
}

/** Handler `printCarton`, args {row}: a carton's label printed again. */
export async function printCarton(context: ShippingContext, args: Record<string, unknown>): Promise<void> {
  const row = isRecord(args.row) ? args.row : {};
  if (typeof row.code !== 'string') return;
  try {
    await printCartonLabel(context, row.code, typeof row.quantity === 'number' ? row.quantity : 0);
    context.dialogs.toast({
      status: 'success',
      title: context.translate('shipment.cartonization.printed', { code: row.code }),
    });
  } catch (failure) {
    await showPrintFailure(context, failure);
  }
}

/** Handler `closeChecklist` (001 §2.8 Close, §5 'Missing checklistId'): closes the order's checklist and goes back. */
export async function closeChecklist(context: ShippingContext): Promise<void> {
  const checklistId = readingSession(context).checklist?.id;
  if (!checklistId) return showMessage(context, 'shipment.errors.missingChecklistId');
  try {
    await confirmChecklist(context.api, checklistId);
  } catch (failure) {
    return showFailure(context, failure);
  }
  context.dialogs.toast({ status: 'success', title: context.translate('shipment.cartonization.closed') });
  leaveCartonization(context);
}

/** 001 §2.8: back to the cartonization form when the operation has one, else to /. */
export function leaveCartonization(context: ShippingContext): void {
  context.navigate(context.operation.formSchema.length > 0 ? formRoute(context) : '/');
}

/** 001 §4.5: Close shows after a confirm, or with no current items and more than one detected. */
export function updateCloseButton(context: ShippingContext): void {
  const listed = [...(context.readings?.reads() ?? [])].length;
  const detected = Number(screenValue(context, 'checklistDetected') ?? 0);
  const confirmed = screenValue(context, 'cartonConfirmed') === true;
  setScreen(context, { canClose: confirmed || (listed === 0 && detected > 1) });
}
