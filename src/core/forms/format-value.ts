/**
 * The format of 000 §3/§5, applied on a valid submit: the first group of `regex` is extracted; padding with
 * `character` to minLength (default 10); the value of `dynamicField` is put before (prefix) or after it with the
 * separator.
 */
import type { FieldFormat } from './form-field.ts';
import { firstGroup } from './safe-pattern.ts';
import { getPath, scalarText } from './value-path.ts';

export function formatValue(value: unknown, format: FieldFormat, data: Readonly<Record<string, unknown>>): unknown {
  if (value === undefined || value === null || value === '' || typeof value === 'object') return value;
  let text = scalarText(value) ?? '';
  if (format.regex) text = firstGroup(format.regex, text) ?? text;
  if (format.character) text = text.padStart(format.minLength, format.character);
  if (format.dynamicField) {
    const dynamic = getPath(data, format.dynamicField);
    const other = scalarText(dynamic);
    if (other !== undefined && other !== '') {
      text = format.prefix ? `${other}${format.separator}${text}` : `${text}${format.separator}${other}`;
    }
  }
  return text;
}
