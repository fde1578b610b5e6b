import type { Product } from './decoded-read.ts';

/** A product a plugin expects to read, with how many (a checklist's product, 000 §3 Checklist, 001 §2.5–§2.8). */
export interface ExpectedProduct {
  productCode: string;
  expected: number;
  /** What the row shows before any of its items is read; the code alone when absent. */
  product?: Product;
}

/** The checklist figures of the listed reads (000 §4.7, 000 §5 checklist reconciliation). */
export interface ChecklistFigures {
  /** A plugin set expected products: counters take the checklist colours (000 §4.7). */
  checklist: boolean;
  expected: number;
  /** Expected units not read yet: the sum over expected products of expected − detected, when positive. */
  missing: number;
  /** Reads beyond what is expected: reads of other products (or of none) and over-quantity. */
  unexpected: number;
}

/**
 * The expected products of a screen and the figures of its reads against them, kept as reads come and go: each
 * change of a product's detected count adjusts the totals in O(1), so no figure needs a pass over the reads.
 */
export function createChecklistCounts() {
  let expected = new Map<string, ExpectedProduct>();
  let expectedTotal = 0;
  /** Σ min(detected, expected) over the expected products. */
  let matched = 0;
  const matchedOf = (code: string, detected: number) => Math.min(detected, expected.get(code)?.expected ?? 0);
  return {
    /** Replaces the expected products (an empty list: no checklist); `detectedOf` gives each product's reads now. */
    set(rows: readonly ExpectedProduct[], detectedOf: (productCode: string) => number) {
      expected = new Map();
      for (const row of rows) {
        const given = Math.max(0, Math.floor(row.expected)) || 0;
        const known = expected.get(row.productCode);
        expected.set(row.productCode, {
          productCode: row.productCode,
          expected: (known?.expected ?? 0) + given,
          product: known?.product ?? row.product,
        });
      }
      expectedTotal = 0;
      matched = 0;
      for (const [code, row] of expected) {
        expectedTotal += row.expected;
        matched += matchedOf(code, detectedOf(code));
      }
    },
    /** A product's detected count went from `before` to `after`. */
    detectedChanged(productCode: string, before: number, after: number) {
      if (expected.has(productCode)) matched += matchedOf(productCode, after) - matchedOf(productCode, before);
    },
    /** Every read was forgotten (the expected products stay). */
    readsCleared() {
      matched = 0;
    },
    figures(listed: number): ChecklistFigures {
      return {
        checklist: expected.size > 0,
        expected: expectedTotal,
        missing: expectedTotal - matched,
        unexpected: listed - matched,
      };
    },
    expected: (): ReadonlyMap<string, ExpectedProduct> => expected,
  };
}

export type ChecklistCounts = ReturnType<typeof createChecklistCounts>;
