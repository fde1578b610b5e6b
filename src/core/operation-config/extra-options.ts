/**
 * Options no table reads are kept as text (000 §3 Operation: "all other keys kept as options"), without a
 * diagnostic: the server may carry options for other clients or newer versions. A JSON number or boolean is kept as
 * its text; a value that is not text at all (object, list, null) cannot be an option and is dropped with a diagnostic.
 */
import type { OptionScope } from './parse-option-table.ts';
import { memberOf } from './raw-values.ts';

export function readExtraOptions(scope: OptionScope): Readonly<Record<string, string>> {
  const kept: [string, string][] = [];
  for (const key of Object.keys(scope.raw)) {
    if (scope.consumed.has(key)) continue;
    const value = memberOf(scope.raw, key);
    if (typeof value === 'string') kept.push([key, value]);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
      kept.push([key, String(value)]);
    } else scope.log.invalid({ parent: scope.path, member: key, value, expected: 'a text' });
  }
  return Object.fromEntries(kept);
}
