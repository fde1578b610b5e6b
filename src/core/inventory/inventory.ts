/**
 * The inventory of 001 §3 as the screens use it (id, code, status, description, creationDate), parsed from the
 * server's JSON: a record without an id is no inventory, other members fall back to empty values.
 */
import { isRecord, memberOf } from '../operation-config/raw-values.ts';
import { textOf } from '../forms/value-path.ts';

/** 001 §2.14, §4.12: the statuses the list shows (others exist; they are not listed). */
export const listedInventoryStatuses = ['OPEN', 'POPULATING'] as const;

/** 001 §9: the inventory list's search size. */
export const inventorySearchSize = 10_000;

export interface Inventory {
  id: string;
  code: string;
  /** OPEN, POPULATING, or another status as the server names it. */
  status: string;
  description: string;
  /** Epoch milliseconds (001 §7 dates), undefined when the server gives none. */
  creationDate: number | undefined;
}

function epochOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** One inventory, or undefined when the value is not a record with an id. */
export function parseInventory(value: unknown): Inventory | undefined {
  if (!isRecord(value)) return undefined;
  const id = textOf(memberOf(value, 'id'));
  if (id === '') return undefined;
  return {
    id,
    code: textOf(memberOf(value, 'code')),
    status: textOf(memberOf(value, 'status')),
    description: textOf(memberOf(value, 'description')),
    creationDate: epochOf(memberOf(value, 'creationDate')),
  };
}

/** A search page's `content` (000 §7.1), leaving out entries that are no inventory; undefined when it has none. */
export function parseInventoryPage(value: unknown): Inventory[] | undefined {
  const content = isRecord(value) ? memberOf(value, 'content') : undefined;
  if (!Array.isArray(content)) return undefined;
  return content.flatMap((entry) => parseInventory(entry) ?? []);
}
