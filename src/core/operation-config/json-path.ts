/**
 * JSON paths for diagnostics (000 §3 Operation; design brief: errors name the operation, the JSON path and the
 * expected value). Members with identifier-like names use dot notation (`$.options.removeMode`), other names the
 * bracket notation with a JSON string (`$["a.b"]`, `$["__proto__"]`), array elements their index (`$.formSchema[2]`).
 */
export type JsonPathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function appendPath(path: string, segment: JsonPathSegment): string {
  if (typeof segment === 'number') return `${path}[${segment}]`;
  return IDENTIFIER.test(segment) && segment !== '__proto__'
    ? `${path}.${segment}`
    : `${path}[${JSON.stringify(segment)}]`;
}

const TOKEN = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;

/** The segments of a path written by appendPath; undefined when it is not one. */
export function parseJsonPath(path: string): JsonPathSegment[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const segments: JsonPathSegment[] = [];
  TOKEN.lastIndex = 1;
  while (TOKEN.lastIndex < path.length) {
    const match = TOKEN.exec(path);
    if (!match) return undefined;
    const [, name, index, quoted] = match;
    if (name !== undefined) segments.push(name);
    else if (index !== undefined) segments.push(Number(index));
    else segments.push(JSON.parse(quoted ?? '""') as string);
  }
  return segments;
}

export type PathLookup = { readonly found: true; readonly value: unknown } | { readonly found: false };

/** The value a path names inside `root`, following own members only. */
export function readJsonPath(root: unknown, path: string): PathLookup {
  const segments = parseJsonPath(path);
  if (!segments) return { found: false };
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return { found: false };
    // An array has only its elements (not `length`); an object only its named members.
    if (Array.isArray(current) !== (typeof segment === 'number')) return { found: false };
    if (!Object.hasOwn(current, segment)) return { found: false };
    current = (current as Record<string | number, unknown>)[segment];
  }
  return { found: true, value: current };
}
