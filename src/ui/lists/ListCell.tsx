import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core/dates.ts';
import { getPath, scalarText } from '../../core/forms/value-path.ts';
import type { ReadingColour } from '../../core/readings/decode-result-label.ts';
import { Chip } from '../readings/Chip.tsx';

type Row = Record<string, unknown>;

export interface ListColumn {
  /** The row's field (a dotted path). */
  field: string;
  /** i18n key of the column heading. */
  label: string;
  /**
   * text (default); date dd/MM/yyyy and dateTime MM/dd/yyyy HH:mm:ss (001 §9); chip coloured by `chips`; image, the
   * picture at the URL the field holds (the 'IMAGE MISSING' placeholder without one).
   */
  format?: 'text' | 'date' | 'dateTime' | 'chip' | 'image';
  /** For chips: each value's colour and, optionally, an i18n key shown instead of the value. */
  chips?: Record<string, { colour: ReadingColour; label?: string }>;
  /** For chips: the row field that holds the chip's colour (001 §2.13: sorted red below required, else green). */
  colourField?: string;
  /** Left out of the list (bound, e.g. the shipping date of an OUTBOUND ASN list, 001 §2.5). */
  hidden?: boolean;
  /** The column's share of the row against the others' (1 by default): 2 is twice as wide. */
  width?: number;
}

/** JSON Schema of a list's columns (a widget's props), in the format of ListColumn. */
export const listColumnsSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    required: ['field', 'label'],
    additionalProperties: false,
    properties: {
      field: { type: 'string', minLength: 1 },
      label: { type: 'string', minLength: 1 },
      format: { enum: ['text', 'date', 'dateTime', 'chip', 'image'] },
      hidden: { type: 'boolean' },
      width: { type: 'number', minimum: 0.5, maximum: 6 },
      colourField: { type: 'string', minLength: 1 },
      chips: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          required: ['colour'],
          additionalProperties: false,
          properties: {
            colour: { enum: ['green', 'yellow', 'red', 'blue', 'orange', 'grey', 'blueGrey'] },
            label: { type: 'string' },
          },
        },
      },
    },
  },
} as const;

const dateTimeFormat = 'MM/dd/yyyy HH:mm:ss';

const chipColours: readonly string[] =
  listColumnsSchema.items.properties.chips.additionalProperties.properties.colour.enum;
const colourOf = (value: unknown): ReadingColour | undefined =>
  typeof value === 'string' && chipColours.includes(value) ? (value as ReadingColour) : undefined;

/** A cell's text as it is shown (and searched): dates formatted, other values as text. */
export function cellText(row: Row, column: ListColumn): string | undefined {
  const value = getPath(row, column.field);
  if (column.format === 'date') return formatDate(value);
  if (column.format === 'dateTime') return formatDate(value, dateTimeFormat);
  return scalarText(value);
}

type Translate = (key: string) => string;

/** What a cell shows, without its column's name (a table's header names it); `t` comes from the row, once. */
export function cellValue(row: Row, column: ListColumn, t: Translate): ReactNode {
  const text = cellText(row, column);
  if (column.format === 'image') return <CellImage src={text} />;
  if (text === undefined) return t('readings.noValue');
  if (column.format !== 'chip') return text;
  const chip = column.chips?.[text];
  const colour = column.colourField ? colourOf(getPath(row, column.colourField)) : chip?.colour;
  return <Chip colour={colour}>{chip?.label ? t(chip.label) : text}</Chip>;
}

/** A cell's value as a component, for tables that render cells one by one. */
export function CellValue({ row, column }: { row: Row; column: ListColumn }) {
  const { t } = useTranslation();
  return <>{cellValue(row, column, t)}</>;
}

/**
 * A cell of a list row, named by its column for screen readers (the visible headings are not tied to it). The row
 * hands its `t`: one i18n subscription per row, not two per cell (lists of thousands of rows, 001 §2.13).
 */
export function ListCell({ row, column, t }: { row: Row; column: ListColumn; t: Translate }) {
  return (
    <span className="min-w-0 truncate">
      <span className="sr-only">{t(column.label)}: </span>
      {cellValue(row, column, t)}
    </span>
  );
}

/** The row's picture; the code beside it says what it shows, so it is decorative (empty alt). */
function CellImage({ src }: { src: string | undefined }) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src)
    return (
      <span className="inline-flex size-12 items-center justify-center rounded bg-neutral-300 text-center text-[0.6rem] font-bold text-neutral-600">
        {t('readings.imageMissing')}
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className="size-12 rounded bg-white object-contain"
    />
  );
}
