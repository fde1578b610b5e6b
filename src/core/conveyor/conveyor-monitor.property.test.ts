/** @vitest-environment node */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conveyorEvent } from '../../test-support/conveyor-fixtures.ts';
import { conveyorLogLimit } from './conveyor-log.ts';
import { conveyorTransition, initialConveyorState, type ConveyorInput } from './conveyor-monitor.ts';
import { isIgnoredEvent, startsBox } from './conveyor-status.ts';

const epc = fc.constantFrom('E1', 'E2', 'E3', 'E4', 'E5', 'U1', 'U2');
const eventType = fc.constantFrom(
  'BARCODE_READ',
  'RFID_START_READING',
  'RFID_TAGS_READ',
  'RFID_STOP_READING',
  'BOX_RESULT',
  'ELABORATION_COMPLETED',
  'OTHER',
);
const input: fc.Arbitrary<ConveyorInput> = fc.oneof(
  fc
    .record({
      tunnelEventType: eventType,
      status: fc.option(fc.integer({ min: -1, max: 6 }), { nil: undefined }),
      identifiers: fc.uniqueArray(epc, { maxLength: 5 }),
      logLevel: fc.constantFrom('INFO', 'TRACE', 'WARNING', 'ERROR', ''),
    })
    .map((fields) => ({ type: 'event' as const, event: conveyorEvent(fields) })),
  fc.array(fc.tuple(epc, fc.boolean()), { maxLength: 5 }).map((pairs) => ({
    type: 'found' as const,
    results: new Map(
      pairs.map(([code, known]) => [code, known ? { itemId: code, productCode: `P-${code}`, description: '' } : null]),
    ),
  })),
  fc.constant({ type: 'clearLog' as const }),
);

describe('conveyorTransition() over any run of inputs', () => {
  it('[001-9-16] keeps its invariants: log ≤ 50 newest first, counters = the items found and unknown, a box lists an identifier once', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 200 }), (inputs) => {
        let state = initialConveyorState;
        for (const next of inputs) {
          const before = state;
          state = conveyorTransition(state, next);
          if (next.type === 'event' && isIgnoredEvent(next.event.tunnelEventType)) expect(state).toBe(before);
          if (next.type === 'event' && startsBox(next.event.tunnelEventType))
            expect(state.items.map((item) => item.epc)).toEqual(next.event.identifiers);
          expect(state.log.length).toBeLessThanOrEqual(conveyorLogLimit);
          const ids = state.log.map((entry) => entry.id);
          expect(ids).toEqual([...ids].sort((a, b) => b - a));
          expect(state.counters).toEqual({
            totalOk: state.items.filter((item) => item.state === 'found').length,
            unknown: state.items.filter((item) => item.state === 'unknown').length,
          });
          expect(new Set(state.items.map((item) => item.epc)).size).toBe(state.items.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
