/**
 * The sorting rules of 001 §4.11, §5, §9 and the detail modal's orders of 001 §2.13, framework-free: what a read's
 * answer means for the operator (ignored, already read, processed ok or not, with the message of 001 §8), the counters,
 * the zone rules, the label printer, and the three detail levels as rows.
 */
import type { ReadStatus } from '../readings/classify-read.ts';
import type { SortingGroup, SortingGroupEntry, SortingReadAnswer } from './sorting-records.ts';

/** 001 §4.11: statuses that only raise the Ignored counter. */
export const ignoredSortingStatuses = ['INVALID_IDENTIFIER', 'ITEM_UNKNOWN'] as const;

/** An i18n key and its values, translated by the screen. */
export interface SortingMessage {
  key: string;
  params: Record<string, string>;
}

/**
 * What one read did (001 §4.11): 'ignored' raises Ignored and is not processed; 'alreadyRead' is shown as ignored (and
 * counts there); 'processed' reloads the zone counters, is ok or not (001 §4.11 ok rule) with its message.
 */
export type SortingOutcome =
  | { kind: 'ignored'; ok: false; message: SortingMessage }
  | { kind: 'alreadyRead'; ok: false; message: SortingMessage }
  | { kind: 'processed'; ok: true }
  | { kind: 'processed'; ok: false; message: SortingMessage };

const has = (answer: SortingReadAnswer, status: string) => answer.statuses.includes(status);

/** 001 §4.11: ok when the status is not 'error' and the statuses include neither ALREADY_READ nor NOT_IN_ZONE. */
export function isSortedOk(status: ReadStatus, statuses: readonly string[]): boolean {
  return status !== 'error' && !statuses.includes('ALREADY_READ') && !statuses.includes('NOT_IN_ZONE');
}

const serialOf = (answer: SortingReadAnswer) =>
  answer.item?.serial || answer.item?.fakeItemID || answer.epc || answer.identifierCode;

/** The group an answer names, as 'code - description', the code alone, or '---' (001 §3 Sorting group entry). */
export function groupLabel(code: string, description: string): string {
  if (code && description) return `${code} - ${description}`;
  return code || description || '---';
}

/** The outcome of one read, given its status under the operation's item statuses (000 §4.6). */
export function sortingOutcome(answer: SortingReadAnswer, status: ReadStatus): SortingOutcome {
  const tag = answer.epc || answer.identifierCode;
  if (ignoredSortingStatuses.some((ignored) => has(answer, ignored)))
    return { kind: 'ignored', ok: false, message: { key: 'sorting.messages.tagNotValid', params: { tag } } };
  const serial = serialOf(answer);
  if (has(answer, 'ALREADY_READ')) {
    const group = answer.sortingGroupRead;
    const destination = group?.attributes.destination ?? '';
    return {
      kind: 'alreadyRead',
      ok: false,
      message: {
        key: destination ? 'sorting.messages.alreadyReadOnDestination' : 'sorting.messages.alreadyRead',
        params: { serial, group: group ? groupLabel(group.code, group.description) : '---', destination },
      },
    };
  }
  if (isSortedOk(status, answer.statuses)) return { kind: 'processed', ok: true };
  if (has(answer, 'SORTING_GROUP_NOT_FOUND'))
    return { kind: 'processed', ok: false, message: { key: 'sorting.messages.notSortable', params: { serial } } };
  if (has(answer, 'NOT_IN_ZONE')) {
    const zone = answer.item?.zone;
    const where = zone ? zone.description || zone.code : '---';
    return {
      kind: 'processed',
      ok: false,
      message: { key: 'sorting.messages.notInZone', params: { serial, zone: where } },
    };
  }
  return { kind: 'processed', ok: false, message: { key: 'sorting.messages.unexpected', params: { tag, serial } } };
}

/** 001 §9: Missing = max(expected − read, 0). */
export const sortingMissing = (expected: number, read: number): number => Math.max(expected - read, 0);

/** 001 §4.11: the zone error state, enableOriginZone on and no origin zone to choose. */
export const hasZoneError = (enableOriginZone: boolean, originZoneCount: number): boolean =>
  enableOriginZone && originZoneCount === 0;

/**
 * 001 §2.13, §5: the antenna shows without a zone error while the counters are not reloading, and reads only when the
 * zones it needs are chosen (the check zone with enableCheckZone, the origin zone with enableOriginZone).
 */
export function antennaState(input: {
  zoneError: boolean;
  reloading: boolean;
  enableCheckZone: boolean;
  checkZoneId: string;
  enableOriginZone: boolean;
  originZoneId: string;
}): { visible: boolean; enabled: boolean } {
  const visible = !input.zoneError && !input.reloading;
  const zonesChosen =
    (!input.enableCheckZone || input.checkZoneId !== '') && (!input.enableOriginZone || input.originZoneId !== '');
  return { visible, enabled: visible && zonesChosen };
}

/** 001 §5: the label printer, the workstation's ventilationBPSUSAPrinterIP, else the operation's printerIP. */
export function sortingPrinterIp(workstationIp: string | undefined, operationIp: string | undefined): string {
  return (workstationIp ?? '').trim() || (operationIp ?? '').trim();
}

/** A group row of the detail modal (001 §2.13 groups level); `sortedColour` is red below required, else green. */
export interface GroupRow {
  id: string;
  priority: number;
  group: string;
  code: string;
  required: number;
  sorted: number;
  sortedColour: 'red' | 'green';
}

/** 001 §2.13: groups sorted by priority, sorted quantity red below the required one. */
export function groupRows(groups: readonly SortingGroup[]): GroupRow[] {
  return [...groups]
    .sort((a, b) => a.priority - b.priority)
    .map((group) => ({
      id: group.id,
      priority: group.priority,
      group: groupLabel(group.code, group.description),
      code: group.code,
      required: group.expectedCount,
      sorted: group.readsCount,
      sortedColour: group.readsCount < group.expectedCount ? 'red' : 'green',
    }));
}

export interface EntryRow {
  id: string;
  barcode: string;
  description: string;
  required: number;
  sorted: number;
  missing: number;
}

/** 001 §2.13-30: the product's barcode attribute value, else its code, else '---'. */
export const entryBarcode = (entry: SortingGroupEntry): string => entry.productBarcode || entry.productCode || '---';

/** 001 §2.13: entries sorted by assigned minus expected (the most missing first). */
export function entryRows(entries: readonly SortingGroupEntry[]): EntryRow[] {
  return [...entries]
    .sort((a, b) => a.assignedQuantity - a.expectedQuantity - (b.assignedQuantity - b.expectedQuantity))
    .map((entry) => ({
      id: entry.id,
      barcode: entryBarcode(entry),
      description: entry.productDescription,
      required: entry.expectedQuantity,
      sorted: entry.assignedQuantity,
      missing: sortingMissing(entry.expectedQuantity, entry.assignedQuantity),
    }));
}
