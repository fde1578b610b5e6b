import { showError as showErrorText } from '../core/confirmation/show-error.ts';
import { describeError } from '../core/describe-error.ts';
import type { DialogService } from '../core/dialogs.ts';

/** 000 §3 Operation option errorMessageView. */
export type ErrorMessageView = 'toast' | 'modal';

type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * 000 §8.2 for any failure: described (the error's own title or 'error'; its message or 'Unknown error'), then shown
 * as a toast, or as a feedback modal with a confirm button when errorMessageView is 'modal'.
 */
export function showError(dialogs: DialogService, error: unknown, view: ErrorMessageView, t: Translate): Promise<void> {
  return showErrorText(dialogs, view, describeError(error, t));
}
