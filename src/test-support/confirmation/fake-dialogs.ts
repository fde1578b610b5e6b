/** A DialogService for tests: records every request; confirm and post-confirm answers are set per test. */
import { vi } from 'vitest';
import type { DialogService } from '../../core/dialogs.ts';

export function fakeDialogs(answers: { confirm?: boolean; again?: boolean } = {}) {
  const dialogs = {
    confirm: vi.fn(async () => answers.confirm ?? true),
    feedback: vi.fn(async () => undefined),
    textInput: vi.fn(async () => undefined),
    pin: vi.fn(async () => undefined),
    select: vi.fn(async () => undefined),
    postConfirmQuestion: vi.fn(async () => answers.again ?? true),
    datePicker: vi.fn(async () => undefined),
    toast: vi.fn(),
  } satisfies DialogService;
  return dialogs;
}

/** Keys as text, parameters appended: what a test can assert on without i18n. */
export const keyTranslate = (key: string, params?: Record<string, string>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
