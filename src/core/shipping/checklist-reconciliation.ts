/**
 * Checklist reconciliation (000 'Checklist reconciliation', 001 §5): the figures of a parcel's reads against its
 * checklist, the verdict the operation's canConfirmWith* options give them (KO never downgraded), and the message.
 */
import { isRecord } from '../guards.ts';

export interface ChecklistProduct {
  productCode: string;
  quantity: number;
  detected: number;
}

export interface ChecklistItem {
  productCode: string;
  itemId: string;
  detected: boolean;
}

/** 001 §3 Checklist. */
export interface Checklist {
  id: string;
  code: string;
  type: 'CHECKLIST_BY_ITEM' | 'CHECKLIST_BY_PRODUCT';
  totalExpected?: number;
  totalDetectedExpected?: number;
  checklistProducts: ChecklistProduct[];
  checklistItems: ChecklistItem[];
  attributes: Record<string, unknown>;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

/** The server's checklist, checked: undefined without an id or a known type; bad rows are left out. */
export function parseChecklist(raw: unknown): Checklist | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw.id);
  const type = raw.type;
  if (!id || (type !== 'CHECKLIST_BY_ITEM' && type !== 'CHECKLIST_BY_PRODUCT')) return undefined;
  const rows = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
  return {
    id,
    code: text(raw.code),
    type,
    totalExpected: typeof raw.totalExpected === 'number' ? raw.totalExpected : undefined,
    totalDetectedExpected: typeof raw.totalDetectedExpected === 'number' ? raw.totalDetectedExpected : undefined,
    checklistProducts: rows(raw.checklistProducts)
      .map((row) => ({
        productCode: text(row.productCode),
        quantity: whole(row.quantity),
        detected: whole(row.detected),
      }))
      .filter((row) => row.productCode !== ''),
    checklistItems: rows(raw.checklistItems)
      .map((row) => ({ productCode: text(row.productCode), itemId: text(row.itemId), detected: row.detected === true }))
      .filter((row) => row.productCode !== '' && row.itemId !== ''),
    attributes: isRecord(raw.attributes) ? { ...raw.attributes } : {},
  };
}

/** A grouped row of the reconciliation (000 §3 grouped reading row): added = not on the checklist. */
export interface ReconciliationRow {
  productCode: string;
  detected: number;
  expected: number;
  unexpected: number;
  added: boolean;
}

export interface ChecklistSummary {
  detecteds: number;
  expecteds: number;
  unexpecteds: number;
  overQty: number;
  missings: number;
}

/** The per-row formulas of 000/001 §5, summed. */
export function summarizeChecklist(rows: readonly ReconciliationRow[]): ChecklistSummary {
  const summary: ChecklistSummary = { detecteds: 0, expecteds: 0, unexpecteds: 0, overQty: 0, missings: 0 };
  for (const row of rows) {
    summary.detecteds += row.detected;
    summary.expecteds += row.expected;
    if (row.expected > row.detected) summary.missings += row.expected - row.detected;
    const over = row.added ? row.detected - row.unexpected - row.expected : row.detected - row.expected;
    if (over > 0) summary.overQty += over;
    if (row.added) summary.unexpecteds += 1;
    else if (row.detected > row.expected) summary.unexpecteds += row.detected - row.expected;
  }
  return summary;
}

export interface ReadForReconciliation {
  productCode: string;
  itemId?: string;
}

/**
 * The rows of a parcel's ok reads against its checklist. By product: each listed product expects its quantity; by
 * item: each listed item is expected once, under its product, and a read item that is not listed is an added row of
 * its product (an item checklist names items, so another item of the same product does not stand in for a missing
 * one). Products not on the checklist are added rows, all their reads unexpected.
 */
