import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/http-client.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { definePlugin, type AnyOperationPlugin } from '../../plugins/define-plugin.ts';
import { fakeDialogs, keyTranslate } from '../../test-support/confirmation/fake-dialogs.ts';
import { createFakeReaderPort } from '../../test-support/fake-reader-port.ts';
import { createScreenController, type ScreenControllerInput } from './screen-controller.ts';

const user = { id: 'u1', username: 'operator' } as unknown as LoggedUser;

function setup(plugin: AnyOperationPlugin, overrides: Partial<ScreenControllerInput> = {}) {
  const { operation } = parseOperation({
    id: 'op-1',
    code: 'INV',
    description: 'Inventory',
    type: 'INVENTORY',
    formSchema: [],
    options: { refreshCounterTimeout: '1000' },
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
