import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../core/api-error.ts';
import { createI18n } from '../../i18n/index.ts';
import { loadScreen } from '../descriptors/load-screen.ts';
import { createDialogService } from '../dialog-service.ts';
import { createScreenScope } from '../state/screen-scope.ts';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';
import { widgetRegistry } from '../../widgets/registry.ts';
import { lookupWidget } from './define-widget.ts';
import { ScreenView } from './ScreenView.tsx';

/** A screen with one button whose plugin handler fails with a server error. */
function renderFailingScreen(errorMessageView: string | undefined) {
  const loaded = loadScreen(
    {
      screen: 'test/errors',
      title: 'Errors',
      regions: { main: [{ widget: 'button', props: { label: 'dialogs.confirm' }, action: { type: 'confirm' } }] },
    },
    'test/errors.json',
    lookupWidget(widgetRegistry),
  );
  const dialogs = createDialogService();
  const failure = new ApiError('server', 500, { key: 'errors.title' }, { text: 'Error confirming the operation' });
  const confirm = vi.fn(async () => Promise.reject(failure));
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ScreenView
        registry={widgetRegistry}
        screen={loaded}
        scope={createScreenScope({ options: errorMessageView ? { errorMessageView } : {} })}
        ports={{ navigate: vi.fn(), dialogs, confirm }}
      />
      <DialogHost service={dialogs} />
    </I18nextProvider>,
  );
  return { confirm };
}

describe('ScreenView errors (000 §8.2)', () => {
  it('[000-8.2-04] should show a failed action as an error toast by default', async () => {
    renderFailingScreen(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error confirming the operation')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("[000-8.2-05] should show it as a feedback modal with a confirm button when errorMessageView is 'modal'", async () => {
    renderFailingScreen('modal');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(modal).toHaveTextContent('Error confirming the operation');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('ScreenView details placement (000 §2.14 Page frame)', () => {
  const renderItems = (count: number) => {
    const items = Array.from({ length: count }, (_, index) => ({ label: `L${index}`, value: `V${index}` }));
    const loaded = loadScreen(
      {
        screen: 'test/details',
        title: 'Details',
        regions: { details: [{ widget: 'detail-values', props: { items } }] },
      },
      'test/details.json',
      lookupWidget(widgetRegistry),
    );
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ScreenView
          registry={widgetRegistry}
          screen={loaded}
          scope={createScreenScope()}
          ports={{ navigate: vi.fn(), dialogs: createDialogService() }}
        />
      </I18nextProvider>,
    );
  };

  it('[000-2.14-12] [000-2.14-13] counts each detail-values item: 2 stay at the top, 3 go to the sidebar', () => {
    renderItems(2);
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('V1');
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    renderItems(3);
    expect(within(screen.getByRole('complementary')).getByRole('region', { name: 'Details' })).toHaveTextContent('V2');
  });
});

describe('ScreenView leaveWhen (000 §4.4: a screen opened without its start data goes back)', () => {
  const renderLeaving = (startData: boolean, back: boolean) => {
    const loaded = loadScreen(
      {
        screen: 'test/reading',
        title: 'Reading',
        ...(back && { back: { type: 'navigate', to: '/test/:opCode', params: { opCode: 'OP' } } }),
        leaveWhen: { '!': { var: 'screen.startData' } },
        regions: { main: [{ widget: 'text', props: { text: 'Reading screen' } }] },
      },
      'test/reading.json',
      lookupWidget(widgetRegistry),
    );
    const navigate = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ScreenView
          registry={widgetRegistry}
          screen={loaded}
          scope={createScreenScope({ screen: { startData } })}
          ports={{ navigate, dialogs: createDialogService() }}
        />
      </I18nextProvider>,
    );
    return { navigate };
  };

  it('[000-4.4-25] goes back at once, undrawn, when the start data is missing', () => {
    const { navigate } = renderLeaving(false, true);
    expect(navigate).toHaveBeenCalledWith('/test/OP');
    expect(screen.queryByText('Reading screen')).toBeNull();
  });

  it('[000-4.4-25] goes home when the screen has no back', () => {
    const { navigate } = renderLeaving(false, false);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('stays when the start data came with the navigation', () => {
    const { navigate } = renderLeaving(true, true);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('Reading screen')).toBeInTheDocument();
  });
});

describe('ScreenView back (001 §2.2, 000 §4.4)', () => {
  const descriptor = (extra: Record<string, unknown> = {}) =>
    loadScreen(
      {
        screen: 'test/back',
        title: 'Back',
        back: { type: 'navigate', to: '/form' },
        regions: {
          main: [
            {
              widget: 'button',
              props: { label: 'dialogs.confirm' },
              action: { type: 'set', path: 'screen.tab', value: 'b' },
            },
          ],
        },
        ...extra,
      },
      'test/back.json',
      lookupWidget(widgetRegistry),
    );
  const renderScreen = (
    loaded: ReturnType<typeof descriptor>,
    ports: Record<string, unknown>,
    scope = createScreenScope(),
  ) => {
    const dialogs = createDialogService();
    const navigate = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <ScreenView registry={widgetRegistry} screen={loaded} scope={scope} ports={{ navigate, dialogs, ...ports }} />
        <DialogHost service={dialogs} />
      </I18nextProvider>,
    );
    return { navigate, scope };
  };

  it("[001-2.2-22] the host's back (a backRoute handed over) replaces the descriptor's", async () => {
    const back = vi.fn();
    const { navigate } = renderScreen(descriptor(), { back });
    await userEvent.click(screen.getByRole('button', { name: /back/i }));
    expect(back).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("gives the host the descriptor's back, so a failure can leave inside the station", () => {
    let leave: (() => void) | undefined;
    const { navigate } = renderScreen(descriptor(), {
      registerLeave: (given: () => void) => ((leave = given), () => undefined),
    });
    leave!();
    expect(navigate).toHaveBeenCalledWith('/form');
  });

  it('a screen opened without what it needs goes back with its error shown', async () => {
    const { navigate } = renderScreen(
      descriptor({ leaveWhen: { '!': { var: 'navigation.asn' } }, leaveError: 'errors.title' }),
      {},
    );
    expect(navigate).toHaveBeenCalledWith('/form');
    expect((await screen.findAllByText('Error')).length).toBeGreaterThan(0);
  });

  it('leaves once, with one error shown, even when its effects run twice (StrictMode)', async () => {
    const dialogs = createDialogService();
    const navigate = vi.fn();
    const loaded = descriptor({ leaveWhen: { '!': { var: 'navigation.asn' } }, leaveError: 'errors.unknown' });
    render(
      <StrictMode>
        <I18nextProvider i18n={createI18n('en')}>
          <ScreenView
            registry={widgetRegistry}
            screen={loaded}
            scope={createScreenScope()}
            ports={{ navigate, dialogs }}
          />
          <DialogHost service={dialogs} />
        </I18nextProvider>
      </StrictMode>,
    );
    expect(await screen.findAllByText('Unknown error')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('a set action changes the screen state with no handler', async () => {
    const { scope } = renderScreen(descriptor(), {});
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(scope.snapshot().screen).toEqual({ tab: 'b' });
  });
});
