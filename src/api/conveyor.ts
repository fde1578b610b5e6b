/**
 * The conveyor's lookups (001 §7 'Transfer to zone', Conveyor): the item search {identifierCodes}, whose item gives
 * the product (content[0].product), many identifiers in one search; and the places search {equalCodes, type
 * SUPPLIER} for a supplier's description (content[0].description).
 */
import type { FoundItem } from '../core/conveyor/conveyor-monitor.ts';
import type { ApiClient } from './http-client.ts';
import { resources } from './resources.ts';
import { isRecord } from '../core/guards.ts';
import { textOf } from '../core/forms/value-path.ts';

/** The items of these identifier codes, by code; a code no item has is absent. */
export async function searchItemsByIdentifiers(
  api: ApiClient,
  codes: readonly string[],
): Promise<Map<string, FoundItem>> {
  const found = new Map<string, FoundItem>();
  if (codes.length === 0) return found;
  const asked = new Set(codes);
  const items = await resources(api).items.search({ identifierCodes: codes, size: codes.length });
  for (const item of items) {
    if (!isRecord(item) || !Array.isArray(item.identifiers)) continue;
    const itemId = textOf(item.id);
    const product = isRecord(item.product) ? item.product : {};
    const hit = { itemId, productCode: textOf(product.code), description: textOf(product.description) };
    for (const identifier of item.identifiers) {
      const code = isRecord(identifier) ? textOf(identifier.code) : '';
      if (itemId && asked.has(code)) found.set(code, hit);
    }
  }
  return found;
}

/** The description of the SUPPLIER place with this code; '' when there is none. */
export async function supplierDescription(api: ApiClient, code: string): Promise<string> {
  const [place] = await resources(api).places.search({ equalCodes: code, type: 'SUPPLIER' });
  return isRecord(place) ? textOf(place.description) : '';
}
