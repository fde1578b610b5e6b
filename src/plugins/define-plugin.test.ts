import { parseDecodedRead } from '../core/readings/decoded-read.ts';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiClient } from '../api/http-client.ts';
import type { DialogService } from '../core/dialogs.ts';
import type { OperationKind } from '../core/operation-types.ts';
import { parseOperation } from '../core/operation-config/parse-operation.ts';
import { bindHandlers, definePlugin, type PluginContext } from './define-plugin.ts';
import { loadPlugin, PluginMissingError, type PluginLoader } from './plugin-loaders.ts';
import { runtimeParts } from '../test-support/plugin-context.ts';

const simpleItemList = definePlugin({
  kind: 'simple-item-list',
  screens: ['simple-item-list/form', 'simple-item-list/reading'],
  confirm: async (context) => {
    await context.api.post('api/v1/operations/simpleItemList/save', { body: { operationId: context.operation.id } });
  },
  handlers: {
    selectProduct: async (context, args) => context.state.set('screen', { selected: args.productCode }),
  },
});

function context(): PluginContext<'simple-item-list'> {
  const { operation } = parseOperation({ id: 9, code: 'ITEM-LIST', type: 'SIMPLE_ITEM_LIST', formSchema: [] });
  const state = new Map<string, unknown>();
  return {
    api: { post: vi.fn(async () => ({})) } as unknown as ApiClient,
    dialogs: {} as DialogService,
    operation,
    kindOptions: operation.kindOptions as PluginContext<'simple-item-list'>['kindOptions'],
    state: { get: (root) => state.get(root), set: (root, value) => void state.set(root, value) },
    navigate: vi.fn(),
    translate: (key) => key,
    ...runtimeParts(),
  };
}

describe('definePlugin()', () => {
  it('should type the handlers with the options of the plugin kind', () => {
    expectTypeOf(simpleItemList.kind).toEqualTypeOf<'simple-item-list'>();
    expectTypeOf<
      Parameters<NonNullable<typeof simpleItemList.handlers.selectProduct>>[0]['kindOptions']['kind']
    >().toEqualTypeOf<'simple-item-list'>();
  });

  it('should bind handlers and confirm to one screen context', async () => {
    const ctx = context();
    const bound = bindHandlers(simpleItemList, ctx as PluginContext<OperationKind>);
    await bound.handlers.selectProduct!({ productCode: 'P-1' });
    expect(ctx.state.get('screen')).toEqual({ selected: 'P-1' });
    await bound.confirm!();
    expect(ctx.api.post).toHaveBeenCalledWith('api/v1/operations/simpleItemList/save', { body: { operationId: '9' } });
  });
});

const decodedStub = parseDecodedRead({ identifierCode: 'x', statuses: [] })!;

describe('bindHandlers() decode', () => {
  it('should bind a plugin decode to the screen context, and leave it out when the plugin has none', async () => {
    const decoding = definePlugin({
      kind: 'simple-item-list',
      screens: ['simple-item-list/reading'],
      readings: {
        screens: ['simple-item-list/reading'],
        decode: async (context, codes) =>
          codes.map((code) => ({ ...decodedStub, identifierCode: `${context.operation.id}:${code}` })),
      },
      handlers: {},
    });
    const ctx = context() as PluginContext<OperationKind>;
    await expect(bindHandlers(decoding, ctx).decode!(['E1'])).resolves.toMatchObject([{ identifierCode: '9:E1' }]);
    expect(bindHandlers(simpleItemList, ctx).decode).toBeUndefined();
  });
});

describe('bindHandlers() startSearch (000 §2.13 RFID search)', () => {
  it('should bind a plugin start search to the screen context, and leave it out when the plugin has none', async () => {
    const searching = definePlugin({
      kind: 'simple-item-list',
      screens: ['simple-item-list/form'],
      startForm: {
        onReads: async (context, reads) => ({ type: 'navigate', state: { op: context.operation.id, reads } }),
      },
      handlers: {},
    });
    const ctx = context() as PluginContext<OperationKind>;
    await expect(bindHandlers(searching, ctx).startSearch!([{ epc: 'E1' }])).resolves.toEqual({
      type: 'navigate',
      state: { op: '9', reads: [{ epc: 'E1' }] },
    });
    expect(bindHandlers(simpleItemList, ctx).startSearch).toBeUndefined();
  });
});

describe('loadPlugin() (plugins are loaded lazily per kind)', () => {
  it('should fetch a kind only when it is first opened, and once', async () => {
    const loader = vi.fn<PluginLoader>(async () => simpleItemList);
    const loaders = { 'simple-item-list': loader };
    expect(loader).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([
      loadPlugin('simple-item-list', loaders),
      loadPlugin('simple-item-list', loaders),
    ]);
    expect(first).toBe(simpleItemList);
    expect(second).toBe(first);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('should refuse a kind without a plugin and a plugin of the wrong kind', async () => {
    await expect(loadPlugin('sorting', {})).rejects.toBeInstanceOf(PluginMissingError);
    await expect(loadPlugin('inventory', { inventory: async () => simpleItemList })).rejects.toThrow(
      "The plugin loaded for 'inventory' says it is 'simple-item-list'",
    );
  });

  it('should try a failed load again', async () => {
    const loader = vi
      .fn<PluginLoader>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(simpleItemList);
    const loaders = { 'simple-item-list': loader };
    await expect(loadPlugin('simple-item-list', loaders)).rejects.toThrow('chunk failed');
    await expect(loadPlugin('simple-item-list', loaders)).resolves.toBe(simpleItemList);
  });
});
