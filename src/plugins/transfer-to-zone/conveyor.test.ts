import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../api/http-client.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import { fakeDialogs, keyTranslate } from '../../test-support/confirmation/fake-dialogs.ts';
import { boxMessages } from '../../test-support/conveyor-fixtures.ts';
import { runtimeParts } from '../../test-support/plugin-context.ts';
import { bindHandlers, type PluginContext, type StreamSpec } from '../define-plugin.ts';
import plugin from './index.ts';

const screen = 'transfer-to-zone/conveyor-reading';
const catalogue: Record<string, { id: string; product: { code: string; description: string } }> = {
  E1: { id: 'i1', product: { code: 'TR100-42', description: 'Trousers' } },
  E2: { id: 'i2', product: { code: 'KN210-M', description: 'Knit' } },
};

function setup(config: { form?: Record<string, unknown>; formSchema?: unknown[]; failAction?: boolean } = {}) {
  const { operation } = parseOperation({
    id: 'op-c',
    code: 'CONVEYOR-TRANSFER',
    description: 'Tunnel transfer to zone',
    type: 'TRANSFER_TO_ZONE',
    templatePath: 'conveyor',
    saveOnReadActionCode: 'conveyorTransferItem',
    formSchema: config.formSchema ?? [{ name: 'conveyor', type: 'select' }],
  });
  const roots: Record<string, unknown> = {
    formData: config.form ?? {
      conveyor: 'TUNNEL-01',
      destinationZoneId: 'z1',
      attributes: { customerPlaceCode: 'ST' },
    },
    screen: { startData: true },
  };
  const get = vi.fn(async (path: string, init?: RequestOptions) => {
    if (path === 'api/v1/places') return { content: [{ description: 'Lanificio Biella S.p.A.' }] };
    const codes = init?.query?.identifierCodes as string[];
    return {
      content: codes.flatMap((code) => (catalogue[code] ? [{ ...catalogue[code], identifiers: [{ code }] }] : [])),
    };
  });
  const post = vi.fn(async (_path: string, _init?: RequestOptions) => {
    if (config.failAction) throw new Error('action refused');
    return { success: true };
  });
  const streams: { name: string; spec: StreamSpec<unknown> }[] = [];
  const parts = runtimeParts();
  const context: PluginContext<'transfer-to-zone'> = {
    api: { get, post } as unknown as ApiClient,
    dialogs: fakeDialogs(),
    operation,
    kindOptions: operation.kindOptions as PluginContext<'transfer-to-zone'>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: vi.fn(),
    translate: keyTranslate,
    ...parts,
    streams: { open: (name, spec) => (streams.push({ name, spec: spec as StreamSpec<unknown> }), () => undefined) },
  };
  const bound = bindHandlers(plugin, context as PluginContext<OperationKind>);
  const send = (messages: string[]) => {
    for (const message of messages) streams[0]!.spec.onMessage(streams[0]!.spec.parse(message));
  };
  const monitor = () => (roots.screen as { conveyor: Record<string, unknown> }).conveyor;
  const searches = () => get.mock.calls.filter(([path]) => path === 'api/v1/items');
  return { context, bound, streams, send, monitor, roots, get, post, searches };
}

const settle = () => vi.advanceTimersByTimeAsync(250);

