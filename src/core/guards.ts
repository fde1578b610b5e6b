/** A plain object (not null, not a list): the first check of any JSON from a server, a history state or a file. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
