import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoWorkstations, memoryStorage } from '../../test-support/dashboard-fixtures.ts';
import { renderDashboard } from '../../test-support/render-dashboard.tsx';

const [inbound, pack, milano] = demoWorkstations as [
  (typeof demoWorkstations)[0],
  (typeof demoWorkstations)[0],
  (typeof demoWorkstations)[0],
];

describe('<Dashboard> left panel', () => {
  it('[000-2.4-02] [000-2.4-03] should show the username on the user card, which opens the user info', async () => {
    const { user, props } = renderDashboard();
    const card = screen.getByRole('button', { name: /operator/ });
    expect(card).toHaveTextContent('User');
    await user.click(card);
    expect(props.onOpenUserInfo).toHaveBeenCalledOnce();
  });

  it.each([
    [inbound, 'Inbound gate 1'],
    [milano, 'WS-MIL-01'],
    [undefined, '---'],
  ])("[000-2.4-04] should show the workstation's description, else its code, else '---'", (workstation, text) => {
    renderDashboard({ workstation });
    expect(screen.getByRole('button', { name: /^Workstation/ })).toHaveTextContent(text);
  });
});

describe('<Dashboard> workstation selection', () => {
  it("[000-2.4-05] [000-2.4-06] should open a searchable 'select workstation' modal listing the user's workstations", async () => {
    const { user } = renderDashboard({ workstation: pack });
    await user.click(screen.getByRole('button', { name: /^Workstation/ }));
    const dialog = screen.getByRole('dialog', { name: 'select workstation' });
    const options = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(options).toEqual(['Inbound gate 1WS-LOM-INBOUND', 'Packing benchWS-LOM-PACK', 'WS-MIL-01']);
    expect(within(dialog).getByRole('button', { name: 'Packing bench' })).toHaveAttribute('aria-current', 'true');
    await user.type(within(dialog).getByRole('searchbox'), 'mil');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  });

  it('[000-2.4-05] should not open an empty picker while the start-up data loads', async () => {
    const { user } = renderDashboard({ loading: true, workstations: [] });
    const card = screen.getByRole('button', { name: /^Workstation/ });
    expect(card).toBeDisabled();
    expect(card).toHaveAttribute('aria-busy', 'true');
    await user.click(card);
    expect(screen.queryByRole('dialog', { name: 'select workstation' })).toBeNull();
  });

  it('[000-2.4-07] [000-2.4-08] [000-3-workstation-06] should save the chosen workstation for the user and report it', async () => {
    const storage = memoryStorage({ 'station::defaultWorkstation': '{"someone":"ws-mil"}' });
    const { user, props } = renderDashboard({ storage });
    await user.click(screen.getByRole('button', { name: /^Workstation/ }));
    await user.click(screen.getByRole('button', { name: 'Packing bench' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(storage.data.get('station::defaultWorkstation') ?? '')).toEqual({
      someone: 'ws-mil',
      'u-operator': 'ws-pack',
    });
    expect(props.onWorkstationChanged).toHaveBeenCalledWith(pack);
  });

  it('should change nothing when the modal is cancelled', async () => {
    const storage = memoryStorage();
    const { user, props } = renderDashboard({ storage, workstation: inbound });
    await user.click(screen.getByRole('button', { name: /^Workstation/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storage.data.size).toBe(0);
    expect(props.onWorkstationChanged).not.toHaveBeenCalled();
  });
});

describe('<Dashboard> in Italian', () => {
  it('should speak Italian', async () => {
    const { user } = renderDashboard({ operations: [] }, 'it');
    expect(
      screen.getByText("Nessuna operazione trovata. Controlla i permessi dell'utente sul ControlPanel"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiorna' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Postazione/ }));
    expect(screen.getByRole('dialog', { name: 'seleziona postazione' })).toBeInTheDocument();
  });
});

describe('<Dashboard> workstation state', () => {
  it.each([
    ['ready', 'en', 'Ready'],
    ['notReady', 'en', 'Not ready'],
    ['offline', 'en', 'Off-line'],
    ['ready', 'it', 'Pronta'],
    ['offline', 'it', 'Non in linea'],
  ] as const)('[000-2.20-01] should show the state %s on the workstation card (%s: %s)', (state, language, text) => {
    renderDashboard({ workstation: inbound, workstationState: state }, language);
    const card = screen.getByRole('button', { name: language === 'en' ? /^Workstation/ : /^Postazione/ });
    expect(card.querySelector('[data-workstation-state]')).toHaveTextContent(text);
  });

  it('should show no state while it is not known', () => {
    renderDashboard({ workstation: inbound });
    expect(screen.getByRole('button', { name: /^Workstation/ }).querySelector('[data-workstation-state]')).toBeNull();
  });
});
