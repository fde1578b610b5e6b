import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checklistModeOn,
  missingChecklistProducts,
  parseChecklist,
  reconcile,
  reconciliationMessage,
  rowsFromReads,
  summarizeChecklist,
  type Checklist,
  type ChecklistSummary,
  type ReconciliationPolicy,
  type ReconciliationRow,
} from './checklist-reconciliation.ts';

const byProduct = parseChecklist({
  id: 'c1',
  code: 'CHK-1',
  type: 'CHECKLIST_BY_PRODUCT',
  checklistProducts: [
    { productCode: 'A', quantity: 2, detected: 0 },
    { productCode: 'B', quantity: 1, detected: 0 },
  ],
}) as Checklist;

const policy = (missing: string, over: string, unexpected: string, generic = false): ReconciliationPolicy => ({
  canConfirmWithMissing: missing,
  canConfirmWithOverQuantity: over,
  canConfirmWithUnexpected: unexpected,
  genericDiscrepancyMessage: generic,
});

const translate = (key: string, params?: Record<string, string>) =>
  ({
    'shipment.checklist.thereAre': 'There are',
    'shipment.checklist.missings': `${params?.count} missing items`,
    'shipment.checklist.overQty': `${params?.count} exceeding items`,
    'shipment.checklist.unexpecteds': `${params?.count} unexpected items`,
    'shipment.checklist.question': 'Are you sure you want to confirm anyway?',
    'shipment.checklist.generic':
      'Products with discrepancies were found. Are you sure you want to confirm the parcel?',
  })[key] ?? key;

