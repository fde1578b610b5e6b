/** A DialogService for tests: records every request; confirm and post-confirm answers are set per test. */
import { fakeDialogService } from '../fake-dialog-service.ts';

export function fakeDialogs(answers: { confirm?: boolean; again?: boolean } = {}) {
  return fakeDialogService({
    confirm: async () => answers.confirm ?? true,
    postConfirmQuestion: async () => answers.again ?? true,
  });
}

/** Keys as text, parameters appended: what a test can assert on without i18n. */
export const keyTranslate = (key: string, params?: Record<string, string>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
