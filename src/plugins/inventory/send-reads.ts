/**
 * 'send reads' (001 §2.14, §4.12): the valid listed reads go to insertTags; then the success toast, the reads are
 * cleared and the counters reload, 300 ms after the operator asked and never before the insert has answered.
 */
import { insertInventoryTags } from '../../api/inventory.ts';
import type { ReadingsPort } from '../define-plugin.ts';
import { counterReloadDelayMs, reloadCounters } from './inventory-reading.ts';
import { inventoryIdOf, readingSession, showFailure, type InventoryContext } from './session.ts';

/**
 * Clears the reads, unless valid reads were listed while the send was going: then only those sent are forgotten, so
 * the new ones stay for the next send.
 */
async function forgetSent(readings: ReadingsPort, codes: readonly string[]): Promise<void> {
  const sent = new Set(codes);
  const arrived = [...readings.reads()].some((read) => read.status === 'valid' && !sent.has(read.identifierCode));
  if (!arrived) return readings.clear();
  for (const identifierCode of codes) readings.remove({ identifierCode });
}

/** Handler `sendReads`: one send at a time; a failure shows by errorMessageView and keeps the reads. */
export async function sendReads(context: InventoryContext): Promise<void> {
  const session = readingSession(context);
  const { readings } = context;
  if (!readings || session.sending) return;
  const codes = [...readings.reads()].filter((read) => read.status === 'valid').map((read) => read.identifierCode);
  if (codes.length === 0) return;
  session.sending = true;
  // The reload delay of 001 §9 counts from the demand, so it runs while the insert goes rather than after it.
  const reloadDue = context.timers.delay(counterReloadDelayMs);
  try {
    await insertInventoryTags(context.api, inventoryIdOf(context), codes);
  } catch (error) {
    if (!session.left) await showFailure(context, error);
    return;
  } finally {
    session.sending = false;
  }
  if (session.left) return;
  context.dialogs.toast({ status: 'success', title: context.translate('inventory.itemsAdded') });
  await forgetSent(readings, codes);
  void reloadDue.then(() => reloadCounters(context, true));
}
