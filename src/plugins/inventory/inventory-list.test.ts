import { describe, expect, it } from 'vitest';
import type { Inventory } from '../../core/inventory/inventory.ts';
import { inventoryContext } from '../../test-support/inventory-context.ts';
import { lomInventories } from '../../test-support/inventory-server.ts';

const open = (setup: ReturnType<typeof inventoryContext>) => setup.bound.open('inventory/list');

describe('inventory list (001 §2.14)', () => {
  it('[001-2.14-01] [001-4.12-02] [001-9-07] [001-7-inventory-01] loads the OPEN and POPULATING inventories of the workstation place, size 10000', async () => {
    const setup = inventoryContext();
    const opening = open(setup);
    expect(setup.screen().loading).toBe(true);
    await opening;
    expect(setup.screen()).toMatchObject({ loading: false, inventories: lomInventories });
    expect(setup.server.calls[0]?.init?.query).toEqual({
      operationId: 'op-inv',
      placeId: 'place-lom',
      statuses: ['OPEN', 'POPULATING'],
      size: 10_000,
    });
  });

  it('shows a load error by errorMessageView and leaves the list empty', async () => {
    const toast = inventoryContext({ failing: { 'api/v1/inventories': 500 } });
    await open(toast);
    expect(toast.screen()).toMatchObject({ loading: false, inventories: [] });
    expect(toast.dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));

    const modal = inventoryContext({ failing: { 'api/v1/inventories': 500 }, options: { errorMessageView: 'modal' } });
    await open(modal);
    expect(modal.dialogs.feedback).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
  });

  it("says 'Missing workstation place' and searches nothing without a place (every place's would answer)", async () => {
    const setup = inventoryContext({ placeId: '' });
    await open(setup);
    expect(setup.server.calls).toEqual([]);
    expect(setup.screen().inventories).toEqual([]);
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'confirmation.missingWorkstationPlace' }),
    );
  });

  it('[001-2.14-02] searches on the server with the text of the search box; a failed search empties the list', async () => {
    const setup = inventoryContext();
    await expect(setup.bound.handlers.searchInventories!({ search: 'quarantine' })).resolves.toEqual([
      lomInventories[1],
    ]);
    expect(setup.server.calls[0]?.init?.query).toMatchObject({ search: 'quarantine' });
    setup.server.fail('api/v1/inventories', 503);
    await expect(setup.bound.handlers.searchInventories!({ search: 'x' })).resolves.toEqual([]);
    expect(setup.dialogs.toast).toHaveBeenCalledOnce();
  });

  it('keeps the rows of a search typed while the first load was still on its way', async () => {
    const setup = inventoryContext();
    const get = setup.context.api.get.bind(setup.context.api);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    setup.context.api.get = (async (path: string, init?: object) => {
      const answer = get(path, init);
      if (first) {
        first = false;
        await held;
      }
      return answer;
    }) as typeof setup.context.api.get;
    const opening = open(setup);
    const rows = (await setup.bound.handlers.searchInventories!({ search: 'quarantine' })) as Inventory[];
    setup.context.state.set('screen', { ...setup.screen(), inventories: rows });
    release();
    await opening;
    expect(setup.screen().inventories).toEqual([lomInventories[1]]);
  });

  it('[001-2.14-04] opens the reading of the pressed row at /inventory/:opCode/start/:id', async () => {
    const setup = inventoryContext();
    await setup.bound.handlers.openInventory!({ row: lomInventories[0] });
    expect(setup.context.navigate).toHaveBeenCalledWith('/inventory/INVENTORY/start/inv-lom-01');
    await setup.bound.handlers.openInventory!({ row: { code: 'no id' } });
    expect(setup.context.navigate).toHaveBeenCalledOnce();
  });
});
