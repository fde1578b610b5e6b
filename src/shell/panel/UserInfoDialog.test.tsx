import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseLoggedUser } from '../../core/logged-user.ts';
import { operator, renderWithService } from '../../test-support/panel-test-utils.tsx';
import { UserInfoDialog } from './UserInfoDialog.tsx';

const value = (label: string) => screen.getByText(label).nextElementSibling;

describe('UserInfoDialog', () => {
  it('[000-2.8-01] [000-2.8-02] [000-2.8-03] should show the user details', async () => {
    renderWithService(() => (
      <UserInfoDialog user={operator} loggedUserId="u-operator" onLogout={() => {}} onClose={() => {}} />
    ));
    await screen.findByRole('dialog', { name: 'User info' });
    expect(value('Username')).toHaveTextContent('operator');
    expect(value('Name')).toHaveTextContent('Mario Rossi');
    expect(value('Email')).toHaveTextContent('mario.rossi@example.com');
    expect(value('Phone')).toHaveTextContent('+39 02 5550 1234');
    expect(value('Places')).toHaveTextContent('Warehouse Lombardia - Store Milano');
    expect(value('Username AS400')).toHaveTextContent('MROSSI');
  });

  it('[000-2.8-04] [000-2.8-05] should show role chips, the synthetic Admin role first for an admin', async () => {
    renderWithService(() => (
      <UserInfoDialog
        user={{ ...operator, admin: true }}
        loggedUserId="u-operator"
        onLogout={() => {}}
        onClose={() => {}}
      />
    ));
    const chips = within(await screen.findByRole('list', { name: 'Roles' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Admin', 'Warehouse operator']);
  });

  it('[000-2.8-07] [000-6-28] should offer Logout on one’s own user', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithService(() => (
      <UserInfoDialog user={operator} loggedUserId="u-operator" onLogout={onLogout} onClose={() => {}} />
    ));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("[000-2.8-07] [000-6-28] should hide Logout on another user, and show '---' for missing values", async () => {
    const onClose = vi.fn();
    const guest = parseLoggedUser({ id: 'u-guest', username: 'guest' });
    const { user } = renderWithService(() => (
      <UserInfoDialog user={guest} loggedUserId="u-operator" onLogout={() => {}} onClose={onClose} />
    ));
    await screen.findByRole('dialog', { name: 'User info' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(value('Phone')).toHaveTextContent('---');
    expect(value('Username AS400')).toHaveTextContent('---');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("[000-2.8-06] should offer 'Change password' on one's own user, leading to the provider's password page", async () => {
    const url = 'http://idp.test/account/password?return_to=http%3A%2F%2Fstation.test';
    const view = renderWithService(() => (
      <UserInfoDialog
        user={operator}
        loggedUserId="u-operator"
        onLogout={() => {}}
        onClose={() => {}}
        changePasswordUrl={url}
      />
    ));
    await screen.findByRole('dialog', { name: 'User info' });
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', url);
    view.unmount();
    renderWithService(() => (
      <UserInfoDialog
        user={operator}
        loggedUserId="someone-else"
        onLogout={() => {}}
        onClose={() => {}}
        changePasswordUrl={url}
      />
    ));
    await screen.findByRole('dialog', { name: 'User info' });
    expect(screen.queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
