import { describe, expect, it } from 'vitest';
import { countersBar } from './counters-bar.ts';
import type { InventoryFigures } from './inventory-counters.ts';

const figures = (given: Partial<InventoryFigures>): InventoryFigures => ({
  read: 0,
  expectedDetected: 0,
  expectedTotal: 24,
  unexpected: 0,
  ignoredWithReason: 0,
  missing: 24,
  ...given,
});

describe('countersBar()', () => {
  it('[001-2.14-09] should give the five tiles: Read, Expected detected/total, Unexpected, Ignored with reason, Missing', () => {
    const bar = countersBar(
      figures({ read: 22, expectedDetected: 18, unexpected: 4, ignoredWithReason: 5, missing: 6 }),
    );
    expect(bar).toMatchObject({ read: 22, expected: '18/24', unexpected: 4, ignoredWithReason: 5, missing: 6 });
  });

  it.each([
    [
      'nothing counted yet',
      {},
      { expected: 'neutral', unexpected: 'neutral', ignoredWithReason: 'neutral', missing: 'warning' },
    ],
    [
      'every expected item found',
      { read: 24, expectedDetected: 24, missing: 0 },
      { expected: 'ok', unexpected: 'neutral', ignoredWithReason: 'neutral', missing: 'ok' },
    ],
    [
      'unexpected and ignored reads',
      { read: 5, expectedDetected: 3, unexpected: 2, ignoredWithReason: 1, missing: 21 },
      { expected: 'neutral', unexpected: 'warning', ignoredWithReason: 'info', missing: 'warning' },
    ],
    [
      'an inventory expecting nothing',
      { expectedTotal: 0, missing: 0 },
      { expected: 'neutral', unexpected: 'neutral', ignoredWithReason: 'neutral', missing: 'neutral' },
    ],
  ] as const)('should tone the tiles for %s', (_case, given, tones) => {
    expect(countersBar(figures(given)).tones).toEqual(tones);
  });
});
