/**
 * The shared confirmation machinery in Chromium against the sandbox, before the simple item list screens exist: the
 * station's own modules (served by its dev server: project 'dev-server', beside `npm start`'s sandbox) confirm a simple item list through the real HTTP client, the
 * browser's EventSource and the sandbox's fault switches. The sandbox's records say how often it confirmed.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { e2eDevUrls as e2eUrls } from './e2e-env.ts';
import { signIn, stationAccessToken } from './sign-in.ts';

interface Setup {
  token: string;
  userId: string;
  placeId: string;
  itemIds: string[];
  operations: Record<string, string>;
}

interface Journey {
  status: string;
  toasts: { status: string; title: string }[];
  states: string[];
  sources: number;
}

interface Ledger {
  confirmations: { mode: string; idempotencyKey: string | null; replays: number; operationInstanceId: string | null }[];
}

async function setup(page: Page, request: APIRequestContext): Promise<Setup> {
  await signIn(page, 'operator');
  await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
  const token = await stationAccessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => (await (await request.get(`${e2eUrls.api}/${path}`, { headers })).json()) as T;
  const user = await get<{ id: string; userPlaces: { id: string }[] }>('api/v1/users/loggedUser');
  const items = await get<{ content: { id: string }[] }>('api/v1/items?size=3');
  const operations = await get<{ content: { id: string; code: string }[] }>('api/v1/operations?size=10000');
  await request.post(`${e2eUrls.api}/control/reset`);
  return {
    token,
    userId: user.id,
    placeId: user.userPlaces[0]!.id,
    itemIds: items.content.map((item) => item.id),
    operations: Object.fromEntries(operations.content.map((operation) => [operation.code, operation.id])),
  };
}

/** Runs one confirm in the page with the station's modules; answers what the operator would have seen. */
function confirmInPage(page: Page, args: Setup & { apiUrl: string; operationId: string; mode: 'sync' | 'async' }) {
  return page.evaluate(async (input): Promise<Journey> => {
    const load = (path: string) => import(/* @vite-ignore */ path);
    const http = (await load('/src/api/http-client.ts')) as typeof import('../../src/api/http-client.ts');
    const calls = (await load('/src/api/simple-item-list.ts')) as typeof import('../../src/api/simple-item-list.ts');
    const instances = (await load(
      '/src/api/operation-instances.ts',
    )) as typeof import('../../src/api/operation-instances.ts');
    const streams = (await load(
      '/src/api/async-outcome-stream.ts',
    )) as typeof import('../../src/api/async-outcome-stream.ts');
    const machines = (await load(
      '/src/core/confirmation/confirm-machine.ts',
    )) as typeof import('../../src/core/confirmation/confirm-machine.ts');

    const api = http.createApiClient({ baseUrl: () => input.apiUrl, accessToken: () => input.token });
    let sources = 0;
    const stream = streams.createAsyncOutcomeStream({
      baseUrl: () => input.apiUrl,
      accessToken: () => input.token,
      userId: input.userId,
      createEventSource: (url) => ((sources += 1), new EventSource(url)),
    });
    const states: string[] = [];
    stream.subscribeConnection(() => states.push(stream.connection()));
    if (input.mode === 'async') stream.start();
    const toasts: { status: string; title: string }[] = [];
    const dialogs = {
      confirm: async () => true,
      feedback: async (request: { title: string; message?: string }) =>
        void toasts.push({ status: 'modal', title: request.message ?? request.title }),
      textInput: async () => undefined,
      pin: async () => undefined,
      select: async () => undefined,
      postConfirmQuestion: async () => true,
      datePicker: async () => undefined,
      form: async () => undefined,
      toast: (request: { status: string; title: string; description?: string }) =>
        void toasts.push({ status: request.status, title: request.description ?? request.title }),
    };
    const save = {
      form: { reason: 'VM' },
      operationId: input.operationId,
      operationPlaceId: input.placeId,
      itemIds: input.itemIds,
    };
    const machine = machines.createConfirmMachine<typeof save>(
      { description: 'Item list', postConfirmAction: 'keepInput', errorMessageView: 'toast', mode: input.mode },
      {
        send: ({ idempotencyKey, signal, payload }) =>
          calls.saveSimpleItemList(api, payload, { mode: input.mode, idempotencyKey, signal }),
        outcomes: stream,
        fetchOperationInstance: (id, signal) => instances.fetchOperationInstance(api, id, signal),
        dialogs,
        translate: (key: string) => key,
        after: { back: () => {}, dashboard: () => {}, keepInput: () => {} },
      },
    );
    const clicks = [1, 2, 3].map(() => machine.confirm({ payload: save, fingerprint: 'list', warningCount: 0 }));
    const [result] = await Promise.all(clicks);
    stream.stop();
    return { status: result!.status, toasts, states, sources };
  }, args);
}

const ledger = async (request: APIRequestContext) =>
  (await (await request.get(`${e2eUrls.api}/control/confirmations`)).json()) as Ledger;
const setFaults = (request: APIRequestContext, plan: unknown) =>
  request.put(`${e2eUrls.api}/control/faults/simpleItemList.save`, { data: plan });

test.describe('the confirmation machinery against the sandbox (000 §4.10, 001 §4.5, §7)', () => {
  // One sandbox serves the dev-server project: its fault switches and ledger are used by one journey at a time.
  test.describe.configure({ mode: 'serial' });

  test('[000-4.10-01] [000-4.10-03] an async confirm whose stream drops once while waiting ends with exactly one success', async ({
    page,
    request,
  }) => {
    const values = await setup(page, request);
    await setFaults(request, { outcomeDelayMs: 800, dropStreamBeforeOutcome: 1 });
    const journey = await confirmInPage(page, {
      ...values,
      apiUrl: e2eUrls.api,
      operationId: values.operations['ITEM-LIST-ASYNC']!,
      mode: 'async',
    });
    expect(journey.status).toBe('confirmed');
    expect(journey.toasts).toEqual([{ status: 'success', title: 'confirmation.genericSuccess' }]);
    expect(journey.sources).toBeGreaterThanOrEqual(2);
    expect(journey.states.join(' ')).toContain('connected disconnected connecting connected');
    const { confirmations } = await ledger(request);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ mode: 'async', replays: 0, operationInstanceId: expect.any(String) });
  });

  test('a confirm whose response is lost is retried with its key and confirmed once', async ({ page, request }) => {
    const values = await setup(page, request);
    await setFaults(request, { loseResponse: 1 });
    const journey = await confirmInPage(page, {
      ...values,
      apiUrl: e2eUrls.api,
      operationId: values.operations['ITEM-LIST']!,
      mode: 'sync',
    });
    expect(journey.status).toBe('confirmed');
    expect(journey.toasts).toEqual([{ status: 'success', title: 'confirmation.genericSuccess' }]);
    const { confirmations } = await ledger(request);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ mode: 'sync', replays: 1, idempotencyKey: expect.any(String) });
  });
});
