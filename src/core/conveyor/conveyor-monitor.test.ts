import { describe, expect, it } from 'vitest';
import { boxEvents, conveyorEvent } from '../../test-support/conveyor-fixtures.ts';
import { parseConveyorMessage, type ConveyorEvent } from './conveyor-event.ts';
import {
  conveyorTransition,
  initialConveyorState,
  type ConveyorInput,
  type ConveyorMonitorState,
  type FoundItem,
} from './conveyor-monitor.ts';

const run = (inputs: ConveyorInput[], from = initialConveyorState) => inputs.reduce(conveyorTransition, from);
const events = (list: ConveyorEvent[]): ConveyorInput[] => list.map((event) => ({ type: 'event', event }));
const found = (entries: [string, FoundItem | null][]): ConveyorInput => ({ type: 'found', results: new Map(entries) });
const item = (code: string): FoundItem => ({ itemId: `id-${code}`, productCode: code, description: `desc ${code}` });
const box = (barcode: string, epcs: string[], unknownEpcs: string[] = []) =>
  boxEvents({ barcode, epcs, unknownEpcs }).map((data) => parseConveyorMessage({ data })!);

describe('conveyorTransition()', () => {
  it('[001-2.12-06] [001-2.12-07] [001-4.10-05] should follow a box: reading, box closed, awaiting, with its barcode', () => {
    const [barcodeRead, start, tags, stop, result, done] = box('BX1', ['E1']);
    const states = [barcodeRead!, start!, tags!, stop!, result!, done!].reduce<ConveyorMonitorState[]>(
      (list, event) => [...list, conveyorTransition(list.at(-1) ?? initialConveyorState, { type: 'event', event })],
      [],
    );
    expect(states.map((state) => state.status)).toEqual([
      'reading',
      'reading',
      'reading',
      'boxClosed',
      'awaiting',
      'awaiting',
    ]);
    expect(states.at(-1)?.barcode).toBe('BX1');
  });

  it('[001-4.10-11] should ignore ELABORATION_COMPLETED entirely (the same state)', () => {
    const state = run(events(box('BX1', ['E1']).slice(0, 5)));
    const done = conveyorEvent({ tunnelEventType: 'ELABORATION_COMPLETED', status: 1, barcode: 'BX9' });
    expect(conveyorTransition(state, { type: 'event', event: done })).toBe(state);
  });

  it('[001-2.12-05] should count found items as total ok and the others as unknown, once each', () => {
    const state = run([
      ...events(box('BX1', ['E1', 'E2'], ['U1'])),
      found([
        ['E1', item('P1')],
        ['U1', null],
      ]),
      found([
        ['E1', item('P1')],
        ['E2', item('P2')],
      ]),
    ]);
    expect(state.counters).toEqual({ totalOk: 2, unknown: 1 });
    expect(state.items.map((entry) => [entry.epc, entry.state, entry.productCode])).toEqual([
      ['E1', 'found', 'P1'],
      ['E2', 'found', 'P2'],
      ['U1', 'unknown', ''],
    ]);
  });

  it.each([['BARCODE_READ'], ['RFID_START_READING']])(
    '[001-4.10-09] [001-4.10-10] %s should reset the items and counters',
    (type) => {
      const state = run([...events(box('BX1', ['E1'])), found([['E1', item('P1')]])]);
      const next = conveyorTransition(state, { type: 'event', event: conveyorEvent({ tunnelEventType: type }) });
      expect(next.items).toEqual([]);
      expect(next.counters).toEqual({ totalOk: 0, unknown: 0 });
    },
  );

  it('should leave alone results for identifiers no longer in the box (a search that answers after the next box)', () => {
    const state = run([...events(box('BX1', ['E1'])), ...events(box('BX2', ['E2']).slice(0, 3))]);
    const next = conveyorTransition(state, found([['E1', item('P1')]]));
    expect(next).toBe(state);
  });

  it('[001-9-16] should keep the 50 newest log lines, newest first, and Clear empties it', () => {
    const state = run(Array.from({ length: 20 }, (_, n) => events(box(`BX${n}`, ['E1']))).flat());
    expect(state.log).toHaveLength(50);
    expect(state.log[0]?.message).toBe('success: 1 items');
    expect(state.log.map((entry) => entry.id)).toEqual([...state.log.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(conveyorTransition(state, { type: 'clearLog' }).log).toEqual([]);
  });
});