describe('checklist reconciliation (000 §5, 001 §5)', () => {
  it('[000-3-checklist-06] [000-5-checklist-01] [000-5-checklist-02] [000-5-checklist-03] [000-5-checklist-04] [000-5-checklist-05] [001-5-11] [001-5-12] [001-5-13] [001-5-14] [001-5-15] the per-row formulas: missings, overQty and unexpecteds', () => {
    const rows: ReconciliationRow[] = [
      { productCode: 'A', detected: 1, expected: 3, unexpected: 0, added: false },
      { productCode: 'B', detected: 4, expected: 2, unexpected: 2, added: false },
      { productCode: 'C', detected: 3, expected: 0, unexpected: 2, added: true },
    ];
    expect(summarizeChecklist(rows)).toEqual({ detecteds: 8, expecteds: 5, missings: 2, overQty: 3, unexpecteds: 3 });
  });

  it('[001-3-checklist-02] [001-3-checklist-04] rows from reads: listed products expect their quantity, other products are added rows', () => {
    const rows = rowsFromReads(byProduct, [
      { productCode: 'A' },
      { productCode: 'A' },
      { productCode: 'A' },
      { productCode: 'Z' },
    ]);
    expect(rows).toEqual([
      { productCode: 'A', detected: 3, expected: 2, unexpected: 1, added: false },
      { productCode: 'B', detected: 0, expected: 1, unexpected: 0, added: false },
      { productCode: 'Z', detected: 1, expected: 0, unexpected: 1, added: true },
    ]);
  });

  it('[000-3-checklist-02] [001-3-checklist-02] [001-3-checklist-03] an item checklist expects each listed item once; another item of the product is added', () => {
    const byItem = parseChecklist({
      id: 'c2',
      type: 'CHECKLIST_BY_ITEM',
      checklistItems: [
        { productCode: 'T', itemId: 'i1', detected: false },
        { productCode: 'T', itemId: 'i2', detected: false },
      ],
    }) as Checklist;
    expect(byItem.checklistItems).toEqual([
      { productCode: 'T', itemId: 'i1', detected: false },
      { productCode: 'T', itemId: 'i2', detected: false },
    ]);
    const summary = summarizeChecklist(
      rowsFromReads(byItem, [
        { productCode: 'T', itemId: 'i1' },
        { productCode: 'T', itemId: 'i9' },
      ]),
    );
    expect(summary).toMatchObject({ missings: 1, unexpecteds: 1, expecteds: 2, detecteds: 2 });
  });

  it.each([
    ['[000-5-checklist-06] [001-5-16]', policy('no', 'withWarning', 'allow'), { missings: 1 }, 'KO'],
    ['[000-5-checklist-07] [001-5-16]', policy('withWarning', 'no', 'allow'), { missings: 1 }, 'WARNING'],
    [
      '[000-5-checklist-08] [000-5-checklist-09] [000-5-checklist-10]',
      policy('yes', 'yes', 'yes'),
      { missings: 1, overQty: 1, unexpecteds: 1 },
      'OK',
    ],
    [
      '[000-5-checklist-09] [001-5-17] [001-5-19]',
      policy('withWarning', 'no', 'withWarning'),
      { missings: 1, overQty: 2 },
      'KO',
    ],
    [
      '[000-5-checklist-10] [001-5-18]',
      policy('no', 'withWarning', 'withWarning'),
      { missings: 0, unexpecteds: 1 },
      'WARNING',
    ],
  ])('%s verdict %#', (_id, given, figures, verdict) => {
    const summary: ChecklistSummary = { detecteds: 0, expecteds: 0, missings: 0, overQty: 0, unexpecteds: 0 };
    Object.assign(summary, figures);
    expect(reconcile(summary, given).verdict).toBe(verdict);
  });

  it('[000-5-checklist-12] [000-5-checklist-13] [000-5-checklist-14] [000-5-checklist-15] [001-5-20] [001-5-21] [001-5-22] the message lists what is not allowed; WARNING asks; the generic text replaces it', () => {
    const summary = { detecteds: 3, expecteds: 4, missings: 1, overQty: 0, unexpecteds: 2 };
    const warning = reconcile(summary, policy('withWarning', 'no', 'withWarning'));
    if (warning.verdict === 'OK') throw new Error('expected a warning');
    expect(reconciliationMessage(warning, translate)).toBe(
      'There are 1 missing items, 2 unexpected items. Are you sure you want to confirm anyway?',
    );
    const ko = reconcile(summary, policy('no', 'no', 'allow'));
    if (ko.verdict === 'OK') throw new Error('expected a KO');
    expect(reconciliationMessage(ko, translate)).toBe('There are 1 missing items.');
    const generic = reconcile(summary, policy('withWarning', 'no', 'withWarning', true));
    if (generic.verdict === 'OK') throw new Error('expected a warning');
    expect(reconciliationMessage(generic, translate)).toBe(
      'Products with discrepancies were found. Are you sure you want to confirm the parcel?',
    );
  });

  it('[000-5-checklist-17] [001-5-24] checklist mode is off when the form data carries a checklistId', () => {
    expect(checklistModeOn(true, {})).toBe(true);
    expect(checklistModeOn(true, { checklistId: 'c1' })).toBe(false);
    expect(checklistModeOn(false, {})).toBe(false);
  });

  it("[000-5-checklist-18] [001-5-25] names the checklist products missing from the parcel's products", () => {
    expect(missingChecklistProducts(byProduct, new Set(['A']))).toEqual(['B']);
    expect(missingChecklistProducts(byProduct, new Set(['A', 'B']))).toEqual([]);
  });

  it('[000-3-checklist-01] [000-3-checklist-03] parses only checklists with an id and a known type; bad rows are left out', () => {
    expect(byProduct).toMatchObject({
      id: 'c1',
      type: 'CHECKLIST_BY_PRODUCT',
      checklistProducts: [
        { productCode: 'A', quantity: 2, detected: 0 },
        { productCode: 'B', quantity: 1, detected: 0 },
      ],
    });
    expect(parseChecklist({ id: 'i', type: 'CHECKLIST_BY_ITEM' })).toMatchObject({ type: 'CHECKLIST_BY_ITEM' });
    expect(parseChecklist({ type: 'CHECKLIST_BY_ITEM' })).toBeUndefined();
    expect(parseChecklist({ id: 'x', type: 'OTHER' })).toBeUndefined();
    expect(parseChecklist('checklist')).toBeUndefined();
    expect(
      parseChecklist({
        id: 3,
        type: 'CHECKLIST_BY_PRODUCT',
        checklistProducts: [{ quantity: 2 }, 'x', { productCode: 'A', quantity: '2' }],
      }),
    ).toMatchObject({ id: '3', checklistProducts: [{ productCode: 'A', quantity: 0 }] });
  });
});

