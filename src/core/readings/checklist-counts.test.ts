import { describe, expect, it } from 'vitest';
import { createChecklistCounts } from './checklist-counts.ts';

describe('createChecklistCounts()', () => {
  it('[000-5-checklist-01] should keep missing and unexpected as product counts change', () => {
    const counts = createChecklistCounts();
    const detected = new Map([['P1', 1]]);
    counts.set(
      [
        { productCode: 'P1', expected: 2 },
        { productCode: 'P2', expected: 1 },
        { productCode: 'P1', expected: 1 },
      ],
      (code) => detected.get(code) ?? 0,
    );
    expect(counts.figures(1)).toEqual({ checklist: true, expected: 4, missing: 3, unexpected: 0 });
    counts.detectedChanged('P2', 0, 1);
    counts.detectedChanged('P2', 1, 2);
    counts.detectedChanged('P9', 0, 1);
    expect(counts.figures(4)).toEqual({ checklist: true, expected: 4, missing: 2, unexpected: 2 });
    expect(counts.expected().get('P1')?.expected).toBe(3);
    counts.readsCleared();
    expect(counts.figures(0)).toMatchObject({ missing: 4, unexpected: 0 });
  });

  it('should be no checklist with no expected product', () => {
    const counts = createChecklistCounts();
    counts.set([], () => 0);
    expect(counts.figures(3)).toEqual({ checklist: false, expected: 0, missing: 0, unexpected: 3 });
  });
});
