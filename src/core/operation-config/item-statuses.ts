/**
 * The operation's item status lists (000 §3 Operation, 000 §4.6): built from the comma-separated options
 * ignoreStates, ignoreWithReasonStates, warningStates and errorStates. When the raw operation also carries an
 * `itemStatuses` object (already built by the server), each of its lists is merged with the option of the same list:
 * the object's entries first, then the option's, without duplicates, so neither source can hide a status.
 */
import type { DiagnosticLog } from './diagnostics.ts';
import { appendPath } from './json-path.ts';
import type { InferOptions } from './option-spec.ts';
import { defineOptionSpec } from './option-spec.ts';
import { listOption } from './options/list-option.ts';
import { quotedList } from './options/word-pattern.ts';
import { isRecord, memberOf, presentElements } from './raw-values.ts';

export const itemStatusOptionSpec = defineOptionSpec({
  ignoreStates: listOption('Read statuses that make an item ignored, comma-separated (000 §3, 000 §4.6).'),
  ignoreWithReasonStates: listOption('Read statuses that make an item ignored with reason (000 §3, 000 §4.6).'),
  warningStates: listOption('Read statuses that make an item a warning (000 §3, 000 §4.6).'),
  errorStates: listOption('Read statuses that make an item an error (000 §3, 000 §4.6).'),
});

export const itemStatusLists = ['ignore', 'ignoreWithReason', 'warning', 'error'] as const;
export type ItemStatusList = (typeof itemStatusLists)[number];

export type ItemStatuses = { readonly [L in ItemStatusList]: readonly string[] };

const optionOfList = {
  ignore: 'ignoreStates',
  ignoreWithReason: 'ignoreWithReasonStates',
  warning: 'warningStates',
  error: 'errorStates',
} as const satisfies Record<ItemStatusList, keyof typeof itemStatusOptionSpec>;

/** The statuses of one list of a raw `itemStatuses` object; wrong entries are dropped with a diagnostic. */
function readList(raw: unknown, path: string, list: string, log: DiagnosticLog): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    log.invalid({ parent: path, member: list, value: raw, expected: 'a list of statuses', fallback: [] });
    return [];
  }
  const listPath = appendPath(path, list);
  const statuses: string[] = [];
  for (const [index, entry] of presentElements(raw)) {
    if (typeof entry === 'string') statuses.push(entry.trim());
    else log.invalid({ parent: listPath, member: index, value: entry, expected: 'a status name', option: list });
  }
  return statuses;
}

export function buildItemStatuses(
  fromOptions: InferOptions<typeof itemStatusOptionSpec>,
  rawObject: unknown,
  path: string,
  log: DiagnosticLog,
): ItemStatuses {
  const object = isRecord(rawObject) ? rawObject : {};
  if (rawObject !== undefined && !isRecord(rawObject)) {
    log.invalid({ parent: path, member: 'itemStatuses', value: rawObject, expected: 'an object of status lists' });
  }
  const objectPath = appendPath(path, 'itemStatuses');
  for (const key of Object.keys(object)) {
    if (!(itemStatusLists as readonly string[]).includes(key)) {
      const expected = `only the lists ${quotedList(itemStatusLists)}`;
      log.invalid({
        parent: objectPath,
        member: key,
        value: memberOf(object, key),
        expected,
        reason: 'is not a status list',
      });
    }
  }
  const merge = (list: ItemStatusList) => {
    const fromObject = readList(memberOf(object, list), objectPath, list, log);
    return [...new Set([...fromObject, ...fromOptions[optionOfList[list]]].filter((status) => status !== ''))];
  };
  return {
    ignore: merge('ignore'),
    ignoreWithReason: merge('ignoreWithReason'),
    warning: merge('warning'),
    error: merge('error'),
  };
}
