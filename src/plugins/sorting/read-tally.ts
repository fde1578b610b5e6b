/**
 * The reads' own counters of the sorting reading (001 §2.13), kept in the screen session and with the durable reading
 * session, so a restored reading shows them as they were.
 */
import { isRecord } from '../../core/guards.ts';
import type { SortingOutcome } from '../../core/sorting/sorting-rules.ts';
import { screenValue, setScreen, type SortingContext } from './session.ts';

const TALLY = 'sorting/tally';

interface Tally {
  unexpected: number;
  ignored: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** A restored session's tally (stored in the browser: checked, not trusted), else none yet. */
function restoredTally(context: SortingContext): Tally {
  const kept = context.durable?.kept(TALLY);
  return isRecord(kept)
    ? { unexpected: count(kept.unexpected), ignored: count(kept.ignored) }
    : { unexpected: 0, ignored: 0 };
}

/** The reads' own counters (001 §2.13): Unexpected (processed, not ok) and Ignored (ignored and already read). */
export function readTally(context: SortingContext) {
  const tally = context.session.get<Tally>(TALLY, () => restoredTally(context));
  const publish = () => {
    const counters = screenValue(context, 'counters');
    setScreen(context, { counters: { ...(counters as object), unexpected: tally.unexpected, ignored: tally.ignored } });
    context.durable?.keep(TALLY, tally);
  };
  return {
    /** Shows the tally (a restored one as the reading opens). */
    publish,
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
