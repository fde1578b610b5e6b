import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import type { DecodeResultType } from './decoded-read.ts';

export const emptyByStatus = (): Record<ReadStatus, number> => ({
  error: 0,
  warning: 0,
  ignored: 0,
  ignoredWithReason: 0,
  valid: 0,
});
const emptyByResult = (): Record<DecodeResultType, number> => ({
  itemFound: 0,
  productFound: 0,
  unknownDecoded: 0,
  unknown: 0,
});

const productOf = (read: ClassifiedRead) => read.item.product?.code || undefined;

export interface ListedReadsOptions {
  /** A product's count of listed reads went from `before` to `after` (the checklist figures follow it). */
  onProductCount?(productCode: string, before: number, after: number): void;
}

/**
 * The reads a screen lists, in arrival order, with what finds them: every identifier code of a listed item points at
 * the read it is listed under (000 §4.5: removing by identifierCode or by item id takes all of the item's codes), the
 * reads of each product, and the counts by status and decoded result. Maps and Sets throughout: a lookup costs the
 * same with 50 or 50,000 reads.
 */
export function createListedReads(options: ListedReadsOptions = {}) {
  /** Listed reads by their identifierCode, in arrival order. */
  const listed = new Map<string, ClassifiedRead>();
  /** Every identifier code of a listed item → the identifierCode it is listed under. */
  const codeIndex = new Map<string, string>();
  /** A listed read's identifierCode → the other codes that point at it in codeIndex. */
  const ownedCodes = new Map<string, Set<string>>();
  const byItemId = new Map<string, string>();
  /** A product code → the identifierCodes of its listed reads. */
  const byProduct = new Map<string, Set<string>>();
  let byStatus = emptyByStatus();
  let byResult = emptyByResult();

  function index(code: string, owner: string) {
    codeIndex.set(code, owner);
    // A read's own code is found without a set of its own (take adds it): in a flood that is a Set per read saved.
    if (code === owner) return;
    let owned = ownedCodes.get(owner);
    if (!owned) ownedCodes.set(owner, (owned = new Set()));
    owned.add(code);
  }

  function findByItemId(itemId: string): ClassifiedRead | undefined {
    const code = byItemId.get(itemId);
    return code === undefined ? undefined : listed.get(code);
  }

  return {
    add(read: ClassifiedRead) {
      listed.set(read.identifierCode, read);
      byStatus[read.status] += 1;
      byResult[read.decodeResult] += 1;
      if (read.item.id) byItemId.set(read.item.id, read.identifierCode);
      const product = productOf(read);
      if (product) {
        let codes = byProduct.get(product);
        if (!codes) byProduct.set(product, (codes = new Set()));
        codes.add(read.identifierCode);
        options.onProductCount?.(product, codes.size - 1, codes.size);
      }
      index(read.identifierCode, read.identifierCode);
      for (const { code } of read.item.identifiers)
        if (code && code !== read.identifierCode) index(code, read.identifierCode);
    },
    /** Another tag of an item already listed: it finds that item's read from now on. */
    addCodeOfItem(code: string, itemId: string) {
      const owner = findByItemId(itemId);
      if (owner) index(code, owner.identifierCode);
    },
    findByItemId,
    /** The listed read a code belongs to (its own, or its item's). */
    findByCode: (code: string) => listed.get(codeIndex.get(code) ?? code),
    /** The listed read of a code changes in place (kind fields only: its status, item and product stay). */
    replace(read: ClassifiedRead) {
      if (listed.has(read.identifierCode)) listed.set(read.identifierCode, read);
    },
    /** The listed reads of a product, in arrival order. */
    ofProduct(productCode: string): ClassifiedRead[] {
      const codes = byProduct.get(productCode);
      return codes ? [...codes].flatMap((code) => listed.get(code) ?? []) : [];
    },
    productCount: (productCode: string) => byProduct.get(productCode)?.size ?? 0,
    /** Takes a read off the list; answers every code that pointed at it (the reader forgets them all). */
    take(read: ClassifiedRead): Set<string> {
      listed.delete(read.identifierCode);
      byStatus[read.status] -= 1;
      byResult[read.decodeResult] -= 1;
      if (read.item.id) byItemId.delete(read.item.id);
      const product = productOf(read);
      const ofProduct = product ? byProduct.get(product) : undefined;
      if (product && ofProduct?.delete(read.identifierCode)) {
        if (ofProduct.size === 0) byProduct.delete(product);
        options.onProductCount?.(product, ofProduct.size + 1, ofProduct.size);
      }
      const codes = ownedCodes.get(read.identifierCode) ?? new Set<string>();
      ownedCodes.delete(read.identifierCode);
      codes.add(read.identifierCode);
      for (const identifier of read.item.identifiers) if (identifier.code) codes.add(identifier.code);
      for (const code of codes) codeIndex.delete(code);
      return codes;
    },
    clear() {
      listed.clear();
      codeIndex.clear();
      ownedCodes.clear();
      byItemId.clear();
      byProduct.clear();
      byStatus = emptyByStatus();
      byResult = emptyByResult();
    },
    byStatus: () => ({ ...byStatus }),
    byDecodeResult: () => ({ ...byResult }),
    size: () => listed.size,
    values: () => listed.values(),
  };
}

export type ListedReadsIndex = ReturnType<typeof createListedReads>;
