/**
 * How the demo data files refer to each other. Every record has a stable id derived from its kind and key
 * (its `$key`, else its `code`), so the data files, the device emulator's demo fields and tests can name a
 * record before the database exists. Inside the files, strings of the form
 * - '@{kind}/{key}' become the id of that record (e.g. '@places/WH-LOM');
 * - '@daysAgo/{n}' become the epoch ms of n days before seeding.
 */
import { hash } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;
const REFERENCE = /^@([A-Za-z]+)\/(.+)$/;

/** A UUID-shaped (version 5 layout) id, the same for the same kind and key every time. */
export function stableId(kind: string, key: string): string {
  const hex = hash('sha1', `station-sandbox/${kind}/${key}`);
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export function reference(kind: string, key: string): string {
  return `@${kind}/${key}`;
}

export interface ResolvedReference {
  kind: string;
  key: string;
  id: string;
}

/** Replaces references and day offsets everywhere in a value; found references are reported to `seen`. */
export function resolveSeedValue(value: unknown, now: number, seen: (found: ResolvedReference) => void): unknown {
  if (typeof value === 'string') {
    const match = REFERENCE.exec(value);
    if (!match?.[1] || !match[2]) return value;
    if (match[1] === 'daysAgo') return now - Number(match[2]) * DAY_MS;
    const found = { kind: match[1], key: match[2], id: stableId(match[1], match[2]) };
    seen(found);
    return found.id;
  }
  if (Array.isArray(value)) return value.map((entry) => resolveSeedValue(entry, now, seen));
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) result[key] = resolveSeedValue(entry, now, seen);
    return result;
  }
  return value;
}

export { DAY_MS };
