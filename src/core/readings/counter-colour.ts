import type { ReadingColour } from './decode-result-label.ts';

export interface CounterFigures {
  detected: number;
  expected?: number;
  unexpected?: number;
}

export type CounterKind = 'total' | 'error' | 'warning' | 'ignored';

/**
 * 000 §4.7. Without a checklist: grey, except the error (red), warning (yellow) and ignored (blue-grey) counters.
 * With one: over (detected + unexpected > expected) or any unexpected is orange; short (or nothing expected) grey;
 * equal green.
 */
export function counterColour(kind: CounterKind, figures: CounterFigures, checklist: boolean): ReadingColour {
  if (kind === 'error') return 'red';
  if (kind === 'warning') return 'yellow';
  if (kind === 'ignored') return 'blueGrey';
  if (!checklist) return 'grey';
  const expected = figures.expected ?? 0;
  const unexpected = figures.unexpected ?? 0;
  if (figures.detected + unexpected > expected || unexpected > 0) return 'orange';
  if (figures.detected < expected || expected === 0) return 'grey';
  return 'green';
}

/** 000 §4.7 counter text: 'detected/expected'; with a checklist and nothing expected, 'detected/0'. */
export function counterText(figures: CounterFigures, checklist: boolean): string {
  if (checklist) return `${figures.detected}/${figures.expected ?? 0}`;
  return figures.expected === undefined ? String(figures.detected) : `${figures.detected}/${figures.expected}`;
}
