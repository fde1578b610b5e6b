import { getPath, scalarText } from '../forms/value-path.ts';

/**
 * What a local search looks in, once per list of rows: the text of each row's `fields` (dotted paths) in lower case,
 * plus what `extraTexts` says a row shows besides its raw values (a date as it is displayed). A keystroke then only
 * scans these texts, however many rows.
 */
export function searchTexts<Row>(
  rows: readonly Row[],
  fields: readonly string[],
  extraTexts?: (row: Row, field: string) => string | undefined,
): string[] {
  return rows.map((row) =>
    fields
      .flatMap((field) => [scalarText(getPath(row, field)), extraTexts?.(row, field)])
      .filter((text) => text !== undefined)
      .join('\n')
      .toLowerCase(),
  );
}

/** The rows whose search text holds `search`, in any case; all rows for a blank search. */
export function filterRows<Row>(rows: readonly Row[], texts: readonly string[], search: string): readonly Row[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return rows;
  return rows.filter((_, i) => texts[i]?.includes(needle));
}
