import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/http-client.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { definePlugin, type AnyOperationPlugin } from '../../plugins/define-plugin.ts';
import { fakeDialogs, keyTranslate } from '../../test-support/confirmation/fake-dialogs.ts';
import { createFakeReaderPort } from '../../test-support/fake-reader-port.ts';
import { fakeDialogService } from '../../test-support/fake-dialog-service.ts';
import { demoRead } from '../../test-support/test-reads.ts';
import { createScreenController, type ScreenControllerInput } from './screen-controller.ts';
import { durableSessionId } from '../../core/durable-session/durable-session.ts';
import type { DurableSessionStore } from '../durable/durable-session-store.ts';

const user = { id: 'u1', username: 'operator' } as unknown as LoggedUser;

function setup(
  plugin: AnyOperationPlugin,
  overrides: Partial<ScreenControllerInput> = {},
  options: Record<string, string> = {},
) {
  const { operation } = parseOperation({
    id: 'op-1',
    code: 'INV',
    description: 'Inventory',
    type: 'INVENTORY',
    formSchema: [],
    options: { refreshCounterTimeout: '1000', ...options },
  });
  const navigate = vi.fn();
  const descriptorBack = vi.fn();
  const api = { baseUrl: () => 'http://api', accessToken: () => 'tok', post: vi.fn(async () => []) };
  const controller = createScreenController({
    screen: 'inventory/reading',
    operation,
    plugin,
    user,
    params: { opCode: 'INV', id: 'inv-1' },
    api: api as unknown as ApiClient,
    dialogs: fakeDialogs(),
    navigate,
    descriptorBack,
    translate: keyTranslate,
    outcomes: () => undefined,
    onError: vi.fn(),
    ...overrides,
  });
  return { controller, navigate, descriptorBack, api };
}

