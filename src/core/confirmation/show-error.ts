import type { DialogService } from '../dialogs.ts';

/** 000 §8.2, 001 §8: an error shows as a toast, or as a feedback modal with a confirm button when errorMessageView is 'modal'. */
export async function showError(
  dialogs: DialogService,
  errorMessageView: string,
  text: { title: string; message: string },
): Promise<void> {
  if (errorMessageView === 'modal') {
    await dialogs.feedback({ title: text.title, message: text.message, status: 'error' });
    return;
  }
  dialogs.toast({ status: 'error', title: text.title, description: text.message });
}
