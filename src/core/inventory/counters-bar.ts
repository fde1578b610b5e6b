/**
 * The inventory counters bar of 001 §2.14 (tiles Read, Expected detected/total, Unexpected, Ignored with reason,
 * Missing) as the values and tones its tiles bind to. 001 gives the bar no colours; the tones carry the meaning of
 * the counter colours of 001 §4.13: short is grey, complete is green, anything unexpected is orange (warning).
 */
import type { InventoryFigures } from './inventory-counters.ts';

/** The tile tones this bar uses (the UI kit's tone names). */
export type CounterTone = 'neutral' | 'ok' | 'warning' | 'info';

export interface CountersBar {
  read: number;
  /** 'detected/total'. */
  expected: string;
  unexpected: number;
  ignoredWithReason: number;
  missing: number;
  tones: { expected: CounterTone; unexpected: CounterTone; ignoredWithReason: CounterTone; missing: CounterTone };
}

export function countersBar(figures: InventoryFigures): CountersBar {
  const complete = figures.expectedTotal > 0 && figures.missing === 0;
  return {
    read: figures.read,
    expected: `${figures.expectedDetected}/${figures.expectedTotal}`,
    unexpected: figures.unexpected,
    ignoredWithReason: figures.ignoredWithReason,
    missing: figures.missing,
    tones: {
      expected: complete ? 'ok' : 'neutral',
      unexpected: figures.unexpected > 0 ? 'warning' : 'neutral',
      ignoredWithReason: figures.ignoredWithReason > 0 ? 'info' : 'neutral',
      missing: figures.missing > 0 ? 'warning' : complete ? 'ok' : 'neutral',
    },
  };
}
