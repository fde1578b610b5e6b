import { describe, expect, it, vi } from 'vitest';
import type { DialogService } from '../../core/dialogs.ts';
import { loadScreen } from '../descriptors/load-screen.ts';
import type { ActionDescriptor } from '../descriptors/descriptor-types.ts';
import { ActionUnavailableError, type ActionPorts } from './action-ports.ts';
import { createActionDispatcher } from './create-action-dispatcher.ts';

function loaded(action: ActionDescriptor) {
  const screen = loadScreen({ screen: 'test/screen', regions: { main: [{ widget: 'x', action }] } }, 'f.json', () => ({
    propsSchema: {},
  }));
  return screen.regions.main![0]!.action!;
}

function ports(overrides: Partial<ActionPorts> = {}) {
  const dialogs = { confirm: vi.fn(async () => true), feedback: vi.fn(async () => {}) } as unknown as DialogService;
  return {
    navigate: vi.fn(),
    back: vi.fn(),
    dialogs,
    translate: (key: string) => `t:${key}`,
    onError: vi.fn(),
    ...overrides,
  } satisfies ActionPorts;
}

const scope = () => ({ operation: { code: 'ITEM-LIST', id: 7 }, screen: { selected: 'p1' } });

describe('createActionDispatcher()', () => {
  it('should navigate with params filled from the scope and leftovers as the query', async () => {
    const p = ports();
    const dispatch = createActionDispatcher(p, scope);
    await dispatch(
      loaded({
        type: 'navigate',
        to: '/simple-item-list/:opCode/reading',
        params: { opCode: { var: 'operation.code' }, id: { var: 'operation.id' } },
      }),
    );
    expect(p.navigate).toHaveBeenCalledWith('/simple-item-list/ITEM-LIST/reading?id=7');
  });

  it('should call a plugin handler with its arguments evaluated when it runs', async () => {
    const removeProduct = vi.fn(async () => {});
    const p = ports({ handlers: { removeProduct } });
    await createActionDispatcher(
      p,
      scope,
    )(loaded({ type: 'handler', name: 'removeProduct', args: { productId: { var: 'screen.selected' } } }));
    expect(removeProduct).toHaveBeenCalledWith({ productId: 'p1' });
  });

  it('should run `then` only when the operator agrees to a confirm dialog', async () => {
    const back = vi.fn();
    const agreeing = ports({ back });
    await createActionDispatcher(
      agreeing,
      scope,
    )(loaded({ type: 'dialog', dialog: 'confirm', title: 'q.title', then: { type: 'back' } }));
    expect(agreeing.dialogs.confirm).toHaveBeenCalledWith({ title: 't:q.title', message: undefined });
    expect(back).toHaveBeenCalledOnce();

    const refusing = ports({ back: vi.fn() });
    vi.mocked(refusing.dialogs.confirm).mockResolvedValue(false);
    await createActionDispatcher(
      refusing,
      scope,
    )(loaded({ type: 'dialog', dialog: 'confirm', title: 'q', then: { type: 'back' } }));
    expect(refusing.back).not.toHaveBeenCalled();
  });

  it('[000-2.15-24] should ask before clearing the readings when the descriptor says so', async () => {
    const reader = { start: vi.fn(async () => {}), stop: vi.fn(async () => {}), clear: vi.fn(async () => {}) };
    const p = ports({ reader });
    await createActionDispatcher(p, scope)(loaded({ type: 'reader', command: 'clear', ask: true }));
    expect(p.dialogs.confirm).toHaveBeenCalledWith({ title: 't:runtime.clearReadingsQuestion' });
    expect(reader.clear).toHaveBeenCalledOnce();
  });

  it("[000-2.15-22] runs the screen's own clear after the readings are cleared, with its rules evaluated then", async () => {
    const order: string[] = [];
    const reader = {
      start: vi.fn(async () => {}),
      stop: vi.fn(async () => {}),
      clear: vi.fn(async () => void order.push('clear')),
    };
    const resetCounters = vi.fn(
      async (args: Record<string, unknown>) => void order.push(`handler ${String(args.code)}`),
    );
    const then: ActionDescriptor = {
      type: 'handler',
      name: 'resetCounters',
      args: { code: { var: 'operation.code' } },
    };
    await createActionDispatcher(
      ports({ reader, handlers: { resetCounters } }),
      scope,
    )(loaded({ type: 'reader', command: 'clear', then }));
    expect(order).toEqual(['clear', 'handler ITEM-LIST']);
  });

  it("[000-2.15-22] runs neither the clear nor the screen's clear when the operator answers No", async () => {
    const reader = { start: vi.fn(async () => {}), stop: vi.fn(async () => {}), clear: vi.fn(async () => {}) };
    const resetCounters = vi.fn(async () => {});
    const dialogs = { confirm: vi.fn(async () => false), feedback: vi.fn(async () => {}) } as unknown as DialogService;
    await createActionDispatcher(
      ports({ reader, dialogs, handlers: { resetCounters } }),
      scope,
    )(loaded({ type: 'reader', command: 'clear', ask: true, then: { type: 'handler', name: 'resetCounters' } }));
    expect(reader.clear).not.toHaveBeenCalled();
    expect(resetCounters).not.toHaveBeenCalled();
  });

  it('should stop a sequence at the first failure and report it', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('server said no')));
    const p = ports({ handlers: { failing } });
    await createActionDispatcher(
      p,
      scope,
    )(loaded({ type: 'sequence', actions: [{ type: 'handler', name: 'failing' }, { type: 'back' }] }));
    expect(p.onError).toHaveBeenCalledWith(new Error('server said no'));
    expect(p.back).not.toHaveBeenCalled();
  });

  it('should report an action the screen cannot do instead of crashing', async () => {
    const p = ports();
    const dispatch = createActionDispatcher(p, scope);
    await dispatch(loaded({ type: 'reader', command: 'start' }));
    await dispatch(loaded({ type: 'handler', name: 'missing' }));
    await dispatch(loaded({ type: 'confirm' }));
    expect(vi.mocked(p.onError).mock.calls.map(([e]) => (e as ActionUnavailableError).what)).toEqual([
      'reader start',
      "handler 'missing'",
      'confirm',
    ]);
  });

  it('[001-2.2-22] should hand navigation state to the next screen, evaluated with the row the widget acted on', async () => {
    const p = ports();
    await createActionDispatcher(p, scope)(
      loaded({
        type: 'navigate',
        to: '/inventory/:opCode/start/:id',
        params: { opCode: { var: 'operation.code' }, id: { var: 'event.id' } },
        state: { backRoute: '/inventory/:opCode', inventory: { var: 'event' } },
        replace: true,
      }),
      { id: 'inv-9', description: 'Year-end' },
    );
    expect(p.navigate).toHaveBeenCalledWith('/inventory/ITEM-LIST/start/inv-9', {
      state: { backRoute: '/inventory/:opCode', inventory: { id: 'inv-9', description: 'Year-end' } },
      replace: true,
    });
  });

  it('should set the screen state with no handler (a toggle, a tab, a search)', async () => {
    const setState = vi.fn();
    await createActionDispatcher(ports({ setState }), scope)(
      loaded({ type: 'set', path: 'screen.tab', value: { var: 'event' } }),
      'verify',
    );
    expect(setState).toHaveBeenCalledWith('screen.tab', 'verify');
  });

  it("should keep a handler's answer in the screen state when the action says where", async () => {
    const setState = vi.fn();
    const loadRows = vi.fn(async (args: Record<string, unknown>) => [`row of ${String(args.parcel)}`]);
    await createActionDispatcher(ports({ setState, handlers: { loadRows } }), scope)(
      loaded({ type: 'handler', name: 'loadRows', args: { parcel: { var: 'event.code' } }, into: 'screen.rows' }),
      { code: 'P-1' },
    );
    expect(setState).toHaveBeenCalledWith('screen.rows', ['row of P-1']);
  });

  it("should answer how the action ended: done with the handler's answer, or failed once onError has it", async () => {
    const loadRows = vi.fn(async () => ['r1']);
    const fail = vi.fn(async () => {
      throw new Error('offline');
    });
    const p = ports({ handlers: { loadRows, fail } });
    const dispatch = createActionDispatcher(p, scope);
    await expect(dispatch(loaded({ type: 'handler', name: 'loadRows' }))).resolves.toEqual({
      ok: true,
      answer: ['r1'],
    });
    const sequence = loaded({
      type: 'sequence',
      actions: [
        { type: 'handler', name: 'loadRows' },
        { type: 'set', path: 'screen.x', value: 1 },
      ],
    });
    await expect(
      createActionDispatcher(ports({ handlers: { loadRows }, setState: vi.fn() }), scope)(sequence),
    ).resolves.toEqual({
      ok: true,
      answer: ['r1'],
    });
    await expect(dispatch(loaded({ type: 'handler', name: 'fail' }))).resolves.toEqual({ ok: false });
    expect(p.onError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('should give each action its own event, even while an earlier one still runs', async () => {
    let release: () => void = () => {};
    const seen: unknown[] = [];
    const slow = vi.fn(async (args: Record<string, unknown>) => {
      await new Promise<void>((resolve) => (release = resolve));
      seen.push(args.again);
    });
    const action = loaded({
      type: 'sequence',
      actions: [
        { type: 'handler', name: 'slow' },
        { type: 'handler', name: 'record', args: { value: { var: 'event' } } },
      ],
    });
    const record = vi.fn(async (args: Record<string, unknown>) => void seen.push(args.value));
    const dispatch = createActionDispatcher(ports({ handlers: { slow, record } }), scope);
    const first = dispatch(action, 'first');
    void dispatch(loaded({ type: 'handler', name: 'record', args: { value: { var: 'event' } } }), 'second');
    release();
    await first;
    expect(seen).toEqual(['second', undefined, 'first']);
  });
});
