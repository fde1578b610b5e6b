/** @vitest-environment node */
/** An inventory's life from the station (001 §4.12, §7 Inventory) against the sandbox's API in process. */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../../sandbox/seed/seed-references.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { ListedRead } from '../define-plugin.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { sandboxPluginContext } from '../../test-support/sandbox-plugin-context.ts';
import { createInventoryPlugin } from './index.ts';

const env = withInProcessSandbox();
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});
/** Each test closes or deletes an inventory of its own, made the way the station makes one. */
let inventoryId: string;
beforeEach(async () => {
  const created = await sandbox.json<{ id: string }>('/api/v1/operations/inventory/create', {
    method: 'POST',
    body: { operationId: stableId('operations', 'INVENTORY'), placeId, description: 'Spot check' },
  });
  inventoryId = created.id;
  env.asked.length = 0;
});

const plugin = createInventoryPlugin(() => 'http://station.test');
const placeId = stableId('places', 'WH-LOM');

function setup(given: { dialogs?: Partial<DialogService>; id?: string; placeId?: string; listed?: ListedRead[] } = {}) {
  return sandboxPluginContext(sandbox, plugin, {
    operationCode: 'INVENTORY',
    params: given.id ? { id: given.id } : {},
    dialogs: given.dialogs,
    listed: given.listed,
    roots: { workstation: { code: 'WS-LOM-PACK', placeId: given.placeId ?? placeId } },
  });
}

const inventory = (id: string) =>
  sandbox.json<{ id: string; status: string; description: string; placeId: string }>(`/api/v1/inventories/${id}`);

describe("an inventory's life at the station (001 §4.12)", () => {
  it('[001-4.12-01] [001-7-inventory-08] New inventory asks a description, creates it at the place and opens its reading', async () => {
    const textInput = vi.fn(async () => '  Year-end count, main stock ');
    const { bound, navigate } = await setup({ dialogs: { textInput } });
    await bound.handlers.newInventory!({});
    expect(textInput).toHaveBeenCalledWith(expect.objectContaining({ title: 'inventory.create.title' }));
    const [created] = env.calls('/api/v1/operations/inventory/create');
    expect(created!.body).toEqual({
      operationId: stableId('operations', 'INVENTORY'),
      placeId,
      description: 'Year-end count, main stock',
    });
    const route = navigate.mock.calls[0]![0] as string;
    const id = /^\/inventory\/INVENTORY\/start\/(.+)$/.exec(route)?.[1];
    expect(await inventory(id!)).toMatchObject({ status: 'OPEN', placeId, description: 'Year-end count, main stock' });
  });

  it('creates nothing when the description is not given, or without a workstation place', async () => {
    const closed = await setup({ dialogs: { textInput: async () => undefined } });
    await closed.bound.handlers.newInventory!({});
    const placeless = await setup({ placeId: '', dialogs: { textInput: vi.fn() } });
    await placeless.bound.handlers.newInventory!({});
    expect(placeless.dialogs.textInput).not.toHaveBeenCalled();
    expect(placeless.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'confirmation.missingWorkstationPlace' }),
    );
    expect(env.calls('/create')).toEqual([]);
    expect(closed.navigate).not.toHaveBeenCalled();
  });

  it('[001-4.12-01] [001-7-inventory-09] Close asks, naming the reads not sent, closes the inventory and goes back to the list', async () => {
    const confirm = vi.fn(async () => true);
    const listed: ListedRead[] = [{ identifierCode: 'E1', status: 'valid', item: { id: 'i1' } }];
    const { bound, navigate, dialogs } = await setup({ id: inventoryId, dialogs: { confirm }, listed });
    await bound.handlers.closeInventory!({});
    expect(confirm).toHaveBeenCalledWith({
      title: 'inventory.close.title',
      confirmLabel: 'inventory.close.button',
      message: 'inventory.close.question inventory.unsent {"count":"1"}',
    });
    expect((await inventory(inventoryId)).status).toBe('CLOSED');
    expect(dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'success', title: 'inventory.close.done' }),
    );
    expect(navigate).toHaveBeenCalledWith('/inventory/INVENTORY', { replace: true });
  });

  it('[001-4.12-01] [001-7-inventory-10] Delete asks, deletes the inventory on success and goes back; No keeps it', async () => {
    const kept = await setup({ id: inventoryId, dialogs: { confirm: async () => false } });
    await kept.bound.handlers.deleteInventory!({});
    expect(env.calls('/delete')).toEqual([]);
    expect((await inventory(inventoryId)).status).toBe('OPEN');

    const { bound, navigate, dialogs } = await setup({ id: inventoryId });
    await bound.handlers.deleteInventory!({});
    expect(env.calls(`/api/v1/operations/inventory/${inventoryId}/delete`).map((call) => call.method)).toEqual([
      'DELETE',
    ]);
    expect((await sandbox.call(`/api/v1/inventories/${inventoryId}`)).status).toBe(404);
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'inventory.delete.done' }));
    expect(navigate).toHaveBeenCalledWith('/inventory/INVENTORY', { replace: true });
  });

  it('a failed close or delete is shown and stays on the inventory', async () => {
    await sandbox.call('/control/faults/inventory.close', {
      method: 'PUT',
      token: null,
      body: { fail: { status: 500, times: 1 } },
    });
    const { bound, navigate, dialogs } = await setup({ id: inventoryId });
    await bound.handlers.closeInventory!({});
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
    expect(navigate).not.toHaveBeenCalled();
    expect((await inventory(inventoryId)).status).toBe('OPEN');
  });
});
