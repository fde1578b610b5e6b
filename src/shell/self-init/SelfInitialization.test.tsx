import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newcomer, renderSelfInitialization, sandboxAnswers } from '../../test-support/self-init-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const confirmButton = () => screen.getByRole('button', { name: 'confirm and continue' });
const pickPlace = async (user: ReturnType<typeof renderSelfInitialization>['user'], search: string, name: RegExp) => {
  await user.type(screen.getByRole('searchbox', { name: 'Search places' }), search);
  await user.click(await screen.findByRole('checkbox', { name }));
};

describe('<SelfInitialization> content', () => {
  it('[000-2.5-01] [000-2.5-02] should greet the user by full name', async () => {
    renderSelfInitialization();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ciao Luca Verdi, select your places of origin to continue',
    );
    expect(await screen.findByRole('textbox', { name: 'department' })).toHaveValue('');
  });

  it('[000-2.5-02] should greet by username without a full name, in Italian too', async () => {
    renderSelfInitialization({ user: { ...newcomer, name: '', surname: '' } }, 'it');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ciao newcomer, seleziona i tuoi luoghi di provenienza per continuare',
    );
    expect(screen.getByRole('button', { name: 'conferma e continua' })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: 'department' })).toBeInTheDocument();
  });

  it('[000-2.5-03] [000-2.5-07] [000-2.5-08] [000-2.5-09] [000-2.5-10] [000-2.5-11] should show places, one required field per attribute, confirm and Logout (policy all)', async () => {
    const { calls } = renderSelfInitialization();
    expect(screen.getByRole('searchbox', { name: 'Search places' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'department' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'badgeNumber' })).toBeRequired();
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(calls().map((c) => c.url)).toContain('http://api.test/api/v1/attributeDefinitions?entity=user&size=20');
  });

  it('[000-2.5-11] should call onLogout from the Logout button', async () => {
    const { user, props } = renderSelfInitialization();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(props.onLogout).toHaveBeenCalledOnce();
  });

  it('[000-2.5-03] [000-2.5-07] should ask only places for placesOnly and only attributes for attributesOnly', async () => {
    const places = renderSelfInitialization({ policy: 'placesOnly' });
    expect(screen.queryByRole('group', { name: 'Your data' })).not.toBeInTheDocument();
    expect(places.calls().some((c) => c.url.includes('attributeDefinitions'))).toBe(false);
    await screen.findAllByRole('checkbox');
    places.unmount();
    renderSelfInitialization({ policy: 'attributesOnly' });
    expect(await screen.findByRole('textbox', { name: 'department' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('should toast and keep confirm disabled when the attribute definitions fail', async () => {
    renderSelfInitialization({ policy: 'attributesOnly', answers: sandboxAnswers({ attributes: { status: 500 } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your data fields");
    expect(confirmButton()).toBeDisabled();
  });
});

describe('<SelfInitialization> confirm', () => {
  it('[000-2.5-12] [000-2.5-13] [000-2.5-14] [000-2.5-15] [000-5-selfinit-02] should save places and merged attributes, then be done (policy all)', async () => {
    const { user, props, calls } = renderSelfInitialization();
    await pickPlace(user, 'milano', /Store Milano/);
    expect(confirmButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'department' }), 'Sales');
    expect(confirmButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'badgeNumber' }), '42');
    await user.click(confirmButton());
    await waitFor(() => expect(props.onDone).toHaveBeenCalledOnce());
    expect(calls().filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: 'http://api.test/api/v1/users/self/initUserInfo',
        body: { userPlaceIds: ['p-mil'], attributes: { pin: '1234', department: 'Sales', badgeNumber: '42' } },
      },
    ]);
  });

  it('[000-2.5-12] [000-2.5-14] [000-5-selfinit-03] should send only the place ids for placesOnly', async () => {
    const { user, props, calls } = renderSelfInitialization({ policy: 'placesOnly' });
    await pickPlace(user, 'store', /Store Roma/);
    await user.click(confirmButton());
    await waitFor(() => expect(props.onDone).toHaveBeenCalledOnce());
    expect(calls().find((c) => c.method === 'PUT')?.body).toEqual({ userPlaceIds: ['p-rom'] });
  });

  it('[000-2.5-13] [000-2.5-14] [000-5-selfinit-04] should send only the attributes for attributesOnly, confirmed with Enter', async () => {
    const { user, props, calls } = renderSelfInitialization({ policy: 'attributesOnly' });
    await user.type(await screen.findByRole('textbox', { name: 'department' }), 'Sales');
    await user.type(screen.getByRole('textbox', { name: 'badgeNumber' }), ' 7 {Enter}');
    await waitFor(() => expect(props.onDone).toHaveBeenCalledOnce());
    expect(calls().find((c) => c.method === 'PUT')?.body).toEqual({
      attributes: { pin: '1234', department: 'Sales', badgeNumber: '7' },
    });
  });

  it.each([
    ['all', "Couldn't save place of origin"],
    ['placesOnly', "Couldn't save place of origin"],
  ] as const)(
    "[000-2.5-16] [000-8.3-20] should toast the 'self user data' error when saving fails (%s)",
    async (policy, title) => {
      const answers = sandboxAnswers({ save: { status: 400, body: { message: 'Unknown place ids: p-mil' } } });
      const { user, props } = renderSelfInitialization({ policy, answers, user: { ...newcomer, attributes: {} } });
      await pickPlace(user, 'milano', /Store Milano/);
      if (policy === 'all') {
        await user.type(screen.getByRole('textbox', { name: 'department' }), 'Sales');
        await user.type(screen.getByRole('textbox', { name: 'badgeNumber' }), '42');
      }
      await user.click(confirmButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(title);
      expect(props.onDone).not.toHaveBeenCalled();
      expect(confirmButton()).toBeEnabled();
    },
  );

  it("[000-2.5-16] [000-8.3-19] should toast 'Couldn't save your data' when saving attributes only fails", async () => {
    const answers = sandboxAnswers({ save: { status: 500, body: { message: 'boom' } } });
    const { user, props } = renderSelfInitialization({ policy: 'attributesOnly', answers });
    await user.type(await screen.findByRole('textbox', { name: 'department' }), 'Sales');
    await user.type(screen.getByRole('textbox', { name: 'badgeNumber' }), '42');
    await user.click(confirmButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent("Couldn't save your data");
    expect(within(toast).getByText('boom')).toBeInTheDocument();
    expect(props.onDone).not.toHaveBeenCalled();
  });
});
