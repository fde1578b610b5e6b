import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createApiClient } from '../api/http-client.ts';
import { createI18n } from '../i18n/index.ts';
import { createDialogService } from '../runtime/dialog-service.ts';
import { DialogHost } from '../ui/dialogs/DialogHost.tsx';
import { SelfInitialization, type SelfInitializationProps } from '../shell/self-init/SelfInitialization.tsx';
import { newcomer } from './self-init-user.ts';

export { newcomer };

export const demoPlaces = [
  { id: 'p-mil', code: 'ST-MIL', description: 'Store Milano Montenapoleone' },
  { id: 'p-rom', code: 'ST-ROM', description: 'Store Roma Via Condotti' },
  { id: 'p-lom', code: 'WH-LOM', description: 'Central Warehouse Lombardia' },
];

interface Answer {
  status: number;
  body?: unknown;
}

/** The sandbox's answers: places searched by substring, user attribute definitions, a successful save. */
export function sandboxAnswers(overrides: { save?: Answer; attributes?: Answer } = {}) {
  return (method: string, url: URL): Answer => {
    if (url.pathname.endsWith('/places')) {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const content = demoPlaces.filter((p) => `${p.code} ${p.description}`.toLowerCase().includes(search));
      return { status: 200, body: { content } };
    }
    if (url.pathname.endsWith('/attributeDefinitions'))
      return (
        overrides.attributes ?? { status: 200, body: { content: [{ code: 'department' }, { code: 'badgeNumber' }] } }
      );
    if (method === 'PUT') return overrides.save ?? { status: 200, body: { id: 'u-newcomer' } };
    return { status: 404, body: {} };
  };
}

/** A real ApiClient on a stubbed fetch routed by `answer`; `calls()` lists method, URL and JSON body. */
export function routedApi(answer: (method: string, url: URL) => Answer) {
  const fetchMock = vi.fn(async (input: string | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    const { status, body } = answer(init?.method ?? 'GET', url);
    const text = body === undefined ? null : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const api = createApiClient({ baseUrl: () => 'http://api.test', accessToken: () => 'tok' });
  const calls = () =>
    fetchMock.mock.calls.map(([input, init]) => ({
      method: init?.method ?? 'GET',
      url: decodeURIComponent(typeof input === 'string' ? input : input.url),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
  return { api, calls };
}

/** The screen with the app's i18n, a real dialog service and DialogHost, and spies for the callbacks. */
export function renderSelfInitialization(
  overrides: Partial<SelfInitializationProps> & { answers?: ReturnType<typeof sandboxAnswers> } = {},
  language: 'en' | 'it' = 'en',
) {
  const { answers = sandboxAnswers(), ...rest } = overrides;
  const { api, calls } = routedApi(answers);
  const dialogs = createDialogService();
  const props: SelfInitializationProps = {
    user: newcomer,
    policy: 'all',
    api,
    dialogs,
    onLogout: vi.fn(),
    onDone: vi.fn(),
    ...rest,
  };
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <SelfInitialization {...props} />
      <DialogHost service={dialogs} />
    </I18nextProvider>,
  );
  return { ...view, props, calls, user: userEvent.setup() };
}
