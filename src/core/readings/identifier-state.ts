import type { ClassifiedRead } from './classify-read.ts';
import type { ReadingColour } from './decode-result-label.ts';

/**
 * 000 §4.6 identifier display states, each with its colour (label key `readings.identifierStates.<state>`). The
 * vocabulary is derived from this table, so the type and the labels cannot drift apart.
 */
export const identifierStates = {
  valid: 'green',
  unknown: 'yellow',
  invalid: 'red',
  ignored: 'blueGrey',
  skipped: 'grey',
  ignoredWithReason: 'blueGrey',
  error: 'red',
  warning: 'yellow',
  awaiting: 'grey',
  pending: 'blue',
} as const satisfies Record<string, ReadingColour>;

export type IdentifierState = keyof typeof identifierStates;

/**
 * The display state of a listed read: its classified status (000 §4.6 rules 1 to 4) when one applies, otherwise what
 * its decode found (an item: valid; a product or an EAN without the tag: unknown; nothing: invalid).
 */
export function identifierStateOf(read: Pick<ClassifiedRead, 'status' | 'decodeResult'>): IdentifierState {
  if (read.status !== 'valid') return read.status;
  if (read.decodeResult === 'itemFound') return 'valid';
  return read.decodeResult === 'unknown' ? 'invalid' : 'unknown';
}
