import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import { kindFieldText, type TextKindField } from './kind-fields.ts';

/**
 * Which listed reads a list or counter shows, so two lists of one screen show different parts of its reads (ok and
 * unexpected items, a session list's current box and its mission). Every condition given must hold.
 */
export interface ReadFilter {
  /** The read's status is one of these. */
  statuses?: readonly ReadStatus[];
  /** Each named kind field has one of its listed values ('' stands for a read without the field). */
  kindFields?: Readonly<Partial<Record<TextKindField, readonly string[]>>>;
}

export function matchesFilter(read: ClassifiedRead, filter: ReadFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.statuses && !filter.statuses.includes(read.status)) return false;
  for (const [name, values] of Object.entries(filter.kindFields ?? {})) {
    if (values && !values.includes(kindFieldText(read.kindFields, name as TextKindField))) return false;
  }
  return true;
}

/** A text naming a filter, equal for equal filters: views are kept per filter by it. */
export function filterKey(filter: ReadFilter | undefined): string {
  if (!filter) return '';
  const kindFields = Object.entries(filter.kindFields ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([filter.statuses ? [...filter.statuses].sort() : null, kindFields]);
}
