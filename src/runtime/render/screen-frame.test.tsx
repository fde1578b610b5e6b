import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import type { ScreenDescriptor } from '../descriptors/descriptor-types.ts';
import { loadScreen } from '../descriptors/load-screen.ts';
import { createDialogService } from '../dialog-service.ts';
import { createScreenScope } from '../state/screen-scope.ts';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';
import { widgetRegistry } from '../../widgets/registry.ts';
import { lookupWidget } from './define-widget.ts';
import { ScreenView } from './ScreenView.tsx';

const backAlert = 'Are you sure you want to go back? All unsaved changes, such as readings, will be lost.';

/** A reading-like screen: back to /home, asking first while `screen.dirty` holds (as showAlertOnExit with reads). */
const descriptor: ScreenDescriptor = {
  screen: 'test/frame',
  title: { var: 'operation.description' },
  back: { type: 'navigate', to: '/home' },
  alertOnBack: { var: 'screen.dirty' },
  regions: {
    main: [{ widget: 'text', props: { text: 'runtime.details' } }],
    actions: [{ widget: 'button', props: { label: 'dialogs.confirm' }, action: { type: 'navigate', to: '/done' } }],
  },
};

function renderFrame(screenState: Record<string, unknown> = {}) {
  const scope = createScreenScope({ operation: { description: 'Inbound from supplier' }, screen: screenState });
  const dialogs = createDialogService();
  const navigate = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ScreenView
        registry={widgetRegistry}
        screen={loadScreen(descriptor, 'test/frame.json', lookupWidget(widgetRegistry))}
        scope={scope}
        ports={{ navigate, dialogs }}
      />
      <DialogHost service={dialogs} />
    </I18nextProvider>,
  );
  return { scope, navigate };
}

const header = () => screen.getByRole('banner');

/** Whether the page asks the browser to keep it when leaving (the beforeunload warning). */
function leavingIsPrevented() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('ScreenView page frame (000 §2.14)', () => {
  it('[000-2.14-01] [000-2.14-02] [000-2.14-05] the header shows the back arrow, the title and the action buttons', async () => {
    const { navigate } = renderFrame();
    expect(within(header()).getByRole('heading', { level: 1, name: 'Inbound from supplier' })).toBeInTheDocument();
    await userEvent.click(within(header()).getByRole('button', { name: 'Confirm' }));
    expect(navigate).toHaveBeenLastCalledWith('/done');
    await userEvent.click(within(header()).getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenLastCalledWith('/home');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[000-2.14-15] with alertOnBack, back asks first, stays on Cancel and goes back on Confirm', async () => {
    const { navigate } = renderFrame({ dirty: true });
    await userEvent.click(within(header()).getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(backAlert)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(within(header()).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
  });

  it('[000-2.14-16] with alertOnBack, leaving the page is prevented, and only while it holds', () => {
    const { scope } = renderFrame({ dirty: false });
    expect(leavingIsPrevented()).toBe(false);
    act(() => scope.set('screen', { dirty: true }));
    expect(leavingIsPrevented()).toBe(true);
    act(() => scope.set('screen', { dirty: false }));
    expect(leavingIsPrevented()).toBe(false);
  });

  it("[000-2.14-17] shows the full-screen 'loading data' overlay while the screen is loading", () => {
    const { scope } = renderFrame();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => scope.set('screen', { loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading data');
    expect(screen.getByRole('status')).toHaveClass('fixed', 'inset-0');
    act(() => scope.set('screen', { loading: false }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
