import { isRecord } from '../../core/guards.ts';

/**
 * A bound prop may name a place inside a literal prop (`tiles.1.value`): a widget's list of items keeps its labels
 * literal and takes each value from its own rule, as json-logic cannot build objects. The props are copied along the
 * path (never mutated); a number segment indexes an array.
 */
export function bindProp(props: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  return setIn(props, name.split('.'), value) as Record<string, unknown>;
}

function setIn(container: unknown, [head = '', ...rest]: string[], value: unknown): unknown {
  const index = /^(0|[1-9][0-9]*)$/.test(head) ? Number(head) : undefined;
  const current =
    index !== undefined && Array.isArray(container)
      ? container[index]
      : isRecord(container) && Object.hasOwn(container, head)
        ? container[head]
        : undefined;
  const next = rest.length === 0 ? value : setIn(current ?? (/^[0-9]+$/.test(rest[0]!) ? [] : {}), rest, value);
  if (index !== undefined && Array.isArray(container)) {
    const copy = [...container];
    copy[index] = next;
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(container) ? { ...container } : {};
  // An own property even for a name such as 'constructor' (the descriptor schema refuses '__proto__').
  Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * Props as JSON has them, for the props check: a member whose value is undefined is absent and an undefined list item
 * is null (a bound rule finding nothing gives undefined, e.g. a tile's value before its counters load, and the
 * schema checker refuses undefined outright). Parts without one are the same objects, so nothing is copied then.
 */
export function asJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // Loops without per-item allocations: a list of 100,000 rows is walked in a few milliseconds (001 §2.13).
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      if (item !== undefined && (typeof item !== 'object' || item === null)) continue;
      const next = item === undefined ? null : asJson(item);
      if (next === item) continue;
      copy ??= [...value];
      copy[index] = next;
    }
    return copy ?? value;
  }
  if (!isRecord(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = value[key];
    if (item !== undefined && (typeof item !== 'object' || item === null)) continue;
    const next = item === undefined ? undefined : asJson(item);
    if (next === item && item !== undefined) continue;
    copy ??= { ...value };
    if (next === undefined) delete copy[key];
    else Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}

/**
 * Same prop value for rendering: the same value, or lists and records holding the same values two levels down (what a
 * nested binding rebuilds on every evaluation: a list of items whose fields are scalars).
 */
export function samePropValue(a: unknown, b: unknown, depth = 2): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => samePropValue(item, b[i], depth - 1));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => samePropValue(a[key], b[key], depth - 1));
  }
  return false;
}
