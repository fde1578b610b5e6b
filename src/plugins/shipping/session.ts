/**
 * What the shipping screens share: the segment of the operation's type (001 §7), the workstation's place, failures
 * shown as errorMessageView says (000 §8.2), and the screen values the descriptors bind.
 */
import type { ShippingSegment } from '../../api/shipping.ts';
import { showError } from '../../core/confirmation/show-error.ts';
import { describeError } from '../../core/describe-error.ts';
import { isRecord } from '../../core/guards.ts';
import { shippingSegment } from '../../core/shipping/shipment-rules.ts';
import type { PluginContext } from '../define-plugin.ts';
import { setScreenValues, workstationOf } from '../shared/screen-values.ts';

export type ShippingContext = PluginContext<'shipping'>;

export const segmentOf = (context: ShippingContext): ShippingSegment =>
  shippingSegment(context.operation.type ?? 'INBOUND');

/** The default workstation's place, '' when it has none (001 §5 'Missing workstation place'). */
export const workstationPlaceOf = (context: ShippingContext) => workstationOf(context.state).placeId;

/** A failure shown as errorMessageView says: a toast, or a modal (000 §8.2, 001 §8). */
export function showFailure(context: ShippingContext, error: unknown, title?: string): Promise<void> {
  const described = describeError(error, context.translate);
  return showError(context.dialogs, context.operation.options.errorMessageView, {
    title: title ?? described.title,
    message: described.message,
  });
}

/** An i18n message shown as an error (001 §8), with the generic 'error' title. */
export function showMessage(context: ShippingContext, key: string, params?: Record<string, string>): Promise<void> {
  return showError(context.dialogs, context.operation.options.errorMessageView, {
    title: context.translate('errors.title'),
    message: context.translate(key, params),
  });
}

export const setScreen = (context: ShippingContext, values: Readonly<Record<string, unknown>>) =>
  setScreenValues(context.state, values);

export function screenValue(context: ShippingContext, name: string): unknown {
  const screen = context.state.get('screen');
  return isRecord(screen) ? screen[name] : undefined;
}

/** A load that a later one replaced answers for nothing: each load takes a number, only the latest counts. */
export function loadCounter(context: ShippingContext, name: string) {
  const session = context.session.get(`${name}/loads`, () => ({ latest: 0 }));
  return {
    next: () => ++session.latest,
    isLatest: (load: number) => load === session.latest,
  };
}

/** The labels of a yes/no question (001 §4.2, §4.3, §5). */
export const yesNo = (context: ShippingContext) => ({
  confirmLabel: context.translate('dialogs.yes'),
  cancelLabel: context.translate('dialogs.no'),
});
