import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/i18n/index.ts';
import '../src/styles.css';

const i18nByLanguage = { en: createI18n('en'), it: createI18n('it') };

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'it'], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: { layout: 'fullscreen', backgrounds: { disable: true } },
  decorators: [
    (Story, context) => (
      <I18nextProvider i18n={i18nByLanguage[context.globals.language === 'it' ? 'it' : 'en']}>
        <Story />
      </I18nextProvider>
    ),
  ],
};

export default preview;
