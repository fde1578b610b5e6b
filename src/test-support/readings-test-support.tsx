import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.ts';

/** Renders with the app's English resources. */
export function renderWithAppI18n(ui: ReactNode) {
  return render(<I18nextProvider i18n={createI18n('en')}>{ui}</I18nextProvider>);
}
