import { describe, expect, it } from 'vitest';
import { logStatusTone } from './log-status-tone.ts';

describe('logStatusTone()', () => {
  it.each([
    ['success', 'ok'],
    ['Box Closed', 'ok'],
    ['TRACE', 'ok'],
    ['error', 'error'],
    ['ERROR', 'error'],
    ['Barcode read', 'info'],
    ['INFO', 'info'],
    ['WARNING', 'warning'],
    ['DEBUG', 'neutral'],
    ['', 'neutral'],
    [undefined, 'neutral'],
  ])('(001 §4.10 log colours) should give %j the tone %s', (status, tone) => {
    expect(logStatusTone(status)).toBe(tone);
  });
});