const option = fc.constantFrom('no', 'withWarning', 'allow', 'yes');
const figures = fc.record({
  detecteds: fc.nat(50),
  expecteds: fc.nat(50),
  missings: fc.nat(5),
  overQty: fc.nat(5),
  unexpecteds: fc.nat(5),
});
const rank = { OK: 0, WARNING: 1, KO: 2 } as const;

describe('checklist reconciliation properties (000 §5)', () => {
  it('[000-5-checklist-11] [001-5-19] KO is never downgraded: adding a discrepancy never lowers the verdict', () => {
    fc.assert(
      fc.property(
        figures,
        option,
        option,
        option,
        fc.constantFrom('missings', 'overQty', 'unexpecteds'),
        (summary, m, o, u, grow) => {
          const given = policy(m, o, u);
          const before = reconcile(summary, given).verdict;
          const after = reconcile({ ...summary, [grow]: summary[grow] + 1 }, given).verdict;
          return rank[after] >= rank[before];
        },
      ),
    );
  });

  it("[000-5-checklist-06] [000-5-checklist-07] [000-5-checklist-08] [000-5-checklist-09] [000-5-checklist-10] OK exactly when no figure above 0 has 'no' or 'withWarning'; KO exactly when one has 'no'", () => {
    fc.assert(
      fc.property(figures, option, option, option, (summary, m, o, u) => {
        const checks: [number, string][] = [
          [summary.missings, m],
          [summary.overQty, o],
          [summary.unexpecteds, u],
        ];
        const verdict = reconcile(summary, policy(m, o, u)).verdict;
        const counted = checks.filter(([count]) => count > 0);
        if (counted.some(([, rule]) => rule === 'no')) return verdict === 'KO';
        if (counted.some(([, rule]) => rule === 'withWarning')) return verdict === 'WARNING';
        return verdict === 'OK';
      }),
    );
  });

  const reads = fc.array(fc.record({ productCode: fc.constantFrom('A', 'B', 'C', 'D') }), { maxLength: 40 });

  it('[000-5-checklist-01] the read order does not matter, and reads exactly the checklist gives no discrepancy', () => {
    fc.assert(
      fc.property(reads, (given) => {
        const forward = summarizeChecklist(rowsFromReads(byProduct, given));
        const backward = summarizeChecklist(rowsFromReads(byProduct, [...given].reverse()));
        expect(backward).toEqual(forward);
        expect(forward.detecteds).toBe(given.length);
        expect(forward.expecteds).toBe(3);
        expect(forward.missings).toBeGreaterThanOrEqual(0);
      }),
    );
    const exact = summarizeChecklist(
      rowsFromReads(byProduct, [{ productCode: 'A' }, { productCode: 'B' }, { productCode: 'A' }]),
    );
    expect(exact).toMatchObject({ missings: 0, overQty: 0, unexpecteds: 0 });
  });

  it('[000-5-checklist-01] [000-5-checklist-05] missings + listed reads = expected + the excess on listed products', () => {
    fc.assert(
      fc.property(reads, (given) => {
        const rows = rowsFromReads(byProduct, given);
        const listed = rows.filter((row) => !row.added);
        const excess = listed.reduce((sum, row) => sum + Math.max(0, row.detected - row.expected), 0);
        const read = listed.reduce((sum, row) => sum + row.detected, 0);
        return summarizeChecklist(rows).missings + read === 3 + excess;
      }),
    );
  });
});
