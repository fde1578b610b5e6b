import { vi, type Mock } from 'vitest';
import type { DialogService } from '../core/dialogs.ts';

/** A DialogService whose every member is a mock, so a test can read the requests and change the answers. */
export type FakeDialogService = { [K in keyof DialogService]: Mock<DialogService[K]> };

const defaults: DialogService = {
  confirm: async () => true,
  feedback: async () => undefined,
  textInput: async () => undefined,
  pin: async () => undefined,
  select: async () => undefined,
  postConfirmQuestion: async () => false,
  datePicker: async () => undefined,
  form: async () => undefined,
  toast: () => undefined,
};

/**
 * The one fake dialog service of the tests: confirms agree, the post-confirm question answers No, every other dialog
 * is closed; `answers` replaces any of them.
 */
export function fakeDialogService(answers: Partial<DialogService> = {}): FakeDialogService {
  const all = { ...defaults, ...answers };
  return {
    confirm: vi.fn(all.confirm),
    feedback: vi.fn(all.feedback),
    textInput: vi.fn(all.textInput),
    pin: vi.fn(all.pin),
    select: vi.fn(all.select),
    postConfirmQuestion: vi.fn(all.postConfirmQuestion),
    datePicker: vi.fn(all.datePicker),
    form: vi.fn(all.form),
    toast: vi.fn(all.toast),
  };
}
