import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/http-client.ts';
import { createI18n } from '../i18n/index.ts';
import { createDialogService } from '../runtime/dialog-service.ts';
import { App } from './App.tsx';
import { callbackPath, type Session } from './auth/session.ts';
import { currentEndpoint, readStationConfig } from './station-config.ts';

const config = readStationConfig({ VITE_STATION_API_URL: 'http://build.test' });
const operator = {
  id: 'u1',
  username: 'operator',
  capabilities: ['Resource.Workstation.view', 'Operation.Inbound.perform'],
  userPlaces: [{ id: 'p1', code: 'WH' }],
};
const operations = { content: [{ id: 'o1', code: 'INB', type: 'INBOUND', description: 'Store inbound' }] };

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

/** The station as main.tsx wires it: the real ApiClient on the endpoint in use, on a fetch stub answering by path. */
function startStation(answers: Record<string, Answer>, sessionOverrides: Partial<Session> = {}) {
  const requests: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push({ url: request.url, authorization: request.headers.get('authorization') });
      const answer = answers[new URL(request.url).pathname] ?? ok({ content: [] });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  let token: string | undefined;
  const session: Session = {
    accessToken: () => token,
    restore: vi.fn(async () => {
      token = 'tok';
      return true;
    }),
    login: vi.fn(async () => {}),
    completeLogin: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    onUnauthenticated: () => () => {},
    ...sessionOverrides,
  };
  const api = createApiClient({ baseUrl: () => currentEndpoint(config), accessToken: () => session.accessToken() });
  const dialogs = createDialogService();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <App services={{ session, api, dialogs }} config={config} />
    </I18nextProvider>,
  );
  const asked = (path: string) => requests.filter((request) => new URL(request.url).pathname === path);
  return { session, requests, asked, dialogs };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('App start-up (000 §4.1, §4.2)', () => {
  it('[000-4.2-01] [000-4.2-02] [000-7.2-01] restores the token, then loads the logged user from the stored endpoint with it', async () => {
    localStorage.setItem('station::endpoint', 'http://custom.test');
    const { session, requests } = startStation({ '/api/v1/users/loggedUser': ok(operator) });
    expect(await screen.findByRole('button', { name: /^User/ })).toHaveTextContent('operator');
    expect(session.restore).toHaveBeenCalledOnce();
    expect(requests[0]).toEqual({ url: 'http://custom.test/api/v1/users/loggedUser', authorization: 'Bearer tok' });
  });

  it('[000-4.1-01] [000-4.1-02] loads the initial data once, and shows the app with it', async () => {
    const { asked } = startStation({
      '/api/v1/users/loggedUser': ok(operator),
      '/api/v1/operations': ok(operations),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('button', { name: 'Store inbound' })).toBeInTheDocument();
    expect(asked('/api/v1/users/loggedUser')).toHaveLength(1);
    expect(asked('/api/v1/operations')).toHaveLength(1);
    expect(asked('/api/v1/applicationSettings/client')).toHaveLength(1);
    expect(asked('/api/v1/workstations')).toHaveLength(1);
  });

  it('[000-4.1-05] [000-4.1-06] logs out (leaving for a new sign-in) on a 401 of the logged-user call', async () => {
    const { session } = startStation({ '/api/v1/users/loggedUser': { status: 401, body: {} } });
    await waitFor(() => expect(session.logout).toHaveBeenCalledOnce());
    expect(screen.queryByRole('button', { name: /^User/ })).toBeNull();
  });

  it('[000-8.1-22] says Authentication failed on the sign-in page when the return from single sign-on fails', async () => {
    window.history.replaceState(null, '', callbackPath);
    const { session } = startStation(
      {},
      { completeLogin: vi.fn(async () => Promise.reject(new Error('state mismatch'))) },
    );
    expect(await screen.findByText('Authentication failed')).toBeVisible();
    expect(session.completeLogin).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/login');
  });

  it('[000-8.1-01] [000-8.1-02] shows the connection error with its details when the server does not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const session: Session = {
      accessToken: () => 'tok',
      restore: vi.fn(async () => true),
      login: vi.fn(async () => {}),
      completeLogin: vi.fn(async () => {}),
      logout: vi.fn(async () => {}),
      onUnauthenticated: () => () => {},
    };
    const api = createApiClient({ baseUrl: () => currentEndpoint(config), accessToken: () => 'tok' });
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <App services={{ session, api, dialogs: createDialogService() }} config={config} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Connection error' })).toBeVisible();
    expect(
      screen.getByText(
        'There was no response from the server. Check that your internet connection or VPN configuration are working.',
      ),
    ).toBeVisible();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('[000-4.2-10] shows an error toast when a start-up call fails without a connection error', async () => {
    startStation({
      '/api/v1/users/loggedUser': ok(operator),
      '/api/v1/operations': { status: 500, body: { message: 'operations are down' } },
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('operations are down');
    expect(
      await screen.findByText('No operations found. Check the user permissions on the ControlPanel'),
    ).toBeVisible();
  });
});

describe("the confirm modal's product detail (000 §2.18 showDetailForProduct)", () => {
  const shirt = { id: 'pr-1', code: 'SH305-M', description: 'Oxford shirt' };
  const signedIn = { '/api/v1/users/loggedUser': ok(operator) };

  it('[000-2.18-04] shows the product looked up by its code, or by the item an identifier names', async () => {
    const { dialogs } = startStation({
      ...signedIn,
      '/api/v1/products': ok({ content: [shirt] }),
      '/api/v1/items/decode': ok([
        {
          identifierCode: 'E1',
          item: { id: 'i1', product: { ...shirt, id: 'pr-2', code: 'KN210-L', description: 'Crew neck' } },
        },
      ]),
    });
    await screen.findByRole('button', { name: /^User/ });
    const byCode = dialogs.confirm({ title: 'Force the association?', productDetail: { productCode: 'SH305-M' } });
    const dialog = await screen.findByRole('dialog', { name: 'Force the association?' });
    expect(await within(dialog).findByText('Oxford shirt')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(byCode).resolves.toBe(true);

    void dialogs.confirm({ title: 'This tag?', productDetail: { identifierCode: 'E1' } });
    expect(
      await within(await screen.findByRole('dialog', { name: 'This tag?' })).findByText('Crew neck'),
    ).toBeVisible();
  });

  it('[000-2.18-04] says when no product is found, and the question can still be answered', async () => {
    const { dialogs } = startStation({ ...signedIn, '/api/v1/products': ok({ content: [] }) });
    await screen.findByRole('button', { name: /^User/ });
    const answer = dialogs.confirm({ title: 'Force?', productDetail: { productCode: 'NOPE' } });
    const dialog = await screen.findByRole('dialog', { name: 'Force?' });
    expect(await within(dialog).findByText('No product found')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
