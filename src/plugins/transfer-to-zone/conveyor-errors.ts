import { showError } from '../../core/confirmation/show-error.ts';
import { describeError } from '../../core/describe-error.ts';
import type { PluginContext } from '../define-plugin.ts';

/** Between two errors shown, at least this long: a failing server must not bury the screen under 100 toasts a second. */
export const conveyorErrorQuietMs = 5_000;

/** Shows a failure by errorMessageView (000 §8.2), one at a time and at most one per quiet period. */
export function conveyorErrorReporter(context: PluginContext<'transfer-to-zone'>, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let showing = false;
  return (error: unknown) => {
    if (showing || now() - last < conveyorErrorQuietMs) return;
    last = now();
    showing = true;
    const text = describeError(error, context.translate);
    void showError(context.dialogs, context.operation.options.errorMessageView, text).finally(() => (showing = false));
  };
}