describe('transfer to zone plugin, conveyor reading (001 §2.12, §4.10, §7)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[001-2.12-02] opens nothing without formData.conveyor (the descriptor sends the screen back)', async () => {
    const { bound, streams } = setup({ form: {} });
    await bound.open(screen);
    expect(streams).toEqual([]);
  });

  it("[001-7-ttz-09] [001-4.10-01] opens the stream 'conveyor' of the chosen conveyor once, however often it opens", async () => {
    const { bound, streams, monitor } = setup();
    await bound.open(screen);
    await bound.open(screen);
    expect(streams.map(({ name, spec }) => [name, spec.path])).toEqual([
      ['conveyor', 'api/v1/sse/getData/conveyor/TUNNEL-01'],
    ]);
    expect(monitor()).toMatchObject({ status: 'awaiting', statusText: 'conveyor.status.awaiting', items: [], log: [] });
  });

  it('[001-3-conveyor-01] [001-4.10-12] [001-7-ttz-06] [001-7-ttz-07] [001-7-ttz-08] searches a box in one call, publishes it and runs the action once per item', async () => {
    const { bound, send, monitor, post, searches } = setup();
    await bound.open(screen);
    send(boxMessages({ barcode: 'BX1', epcs: ['E1', 'E2'], unknownEpcs: ['U1'] }));
    await settle();
    expect(searches()).toHaveLength(1);
    expect(monitor()).toMatchObject({
      status: 'awaiting',
      barcode: 'BX1',
      supplier: 'Lanificio Biella S.p.A.',
      counters: { totalOk: 2, unknown: 1 },
      items: [
        { epc: 'E1', productCode: 'TR100-42' },
        { epc: 'E2', productCode: 'KN210-M' },
      ],
    });
    expect(monitor().log).toHaveLength(5);
    expect(post.mock.calls.map(([path, init]) => [path, (init as RequestOptions).body])).toEqual(
      ['i1', 'i2'].map((itemId) => [
        'api/v1/operations/transfersToZone/op-c/executeAction',
        {
          actionCode: 'conveyorTransferItem',
          attributes: { conveyor: 'TUNNEL-01', destinationZoneId: 'z1', customerPlaceCode: 'ST' },
          itemId,
          customerPlaceCode: 'ST',
        },
      ]),
    );

    // The same items in the next box: listed again from the session's answers, neither searched nor moved twice.
    send(boxMessages({ barcode: 'BX2', epcs: ['E2', 'E1'] }));
    await settle();
    expect(searches()).toHaveLength(1);
    expect(post).toHaveBeenCalledTimes(2);
    expect(monitor()).toMatchObject({ barcode: 'BX2', counters: { totalOk: 2, unknown: 0 } });
  });

  it('publishes the monitor at most ten times a second, whatever the event rate', async () => {
    const { bound, send, context } = setup();
    await bound.open(screen);
    const set = vi.spyOn(context.state, 'set');
    const messages = Array.from({ length: 40 }, (_, n) => boxMessages({ barcode: `BX${n}`, epcs: [] })).flat();
    for (const message of messages) {
      send([message]);
      await vi.advanceTimersByTimeAsync(5);
    }
    await settle();
    const publications = set.mock.calls.filter(([root]) => root === 'screen').length;
    expect(publications).toBeGreaterThanOrEqual(10);
    expect(publications).toBeLessThanOrEqual(Math.ceil((messages.length * 5 + 250) / 100));
  });

  it('shows a failed action by errorMessageView once, and does not repeat it', async () => {
    const { bound, send, post, context } = setup({ failAction: true });
    await bound.open(screen);
    send(boxMessages({ barcode: 'BX1', epcs: ['E1', 'E2'] }));
    send(boxMessages({ barcode: 'BX2', epcs: ['E1'] }));
    await settle();
    expect(post).toHaveBeenCalledTimes(2);
    expect(context.dialogs.toast).toHaveBeenCalledOnce();
    expect(context.dialogs.toast).toHaveBeenCalledWith({
      status: 'error',
      title: 'errors.title',
      description: 'action refused',
    });
  });

  it('[001-2.12-08] clearLog empties the log', async () => {
    const { bound, send, monitor } = setup();
    await bound.open(screen);
    send(boxMessages({ barcode: 'BX1', epcs: [] }));
    await settle();
    await bound.handlers.clearLog!({});
    await settle();
    expect(monitor().log).toEqual([]);
  });

  it.each([
    [
      '[001-2.12-13] a form schema: the conveyor form',
      [{ name: 'conveyor', type: 'select' }],
      '/transfer-to-zone/conveyor/CONVEYOR-TRANSFER',
    ],
    ['[001-2.12-14] no form schema: the dashboard', [], '/'],
  ])('back goes, with %s', async (_case, formSchema, to) => {
    const { bound, context } = setup({ formSchema });
    await bound.handlers.leaveConveyorReading!({});
    expect(context.navigate).toHaveBeenCalledWith(to);
  });
});
