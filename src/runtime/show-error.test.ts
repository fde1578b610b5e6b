import { ApiError } from '../core/api-error.ts';
import type { DialogService } from '../core/dialogs.ts';
import { showError } from './show-error.ts';

const t = (key: string) => `t:${key}`;

function fakeDialogs() {
  const dialogs = { toast: vi.fn(), feedback: vi.fn(async () => undefined) };
  return dialogs as typeof dialogs & DialogService;
}

describe('showError() (000 §8.2)', () => {
  it("[000-8.2-01] [000-8.2-04] should title an error 'error' and show it as a toast by default", async () => {
    const dialogs = fakeDialogs();
    await showError(dialogs, new Error('Printer offline'), 'toast', t);
    expect(dialogs.toast).toHaveBeenCalledWith({
      status: 'error',
      title: 't:errors.title',
      description: 'Printer offline',
    });
    expect(dialogs.feedback).not.toHaveBeenCalled();
  });

  it("[000-8.2-03] [000-8.2-05] should show the error's title in a feedback modal with a confirm button when errorMessageView is 'modal'", async () => {
    const dialogs = fakeDialogs();
    const error = new ApiError('server', 500, { text: 'Inbound' }, { text: 'Zone entered does not match' });
    await showError(dialogs, error, 'modal', t);
    expect(dialogs.feedback).toHaveBeenCalledWith({
      status: 'error',
      title: 'Inbound',
      message: 'Zone entered does not match',
    });
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it("[000-8.2-02] should say 'Unknown error' for a failure without words", async () => {
    const dialogs = fakeDialogs();
    await showError(dialogs, undefined, 'toast', t);
    expect(dialogs.toast).toHaveBeenCalledWith({
      status: 'error',
      title: 't:errors.title',
      description: 't:errors.unknown',
    });
  });
});
