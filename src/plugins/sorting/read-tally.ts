/** The reads' own counters of the sorting reading (001 §2.13), kept in the screen session. */
import type { SortingOutcome } from '../../core/sorting/sorting-rules.ts';
import { screenValue, setScreen, type SortingContext } from './session.ts';

/** The reads' own counters (001 §2.13): Unexpected (processed, not ok) and Ignored (ignored and already read). */
export function readTally(context: SortingContext) {
  const tally = context.session.get('sorting/tally', () => ({ unexpected: 0, ignored: 0 }));
  const publish = () => {
    const counters = screenValue(context, 'counters');
    setScreen(context, { counters: { ...(counters as object), unexpected: tally.unexpected, ignored: tally.ignored } });
  };
  return {
    count(outcome: SortingOutcome) {
      if (outcome.kind === 'processed' && !outcome.ok) tally.unexpected += 1;
      if (outcome.kind !== 'processed') tally.ignored += 1;
      publish();
    },
    reset() {
      tally.unexpected = 0;
      tally.ignored = 0;
      publish();
    },
  };
}