describe('createScreenController()', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[001-2.14-07] runs the open of its screen, whose timers stop when the screen goes', async () => {
    const refresh = vi.fn();
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      handlers: {},
      lifecycle: {
        'inventory/reading': {
          open: (context) => {
            context.state.set('screen', { inventoryId: context.params.id });
            context.timers.every(1000, refresh);
          },
        },
      },
    });
    const { controller } = setup(plugin);
    await controller.open();
    expect(controller.scope.snapshot().screen).toEqual({ inventoryId: 'inv-1' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(refresh).toHaveBeenCalledTimes(3);
    controller.dispose();
    await vi.advanceTimersByTimeAsync(3000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('keeps one session for the screen whatever calls it, and runs leave once', async () => {
    const leave = vi.fn();
    const made = vi.fn(() => ({ handled: new Set<string>() }));
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      handlers: { touch: async (context) => context.session.get('reads', made) },
      lifecycle: { 'inventory/reading': { leave } },
    });
    const { controller } = setup(plugin);
    const first = await controller.handlers.touch!({});
    const second = await controller.handlers.touch!({});
    expect(first).toBe(second);
    expect(made).toHaveBeenCalledOnce();
    controller.dispose();
    controller.dispose();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('[001-2.2-22] puts the route parameters and the navigation state in the scope', () => {
    const plugin = definePlugin({ kind: 'inventory', screens: ['inventory/reading'], handlers: {} });
    const { controller } = setup(plugin, { navigation: { formData: { zone: 'Z1' }, sortingId: 's-1' } });
    const scope = controller.scope.snapshot();
    expect(scope.params).toEqual({ opCode: 'INV', id: 'inv-1' });
    expect(scope.navigation).toEqual({ formData: { zone: 'Z1' }, sortingId: 's-1' });
    expect(scope.formData).toEqual({ zone: 'Z1' });
  });

  it("[001-2.2-22] goes back to the backRoute the previous screen gave, else by the descriptor's back", () => {
    const plugin = definePlugin({ kind: 'inventory', screens: ['inventory/reading'], handlers: {} });
    const given = setup(plugin, {
      navigation: { backRoute: '/inventory/:opCode', backRouteParams: { opCode: 'INV' } },
    });
    given.controller.back();
    expect(given.navigate).toHaveBeenCalledWith('/inventory/INV');
    expect(given.controller.hasBackRoute).toBe(true);

    const plain = setup(plugin, { navigation: { backRoute: 'https://elsewhere.example' } });
    plain.controller.back();
    expect(plain.descriptorBack).toHaveBeenCalledOnce();
    expect(plain.navigate).not.toHaveBeenCalled();
  });

  it('feeds the pipeline and the handlers listening tag by tag from the attached reader', async () => {
    const heard: string[] = [];
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      readings: { screens: ['inventory/reading'], decode: async () => [] },
      handlers: {},
      lifecycle: {
        'inventory/reading': {
          open: (context) => void context.reader?.onRead((reads) => reads.forEach((r) => heard.push(r.epc ?? ''))),
        },
      },
    });
    const { controller } = setup(plugin);
    const reader = createFakeReaderPort();
    const detach = controller.attachReader(reader);
    await controller.open();
    reader.emit([{ epc: 'E1' }, { epc: 'E2' }]);
    expect(heard).toEqual(['E1', 'E2']);
    expect(controller.pipeline!.summary().tags).toBe(2);
    detach();
    reader.emit([{ epc: 'E3' }]);
    expect(controller.pipeline!.summary().tags).toBe(2);
  });

  it('hands each read alone after a random 0–500 ms when a handler asks (002 §4), and no more once it stops listening', async () => {
    const heard: { epc: string; at: number }[] = [];
    let stop = () => undefined as unknown;
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      handlers: {},
      lifecycle: {
        'inventory/reading': {
          open: (context) => {
            stop = context.reader!.onRead(
              (reads) => heard.push(...reads.map((read) => ({ epc: read.epc ?? '', at: Date.now() }))),
              { randomDelayMs: 500 },
            );
          },
        },
      },
    });
    const draws = [0.999, 0, 0.5, 0.2];
    const { controller } = setup(plugin, { random: () => draws.shift() ?? 0 });
    const reader = createFakeReaderPort();
    controller.attachReader(reader);
    await controller.open();
    const start = Date.now();
    reader.emit([{ epc: 'E1' }, { epc: 'E2' }, { epc: 'E3' }]);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(heard.map((h) => [h.epc, h.at - start])).toEqual([
      ['E2', 0],
      ['E3', 250],
      ['E1', 500],
    ]);
    reader.emit([{ epc: 'E4' }]);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(heard.map((h) => h.epc)).toEqual(['E2', 'E3', 'E1']);
  });

  it('forgets the reads still waiting for their random delay when a handler clears the reader (002 §4 Clear)', async () => {
    const heard: string[] = [];
    let clear = async () => undefined as unknown;
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      handlers: {},
      lifecycle: {
        'inventory/reading': {
          open: (context) => {
            context.reader!.onRead((reads) => heard.push(...reads.map((read) => read.epc ?? '')), {
              randomDelayMs: 500,
            });
            clear = () => context.reader!.clear();
          },
        },
      },
    });
    const { controller } = setup(plugin, { random: () => 0.5 });
    const reader = createFakeReaderPort();
    controller.attachReader(reader);
    await controller.open();
    reader.emit([{ epc: 'OLD-EPC' }]);
    await clear();
    reader.emit([{ epc: 'NEW-EPC' }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(heard).toEqual(['NEW-EPC']);
  });

  it('gives a tag pipeline only to the screens the plugin says read tags', () => {
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading', 'inventory/monitor'],
      readings: { screens: ['inventory/reading'], decode: async () => [] },
      handlers: {},
    });
    expect(setup(plugin).controller.pipeline).toBeDefined();
    expect(setup(plugin, { screen: 'inventory/monitor' }).controller.pipeline).toBeUndefined();
  });
});

