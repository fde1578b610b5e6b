import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createDialogService, type DialogServiceOptions } from '../runtime/dialog-service.ts';
import en from '../i18n/dialogs.en.json';
import it from '../i18n/dialogs.it.json';
import { DialogHost, type DialogHostProps } from '../ui/dialogs/DialogHost.tsx';

/** An i18n instance with the dialogs keys where the app will have them (`dialogs.*`). */
export function createDialogsI18n(language: 'en' | 'it' = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: { dialogs: en } }, it: { translation: { dialogs: it } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function renderWithI18n(ui: ReactNode, language: 'en' | 'it' = 'en') {
  return render(<I18nextProvider i18n={createDialogsI18n(language)}>{ui}</I18nextProvider>);
}

/**
 * A DialogHost on a fresh service, next to an 'Open' button that calls `open` (so focus can return to it).
 * `opened()` opens through the button, waits for the dialog to show and gives the service's promise as `answer`.
 */
export function renderHost<T>(
  open: (service: ReturnType<typeof createDialogService>) => Promise<T>,
  {
    language = 'en',
    serviceOptions,
    ...hostProps
  }: { language?: 'en' | 'it'; serviceOptions?: DialogServiceOptions } & Omit<DialogHostProps, 'service'> = {},
) {
  const service = createDialogService(serviceOptions);
  const user = userEvent.setup();
  let pending: Promise<T> | undefined;
  const view = renderWithI18n(
    <>
      <button type="button" onClick={() => (pending = open(service))}>
        Open
      </button>
      <DialogHost service={service} {...hostProps} />
    </>,
    language,
  );
  const opened = async (): Promise<{ answer: Promise<T> }> => {
    await user.click(view.getByRole('button', { name: 'Open' }));
    await act(async () => {});
    if (!pending) throw new Error('The Open button did not open a dialog');
    // A dialog whose code loads on first use (the date picker) shows a moment later.
    await waitFor(() => {
      if (!document.querySelector('[role="dialog"], [role="alertdialog"]')) throw new Error('No dialog is shown');
    });
    return { answer: pending };
  };
  return { ...view, service, user, opened };
}
