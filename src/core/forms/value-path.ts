/** Reading and writing form data by a field name that may be a dotted path (000 §3 Form field name). */

const forbidden = new Set(['__proto__', 'prototype', 'constructor']);

export function getPath(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A copy of `data` with `value` at `path` (objects along the path are copied, never mutated). */
export function setPath(
  data: Readonly<Record<string, unknown>>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  if (forbidden.has(head)) return { ...data };
  const copy: Record<string, unknown> = { ...data };
  if (rest.length === 0) {
    Object.defineProperty(copy, head, { value, enumerable: true, writable: true, configurable: true });
    return copy;
  }
  const child = copy[head];
  const inner = child !== null && typeof child === 'object' && !Array.isArray(child) ? child : {};
  Object.defineProperty(copy, head, {
    value: setPath(inner as Record<string, unknown>, rest.join('.'), value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Empty for the required check (000 §5): nothing, whitespace-only text, an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A scalar's text; undefined for objects, lists and nothing (String() may throw on objects without a prototype). */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return undefined;
}

/** A scalar from a server as text, '' for anything else (an object, null, a missing field). */
export const textOf = (value: unknown): string => scalarText(value) ?? '';