export function rowsFromReads(checklist: Checklist, reads: readonly ReadForReconciliation[]): ReconciliationRow[] {
  const rows = new Map<string, ReconciliationRow>();
  const row = (key: string, productCode: string, added: boolean) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { productCode, detected: 0, expected: 0, unexpected: 0, added }));
    return found;
  };
  const listedItems = new Map(checklist.checklistItems.map((entry) => [entry.itemId, entry.productCode]));
  if (checklist.type === 'CHECKLIST_BY_ITEM') {
    for (const entry of checklist.checklistItems) row(entry.productCode, entry.productCode, false).expected += 1;
  } else {
    for (const entry of checklist.checklistProducts)
      row(entry.productCode, entry.productCode, false).expected += entry.quantity;
  }
  for (const read of reads) {
    const listed =
      checklist.type === 'CHECKLIST_BY_ITEM'
        ? listedItems.has(read.itemId ?? '')
        : rows.has(read.productCode) && !rows.get(read.productCode)?.added;
    if (listed) {
      row(
        checklist.type === 'CHECKLIST_BY_ITEM'
          ? (listedItems.get(read.itemId ?? '') ?? read.productCode)
          : read.productCode,
        read.productCode,
        false,
      ).detected += 1;
    } else {
      const added = row(`added:${read.productCode}`, read.productCode, true);
      added.detected += 1;
      added.unexpected += 1;
    }
  }
  for (const found of rows.values()) if (!found.added) found.unexpected = Math.max(0, found.detected - found.expected);
  return [...rows.values()];
}

export interface ReconciliationPolicy {
  canConfirmWithMissing: string;
  canConfirmWithOverQuantity: string;
  canConfirmWithUnexpected: string;
  genericDiscrepancyMessage: boolean;
}

export type DiscrepancyKind = 'missings' | 'overQty' | 'unexpecteds';

export type ReconciliationOutcome =
  | { verdict: 'OK' }
  | {
      verdict: 'WARNING' | 'KO';
      /** The figures that were not allowed, in the message's order. */
      figures: { kind: DiscrepancyKind; count: number }[];
      generic: boolean;
    };

/** 000 §5: each figure gives KO with 'no', WARNING with 'withWarning', passes otherwise; KO is never downgraded. */
export function reconcile(summary: ChecklistSummary, policy: ReconciliationPolicy): ReconciliationOutcome {
  const checks: [DiscrepancyKind, number, string][] = [
    ['missings', summary.missings, policy.canConfirmWithMissing],
    ['overQty', summary.overQty, policy.canConfirmWithOverQuantity],
    ['unexpecteds', summary.unexpecteds, policy.canConfirmWithUnexpected],
  ];
  let verdict: 'OK' | 'WARNING' | 'KO' = 'OK';
  const figures: { kind: DiscrepancyKind; count: number }[] = [];
  for (const [kind, count, option] of checks) {
    if (count <= 0 || (option !== 'no' && option !== 'withWarning')) continue;
    figures.push({ kind, count });
    if (option === 'no') verdict = 'KO';
    else if (verdict === 'OK') verdict = 'WARNING';
  }
  return verdict === 'OK' ? { verdict } : { verdict, figures, generic: policy.genericDiscrepancyMessage };
}

/** The text of a KO or WARNING (000 §5): 'There are N missing items, …', the question on WARNING; or the generic one. */
export function reconciliationMessage(
  outcome: Exclude<ReconciliationOutcome, { verdict: 'OK' }>,
  translate: (key: string, params?: Record<string, string>) => string,
): string {
  if (outcome.generic) return translate('shipment.checklist.generic');
  const figures = outcome.figures
    .map((figure) => translate(`shipment.checklist.${figure.kind}`, { count: String(figure.count) }))
    .join(', ');
  const statement = `${translate('shipment.checklist.thereAre')} ${figures}.`;
  return outcome.verdict === 'WARNING' ? `${statement} ${translate('shipment.checklist.question')}` : statement;
}

/** 000 §5: checklist mode is off when the form data already carries a checklistId. */
export function checklistModeOn(hasChecklist: boolean, formData: Readonly<Record<string, unknown>>): boolean {
  const id = formData.checklistId;
  return hasChecklist && (id === undefined || id === null || id === '');
}

/** 000 §5: every checklist product must be among the parcel's products ('Checklist product {code} missing from parcel'). */
export function missingChecklistProducts(checklist: Checklist, productCodes: ReadonlySet<string>): string[] {
  const codes =
    checklist.type === 'CHECKLIST_BY_ITEM'
      ? checklist.checklistItems.map((entry) => entry.productCode)
      : checklist.checklistProducts.map((entry) => entry.productCode);
  return [...new Set(codes)].filter((code) => !productCodes.has(code));
}
