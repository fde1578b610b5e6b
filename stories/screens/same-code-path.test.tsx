import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import * as previewAnnotations from '../../.storybook/preview.tsx';
import { createI18n } from '../../src/i18n/index.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { UtilitiesPage } from '../../src/shell/UtilitiesPage.tsx';
import * as utilitiesStories from './ShellUtilities.stories.tsx';

setProjectAnnotations([previewAnnotations]);
const { Default } = composeStories(utilitiesStories);

describe('one descriptor, one code path (design brief: no second code path for previews)', () => {
  it('renders schemas/screens/shell/utilities.json the same in the app route and in Storybook', async () => {
    const app = render(
      <I18nextProvider i18n={createI18n('en')}>
        <Router hook={memoryLocation({ path: '/utilities' }).hook}>
          <UtilitiesPage dialogs={createDialogService()} />
        </Router>
      </I18nextProvider>,
    );
    await screen.findByRole('heading', { name: 'Utilities' });
    const appMarkup = app.container.innerHTML;
    app.unmount();

    const story = render(<Default />);
    await within(story.container).findByRole('heading', { name: 'Utilities' });
    expect(story.container.innerHTML).toBe(appMarkup);
  });
});
