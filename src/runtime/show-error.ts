import { describeError } from '../core/describe-error.ts';
import type { DialogService } from '../core/dialogs.ts';

/** 000 §3 Operation option errorMessageView. */
export type ErrorMessageView = 'toast' | 'modal';

type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * 000 §8.2: an error shows as an error toast, or, when the operation's errorMessageView is 'modal', as a feedback
 * modal with a confirm button. The title is the error's own or 'error'; the message is the error's, or 'Unknown
 * error'. Resolves when the toast is up or the modal confirmed.
 */
export async function showError(
  dialogs: Pick<DialogService, 'toast' | 'feedback'>,
  error: unknown,
  view: ErrorMessageView,
  t: Translate,
): Promise<void> {
  const { title, message } = describeError(error, t);
  if (view === 'modal') return dialogs.feedback({ status: 'error', title, message, confirmLabel: t('dialogs.ok') });
  dialogs.toast({ status: 'error', title, description: message });
}
