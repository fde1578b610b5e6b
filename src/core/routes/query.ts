/** A value for a route param or a query key; arrays become repeated keys, undefined and null are left out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

export type QueryParams = Readonly<Record<string, QueryValue>>;

export function isQueryList(value: QueryValue): value is readonly (string | number)[] {
  return Array.isArray(value);
}

export function appendQueryValue(query: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (isQueryList(value)) for (const item of value) query.append(key, String(item));
  else query.append(key, String(value));
}

/** '?a=1&b=2' (or '' when empty), ready to append to a path. */
export function searchString(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The query of a search string ('?' optional); a key given more than once becomes an array (000 §2.1). */
export function readQuery(search: string): Record<string, string | string[]> {
  const values = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(search)) values.set(key, [...(values.get(key) ?? []), value]);
  // Object.fromEntries defines own properties, so a '__proto__' key stays a plain key.
  return Object.fromEntries([...values].map(([key, list]) => [key, list.length === 1 ? (list[0] ?? '') : list]));
}

/**
 * The search string with `changes` applied (000 §2.1 "pages can merge query parameters"): a changed key replaces all
 * its old values, an array sets repeated keys, undefined or null removes the key. Returns '?…', or '' when empty.
 */
export function mergeQuery(search: string, changes: QueryParams): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    query.delete(key);
    appendQueryValue(query, key, value);
  }
  return searchString(query);
}