describe('createScreenController() readers', () => {
  it('[000-4.4-24] gives a tag pipeline only to the screens the plugin says read (a start form or a list reads nothing)', () => {
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/list', 'inventory/reading'],
      readings: { screens: ['inventory/reading'], decode: async () => [] },
      handlers: {},
    });
    expect(setup(plugin).controller.pipeline).toBeDefined();
    expect(setup(plugin, { screen: 'inventory/list' }).controller.pipeline).toBeUndefined();
    expect(setup(plugin, { screen: 'common/start-form' }).controller.pipeline).toBeUndefined();
  });
});

describe('createScreenController() readings hooks', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** A plugin whose decode lists A, B (product P1) and C (product P2), and whose hooks log what they hear. */
  function hooked(log: string[], hooks: { failRemove?: boolean; slowClear?: () => Promise<void> } = {}) {
    return definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      handlers: {
        forgetA: async (context) => context.readings?.remove({ identifierCode: 'A' }),
        clearAll: async (context) => context.readings?.clear(),
        clearReader: async (context) => context.reader?.clear(),
      },
      readings: {
        screens: ['inventory/reading'],
        decode: async (_context, codes) =>
          codes.map((code) => demoRead(code, [], { id: code, productCode: code === 'C' ? 'P2' : 'P1' })),
        onRemove: async (context, reads) => {
          log.push(`remove ${reads.map((read) => read.identifierCode).join(',')}`);
          if (hooks.failRemove) throw new Error('REMOVE refused');
          log.push(`listed ${[...(context.readings?.reads() ?? [])].length}`);
        },
        onClear: async () => {
          await hooks.slowClear?.();
          log.push('clear');
        },
      },
    });
  }
  async function reading(plugin: AnyOperationPlugin, options: Record<string, string> = {}) {
    const dialogs = fakeDialogService();
    const made = setup(plugin, { dialogs }, options);
    const reader = createFakeReaderPort('reading');
    made.controller.attachReader(reader);
    reader.emit([{ epc: 'A' }, { epc: 'B' }, { epc: 'C' }]);
    await vi.advanceTimersByTimeAsync(1000);
    return { ...made, dialogs, reader, pipeline: made.controller.pipeline! };
  }

  it("calls onRemove with the reads the operator removed: by item, by product, by reading in remove mode 'rfid'", async () => {
    const log: string[] = [];
    const { pipeline, reader } = await reading(hooked(log), { removeMode: 'rfid' });
    pipeline.remove({ identifierCode: 'C' });
    await vi.advanceTimersByTimeAsync(0);
    pipeline.removeProduct('P1');
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['remove C', 'listed 2', 'remove A,B', 'listed 0']);
    reader.emit([{ epc: 'A' }, { epc: 'C' }]);
    await vi.advanceTimersByTimeAsync(1000);
    pipeline.setRemoveOn(true);
    reader.emit([{ epc: 'C' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.slice(4)).toEqual(['remove C', 'listed 1']);
  });

  it("calls no hook for a handler's own removal or clear", async () => {
    const log: string[] = [];
    const { controller, pipeline } = await reading(hooked(log));
    await controller.handlers.forgetA!({});
    expect(pipeline.summary().listed).toBe(2);
    await controller.handlers.clearReader!({});
    expect(pipeline.summary().listed).toBe(0);
    await controller.handlers.clearAll!({});
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual([]);
  });

  it("calls onClear after the operator's Clear emptied the list, and settles with it", async () => {
    const log: string[] = [];
    let release: () => void = () => {};
    const slowClear = () => new Promise<void>((resolve) => (release = resolve));
    const { controller, pipeline } = await reading(hooked(log, { slowClear }));
    let settled = false;
    const clearing = controller.clearReadings().then(() => void (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(pipeline.summary().listed).toBe(0);
    expect(settled).toBe(false);
    release();
    await clearing;
    expect(log).toEqual(['clear']);
  });

  it('shows a failing hook by errorMessageView, keeps the removal, and runs the next hook in order', async () => {
    const log: string[] = [];
    const { controller, pipeline, dialogs } = await reading(hooked(log, { failRemove: true }));
    pipeline.remove({ identifierCode: 'A' });
    const clearing = controller.clearReadings();
    await clearing;
    expect(log).toEqual(['remove A', 'clear']);
    expect(dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'error', description: 'REMOVE refused' }),
    );
    expect(pipeline.summary().listed).toBe(0);
  });

  it('gives handlers update and setExpected on the screen pipeline', async () => {
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      handlers: {
        qc: async (context) => context.readings?.update('B', { qcStatus: 'LOADING' }),
        checklist: async (context) => context.readings?.setExpected([{ productCode: 'P1', expected: 5 }]),
      },
      readings: {
        screens: ['inventory/reading'],
        decode: async (_context, codes) => codes.map((code) => demoRead(code, [], { id: code, productCode: 'P1' })),
      },
    });
    const { controller, pipeline } = await reading(plugin);
    await expect(controller.handlers.qc!({})).resolves.toBe(true);
    expect(pipeline.read('B')?.kindFields).toEqual({ qcStatus: 'LOADING' });
    await controller.handlers.checklist!({});
    expect(pipeline.summary()).toMatchObject({ checklist: true, expected: 5, missing: 2 });
  });

  it('restores the session its navigation names before the plugin opens, resumes the confirm that was in flight, then tells the plugin', async () => {
    const confirm = { idempotencyKey: 'key-1', fingerprint: 'f', payload: { itemIds: ['item-E1'] } };
    const identity = {
      userId: 'u1',
      workstationId: 'ws1',
      operationCode: 'INV',
      description: 'Inventory',
      route: '/inventory/INV/inv-1/reading',
      navigation: {},
    };
    const id = durableSessionId('u1', 'ws1', 'INV');
    const store: DurableSessionStore = {
      load: vi.fn(async () => ({
        header: { id, ...identity, readCount: 2, startedAt: 1, updatedAt: 2, confirm },
        reads: [
          { code: 'E1', seq: 1, read: { epc: 'E1' }, decoded: demoRead('E1', [], { id: 'item-E1' }) },
          { code: 'E2', seq: 2, read: { epc: 'E2' } },
        ],
      })),
      write: vi.fn(async () => undefined),
      replace: vi.fn(async () => undefined),
      list: vi.fn(async () => []),
      remove: vi.fn(async () => undefined),
      removeForUser: vi.fn(async () => undefined),
      close: vi.fn(),
    };
    const order: string[] = [];
    const decode = vi.fn(async (_context: unknown, codes: string[]) => codes.map((code) => demoRead(code)));
    const plugin = definePlugin({
      kind: 'inventory',
      screens: ['inventory/reading'],
      handlers: {},
      readings: { screens: ['inventory/reading'], decode },
      lifecycle: {
        'inventory/reading': { open: (context) => void order.push(`open ${[...context.readings!.reads()].length}`) },
      },
      resumeConfirm: async (_context, inFlight) => void order.push(`resume ${inFlight.idempotencyKey}`),
      restored: async () => void order.push('restored'),
    });
    const { controller } = setup(plugin, {
      navigation: { restoreSession: id },
      durable: { store: Promise.resolve(store), identity },
    });
    // StrictMode runs the opening effect twice: the screen opens once, and its confirm is resumed once.
    await Promise.all([controller.open(), controller.open()]);
    // The decoded read is listed from the store; the other goes to the decode.
    expect(order).toEqual(['open 1', 'resume key-1', 'restored']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(decode).toHaveBeenCalledWith(expect.anything(), ['E2']);
    expect([...controller.pipeline!.reads()].map((read) => read.identifierCode)).toEqual(['E1', 'E2']);

    controller.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.remove).toHaveBeenCalledWith(id);

    // The same screen opened anew (no session named): nothing restored, the plugin's restored hook does not run.
    order.length = 0;
    const fresh = setup(plugin, { navigation: {}, durable: { store: Promise.resolve(store), identity } });
    await fresh.controller.open();
    expect(order).toEqual(['open 0']);
    fresh.controller.dispose();
  });
});
