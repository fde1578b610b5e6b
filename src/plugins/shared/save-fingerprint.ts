/** JSON with object keys sorted, so equal content gives equal text whatever the key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The identity of a save's content: the same list saved again is the same confirm attempt (same idempotency key). */
export function saveFingerprint(save: { readonly itemIds: readonly string[] }): string {
  return stableJson({ ...save, itemIds: [...save.itemIds].sort() });
}
