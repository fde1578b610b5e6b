import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inventoryContext, type InventoryContextOptions } from '../../test-support/inventory-context.ts';
import { itemRead, lomInventories } from '../../test-support/inventory-server.ts';

const expected = ['E1', 'E2', 'E3'];

function opened(options: InventoryContextOptions = {}) {
  const setup = inventoryContext({ expected, reads: [], ...options });
  return { ...setup, opening: setup.bound.open('inventory/reading') };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('inventory reading (001 §2.14, §4.12)', () => {
  it('[001-7-inventory-02] [001-7-inventory-07] [001-2.14-09] loads the inventory by the route id, then the counters bar', async () => {
    const setup = opened();
    expect(setup.screen().loading).toBe(true);
    await setup.opening;
    expect(setup.screen()).toMatchObject({
      loading: false,
      inventory: lomInventories[0],
      counters: { read: 0, expected: '0/3', unexpected: 0, ignoredWithReason: 0, missing: 3 },
    });
    expect(setup.server.callsTo('inv-lom-01/getCounters')).toHaveLength(1);
  });

  it('goes back to the list with the error shown when the inventory is unknown', async () => {
    const setup = opened({ id: 'nope' });
    await setup.opening;
    expect(setup.context.navigate).toHaveBeenCalledWith('/inventory/INVENTORY', { replace: true });
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Inventory nope not found' }),
    );
    expect(setup.server.callsTo('/getCounters')).toEqual([]);
  });

  it('[001-2.14-07] [001-4.12-06] reloads the counters every refreshCounterTimeout, until the screen goes', async () => {
    const setup = opened({ options: { refreshCounterTimeout: '1000' } });
    await setup.opening;
    await vi.advanceTimersByTimeAsync(3000);
    expect(setup.server.callsTo('/getCounters')).toHaveLength(4);
    setup.dispose();
    await vi.advanceTimersByTimeAsync(3000);
    expect(setup.server.callsTo('/getCounters')).toHaveLength(4);
  });

  it('[001-4.12-06] does not reload on its own when refreshCounterTimeout is 0', async () => {
    const setup = opened({ options: { refreshCounterTimeout: '0' } });
    await setup.opening;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(setup.server.callsTo('/getCounters')).toHaveLength(1);
  });

  it('[001-2.14-10] [001-4.12-05] [001-9-09] Refresh reloads the counters after 300 ms', async () => {
    const setup = opened();
    await setup.opening;
    const refreshing = setup.bound.handlers.refreshCounters!({});
    await vi.advanceTimersByTimeAsync(299);
    expect(setup.server.callsTo('/getCounters')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await refreshing;
    expect(setup.server.callsTo('/getCounters')).toHaveLength(2);
  });

  it('loads the counters one at a time: requests during a load make one more load, after it', async () => {
    const setup = opened({ latencyMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    const first = setup.server.callsTo('/getCounters').length;
    const refreshes = [1, 2, 3].map(() => setup.bound.handlers.refreshCounters!({}));
    await vi.advanceTimersByTimeAsync(350);
    expect(setup.server.callsTo('/getCounters')).toHaveLength(first + 1);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([setup.opening, ...refreshes]);
    expect(setup.server.callsTo('/getCounters')).toHaveLength(first + 2);
  });

  it('shows a periodic counters failure once, and each failure of a Refresh', async () => {
    const setup = opened({ options: { refreshCounterTimeout: '1000' } });
    await setup.opening;
    setup.server.fail('/getCounters', 500);
    await vi.advanceTimersByTimeAsync(3000);
    expect(setup.dialogs.toast).toHaveBeenCalledOnce();
    const refreshing = setup.bound.handlers.refreshCounters!({});
    await vi.advanceTimersByTimeAsync(300);
    await refreshing;
    expect(setup.dialogs.toast).toHaveBeenCalledTimes(2);
  });

  it("[001-2.14-11] links the control panel's log of the operation where the station has a control panel", async () => {
    const remote = opened({ origin: 'https://station.example.com' });
    await remote.opening;
    expect(remote.screen().controlPanelLink).toEqual({
      label: 'widgets.counters.controlPanel',
      href: 'https://controlpanel.example.com/operationlogs/INVENTORY/op-inv',
    });
    const local = opened();
    await local.opening;
    expect(local.screen().controlPanelLink).toBeNull();
  });

  it('[001-7-inventory-05] decodes through batchValidate with the operation and the inventory', async () => {
    const setup = opened({ reads: [itemRead('E1')] });
    await setup.opening;
    await expect(setup.bound.decode!(['E1'])).resolves.toMatchObject([{ identifierCode: 'E1' }]);
    expect(setup.server.callsTo('/batchValidate')[0]?.init?.body).toEqual({
      operationId: 'op-inv',
      identifierCodes: ['E1'],
      inventoryId: 'inv-lom-01',
    });
  });
});
