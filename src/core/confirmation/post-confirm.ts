/**
 * What follows a successful confirm (001 §4.5, 000 §2.18): postConfirmAction 'hideSuccessModal' and 'disabled' go
 * back; any other value asks 'Operation complete. Perform another operation?': Yes with 'keepInput' clears the
 * readings and keeps the form, Yes otherwise goes back (to change the input), No goes to the dashboard.
 */
export type PostConfirmNext = 'back' | 'keepInput' | 'dashboard';

/** Whether the post-confirm question is asked for this postConfirmAction. */
export const asksPostConfirmQuestion = (postConfirmAction: string): boolean =>
  postConfirmAction !== 'disabled' && postConfirmAction !== 'hideSuccessModal';

/** The step after the question: `again` is the answer (undefined when the question is not asked). */
export function postConfirmNext(postConfirmAction: string, again: boolean | undefined): PostConfirmNext {
  if (!asksPostConfirmQuestion(postConfirmAction)) return 'back';
  if (!again) return 'dashboard';
  return postConfirmAction === 'keepInput' ? 'keepInput' : 'back';
}
