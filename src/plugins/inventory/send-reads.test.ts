import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedRead } from '../define-plugin.ts';
import { inventoryContext, type InventoryContextOptions } from '../../test-support/inventory-context.ts';
import { itemRead } from '../../test-support/inventory-server.ts';

const listed = (code: string, status = 'valid'): ListedRead => ({ identifierCode: code, status, item: { id: code } });
const valid = [listed('E1'), listed('E2')];

function setup(options: InventoryContextOptions = {}) {
  const given = inventoryContext({ expected: ['E1', 'E2', 'E3'], reads: ['E1', 'E2'].map(itemRead), ...options });
  return { ...given, send: () => given.bound.handlers.sendReads!({}) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('send reads (001 §2.14, §4.12)', () => {
  it('[001-7-inventory-06] [001-4.12-03] [001-4.12-04] [001-4.12-05] inserts the valid reads, says so, clears the reads and reloads the counters 300 ms later', async () => {
    const { send, server, dialogs, readings, screen } = setup({ listed: [...valid, listed('X9', 'error')] });
    await send();
    expect(server.callsTo('/inv-lom-01/insertTags')[0]?.init?.body).toEqual({ itemIdentifierCodes: ['E1', 'E2'] });
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'success', title: 'inventory.itemsAdded' });
    expect(readings.clear).toHaveBeenCalledOnce();
    expect(readings.reads()).toEqual([]);
    await vi.advanceTimersByTimeAsync(299);
    expect(server.callsTo('/getCounters')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.callsTo('/getCounters')).toHaveLength(1);
    expect(screen().counters).toMatchObject({ read: 2, expected: '2/3', missing: 1 });
  });

  it('[001-4.12-05] [001-9-09] counts the 300 ms from the press while the insert goes, and never reloads before the insert answered', async () => {
    const quick = setup({ listed: valid, latencyMs: 200 });
    void quick.send();
    await vi.advanceTimersByTimeAsync(299);
    expect(quick.server.callsTo('/getCounters')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(quick.server.callsTo('/getCounters')).toHaveLength(1);

    const slow = setup({ listed: valid, latencyMs: 450 });
    void slow.send();
    await vi.advanceTimersByTimeAsync(449);
    expect(slow.server.callsTo('/insertTags')).toHaveLength(1);
    expect(slow.server.callsTo('/getCounters')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.server.callsTo('/getCounters')).toHaveLength(1);
  });

  it('keeps the reads and shows the error when the insert fails', async () => {
    const { send, server, dialogs, readings } = setup({ listed: valid, failing: { '/insertTags': 500 } });
    await send();
    expect(server.inserted.size).toBe(0);
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error' }));
    expect(readings.clear).not.toHaveBeenCalled();
    expect(readings.reads()).toEqual(valid);
  });

  it('keeps the valid reads listed while the send was going, for the next send', async () => {
    const { send, readings, server } = setup({ listed: valid, latencyMs: 50 });
    const sending = send();
    readings.set([...valid, listed('E3')]);
    await vi.advanceTimersByTimeAsync(50);
    await sending;
    expect(readings.clear).not.toHaveBeenCalled();
    expect(readings.reads()).toEqual([listed('E3')]);
    expect([...server.inserted]).toEqual(['E1', 'E2']);
  });

  it('sends once when pressed twice, and nothing without a valid read', async () => {
    const twice = setup({ listed: valid, latencyMs: 50 });
    const sends = [twice.send(), twice.send()];
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all(sends);
    expect(twice.server.callsTo('/insertTags')).toHaveLength(1);

    const none = setup({ listed: [listed('X9', 'error'), listed('W1', 'warning')] });
    await none.send();
    expect(none.server.calls).toEqual([]);
  });

  it('shows nothing once the screen is gone', async () => {
    const { send, dispose, dialogs, readings } = setup({ listed: valid, latencyMs: 50 });
    const sending = send();
    dispose();
    await vi.advanceTimersByTimeAsync(50);
    await sending;
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(readings.clear).not.toHaveBeenCalled();
  });
});
