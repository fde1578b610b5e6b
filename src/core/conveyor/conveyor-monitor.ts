/**
 * The conveyor monitor's state (001 §2.12, §4.10) and its one transition. It stays cheap at any event rate: an event
 * copies at most the 50-entry log and the current box's items, never a history.
 */
import type { ConveyorEvent } from './conveyor-event.ts';
import { conveyorLogEntry, conveyorLogLimit, type ConveyorLogEntry } from './conveyor-log.ts';
import { conveyorStatusOf, isIgnoredEvent, startsBox, type ConveyorStatus } from './conveyor-status.ts';

/** What the item search found for an identifier (001 §7 'content[0].product'). */
export interface FoundItem {
  itemId: string;
  productCode: string;
  description: string;
}

/** A read identifier of the current box: waiting for its search, found ('total ok') or not ('unknown'). */
export interface ConveyorItem {
  epc: string;
  state: 'pending' | 'found' | 'unknown';
  productCode: string;
  description: string;
}

export interface ConveyorMonitorState {
  status: ConveyorStatus;
  /** The last barcode read, '' before any. */
  barcode: string;
  supplierCode: string;
  /** The current box's identifiers, in reading order. */
  items: readonly ConveyorItem[];
  counters: { totalOk: number; unknown: number };
  /** Newest first, at most 50. */
  log: readonly ConveyorLogEntry[];
  nextLogId: number;
}

export type ConveyorInput =
  | { type: 'event'; event: ConveyorEvent }
  /** Search results by identifier: the item, or null when there is none. */
  | { type: 'found'; results: ReadonlyMap<string, FoundItem | null> }
  | { type: 'clearLog' };

export const initialConveyorState: ConveyorMonitorState = {
  status: 'awaiting',
  barcode: '',
  supplierCode: '',
  items: [],
  counters: { totalOk: 0, unknown: 0 },
  log: [],
  nextLogId: 1,
};

function applyEvent(state: ConveyorMonitorState, event: ConveyorEvent): ConveyorMonitorState {
  if (isIgnoredEvent(event.tunnelEventType)) return state;
  const fresh = startsBox(event.tunnelEventType);
  let items = fresh ? [] : state.items;
  if (event.identifiers.length > 0) {
    const known = new Set(items.map((item) => item.epc));
    const added = event.identifiers
      .filter((epc) => !known.has(epc))
      .map((epc): ConveyorItem => ({ epc, state: 'pending', productCode: '', description: '' }));
    if (added.length > 0) items = [...items, ...added];
  }
  const entry = conveyorLogEntry(event, state.nextLogId);
  return {
    status: conveyorStatusOf(event.status),
    barcode: event.barcode || state.barcode,
    supplierCode: event.supplierCode || state.supplierCode,
    items,
    counters: fresh ? { totalOk: 0, unknown: 0 } : state.counters,
    log: [entry, ...state.log.slice(0, conveyorLogLimit - 1)],
    nextLogId: state.nextLogId + 1,
  };
}

function applyFound(state: ConveyorMonitorState, results: ReadonlyMap<string, FoundItem | null>) {
  let totalOk = state.counters.totalOk;
  let unknown = state.counters.unknown;
  const items = state.items.map((item) => {
    const result = item.state === 'pending' ? results.get(item.epc) : undefined;
    if (result === undefined) return item;
    if (result === null) {
      unknown += 1;
      return { ...item, state: 'unknown' as const };
    }
    totalOk += 1;
    return { ...item, state: 'found' as const, productCode: result.productCode, description: result.description };
  });
  if (totalOk === state.counters.totalOk && unknown === state.counters.unknown) return state;
  return { ...state, items, counters: { totalOk, unknown } };
}

/** The monitor's one transition: an event of the stream, search results for its identifiers, or Clear of the log. */
export function conveyorTransition(state: ConveyorMonitorState, input: ConveyorInput): ConveyorMonitorState {
  switch (input.type) {
    case 'event':
      return applyEvent(state, input.event);
    case 'found':
      return applyFound(state, input.results);
    case 'clearLog':
      return state.log.length === 0 ? state : { ...state, log: [] };
  }
}
