import jsonLogic from 'json-logic-js';
import { hasCapability } from '../../core/capabilities/has-capability.ts';
import { isRecord } from '../../core/guards.ts';
import { defaultDateFormat, formatDate } from '../../core/dates.ts';

/**
 * json-logic with `var` limited to own properties: configuration comes from a server, so a rule must not reach
 * `constructor`, `__proto__` or anything else an object inherits.
 */
function ownVar(this: unknown, path: unknown, fallback: unknown) {
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === null || path === '') return this;
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- json-logic hands the data to operators as `this`
  let data: unknown = this;
  for (const segment of String(path).split('.')) {
    if (data === null || typeof data !== 'object' || !Object.hasOwn(data, segment)) return notFound;
    data = (data as Record<string, unknown>)[segment];
    if (data === undefined) return notFound;
  }
  return data;
}

jsonLogic.add_operation('var', ownVar);

/**
 * The house's own operators (see README, "Bindings"), each a pure function of its arguments and the scope:
 * - `{"hasCapability": ["Resource.Sorting.confirm.perform", ...]}`: the signed-in user (scope root `user`) holds one
 *   of them or is admin (000 §6);
 * - `{"lower": x}`: the text in lower case (001 §2.5 'its type in lower case'); null stays null;
 * - `{"formatDate": [value, "MM/dd/yyyy HH:mm:ss"]}`: a server date in a date-fns pattern (dd/MM/yyyy by default,
 *   000 §9); null when the value is not a date.
 */
export const customOperators = {
  hasCapability(this: unknown, ...required: unknown[]): boolean {
    const user = isRecord(this) && isRecord(this.user) ? this.user : undefined;
    const capabilities = Array.isArray(user?.capabilities)
      ? user.capabilities.filter((c) => typeof c === 'string')
      : [];
    return hasCapability(user && { capabilities }, required.map(String));
  },
  lower(value: unknown): string | null {
    return value === null || value === undefined ? null : String(value).toLowerCase();
  },
  formatDate(value: unknown, pattern: unknown): string | null {
    return formatDate(value, typeof pattern === 'string' && pattern !== '' ? pattern : defaultDateFormat) ?? null;
  },
} as const;

for (const [name, operator] of Object.entries(customOperators)) jsonLogic.add_operation(name, operator);

export { jsonLogic };
