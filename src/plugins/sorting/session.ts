/**
 * What the sorting screens share: the context type, failures shown as errorMessageView says (000 §8.2, 001 §8), the
 * screen values the descriptors bind, and the ids handed from screen to screen (001 §2.2 sortingId, originZoneId).
 */
import { showError } from '../../core/confirmation/show-error.ts';
import { describeError } from '../../core/describe-error.ts';
import { isRecord } from '../../core/guards.ts';
import type { PluginContext } from '../define-plugin.ts';
import { setScreenValues } from '../shared/screen-values.ts';

export type SortingContext = PluginContext<'sorting'>;

export function showFailure(context: SortingContext, error: unknown): Promise<void> {
  const { title, message } = describeError(error, context.translate);
  return showError(context.dialogs, context.operation.options.errorMessageView, { title, message });
}

/** An i18n message shown as an error with the generic title (001 §8). */
export function showMessage(context: SortingContext, key: string, params?: Record<string, string>): Promise<void> {
  return showError(context.dialogs, context.operation.options.errorMessageView, {
    title: context.translate('errors.title'),
    message: context.translate(key, params),
  });
}

export const setScreen = (context: SortingContext, values: Readonly<Record<string, unknown>>) =>
  setScreenValues(context.state, values);

export function screenValue(context: SortingContext, name: string): unknown {
  const screen = context.state.get('screen');
  return isRecord(screen) ? screen[name] : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The sorting the reading works on (navigation state sortingId, 001 §2.13). */
export const sortingIdOf = (context: SortingContext) => text(context.navigation.sortingId);

/** The attributes of the default workstation (001 §3 Workstation: ventilationBPSUSAPrinterIP). */
export function workstationAttributes(context: SortingContext): Record<string, unknown> {
  const workstation = context.state.get('workstation');
  return isRecord(workstation) && isRecord(workstation.attributes) ? workstation.attributes : {};
}

/** A load that a later one replaced answers for nothing: each load takes a number, only the latest counts. */
export function latestOnly(context: SortingContext, name: string) {
  const session = context.session.get(`${name}/loads`, () => ({ latest: 0 }));
  return { next: () => ++session.latest, isLatest: (load: number) => load === session.latest };
}
