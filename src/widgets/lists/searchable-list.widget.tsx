import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate } from '../../core/dates.ts';
import { getPath, scalarText } from '../../core/forms/value-path.ts';
import { filterRows, searchTexts } from '../../core/lists/filter-rows.ts';
import type { ReadingColour } from '../../core/readings/decode-result-label.ts';
import { statePathSchema, widgetActions } from '../../runtime/actions/widget-actions.ts';
import type { StatePath } from '../../runtime/descriptors/descriptor-types.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';
import { Chip } from '../../ui/readings/Chip.tsx';
import { VirtualRows } from '../../ui/readings/VirtualRows.tsx';

type Row = Record<string, unknown>;

export interface ListColumn {
  /** The row's field (a dotted path). */
  field: string;
  /** i18n key of the column heading. */
  label: string;
  /** text (default); date dd/MM/yyyy and dateTime MM/dd/yyyy HH:mm:ss (001 §9); chip coloured by `chips`. */
  format?: 'text' | 'date' | 'dateTime' | 'chip';
  /** For chips: each value's colour and, optionally, an i18n key shown instead of the value. */
  chips?: Record<string, { colour: ReadingColour; label?: string }>;
}

export interface SearchableListProps {
  /** The rows (bound, e.g. `screen.sortings`). */
  rows?: Row[] | null;
  /** The field that tells rows apart. */
  rowKey: string;
  columns: ListColumn[];
  /** i18n key naming the list; `countLabel` (with `{{count}}`, e.g. 'Shipments ({{count}})') is also a heading. */
  label?: string;
  countLabel?: string;
  /** i18n key of the text shown when there is no row ('No results' by default). */
  emptyText?: string;
  /** Shows the loader (bound, e.g. `screen.loadingSortings`). */
  loading?: boolean;
  /** i18n key of the search box's label; the box shows when it is given. */
  searchLabel?: string;
  /** i18n key of the placeholder, e.g. 'Search {{type}}'; `searchParams` fill both texts. */
  searchPlaceholder?: string;
  searchParams?: Record<string, string | number | boolean>;
  barcodeIcon?: boolean;
  autoFocus?: boolean;
  /** Search debounce (001 §9: 300 ms). */
  debounceMs?: number;
  /** Local search: the fields whose text is searched (the columns' fields by default). */
  searchFields?: string[];
  /** Keeps the search text in the screen state (e.g. `screen.search`), for other rules and actions to read. */
  searchPath?: StatePath;
  /** Server search instead of local: the plugin handler called with `{ search }`, its rows kept at `into`. */
  searchHandler?: { name: string; into: StatePath };
}

/** More rows than this are virtualised (only those in view are in the DOM). */
export const virtualiseAbove = 200;

const dateTimeFormat = 'MM/dd/yyyy HH:mm:ss';

function cellText(row: Row, column: ListColumn): string | undefined {
  const value = getPath(row, column.field);
  if (column.format === 'date') return formatDate(value);
  if (column.format === 'dateTime') return formatDate(value, dateTimeFormat);
  return scalarText(value);
}

const Cell = ({ row, column, t }: { row: Row; column: ListColumn; t: TFunction }) => {
  const text = cellText(row, column);
  const chip = column.format === 'chip' && text !== undefined ? column.chips?.[text] : undefined;
  return (
    <span className="min-w-0 truncate">
      <span className="sr-only">{t(column.label)}: </span>
      {column.format === 'chip' && text !== undefined ? (
        <Chip colour={chip?.colour}>{chip?.label ? t(chip.label) : text}</Chip>
      ) : (
        (text ?? t('readings.noValue'))
      )}
    </span>
  );
};

const ListRow = memo(function ListRow({
  row,
  columns,
  onPress,
  enabled,
  t,
}: {
  row: Row;
  columns: ListColumn[];
  onPress?: (row: Row) => void;
  enabled: boolean;
  t: TFunction;
}) {
  const cells = columns.map((column) => <Cell key={column.field} row={row} column={column} t={t} />);
  const layout = 'grid w-full items-center gap-3 px-4 py-3 text-left';
  const style = { gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` };
  if (!onPress)
    return (
      <div className={layout} style={style}>
        {cells}
      </div>
    );
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={() => onPress(row)}
      style={style}
      className={`${layout} min-h-12 rounded-lg hover:bg-neutral-800 focus-visible:outline-4 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50`}
    >
      {cells}
    </button>
  );
});

const BarcodeIcon = () => (
  <svg aria-hidden viewBox="0 0 24 24" className="pointer-events-none absolute top-3.5 left-3 size-5 text-neutral-300">
    <path
      fill="currentColor"
      d="M2 4h2v16H2zm3 0h1v16H5zm3 0h2v16H8zm4 0h1v16h-1zm3 0h2v16h-2zm4 0h1v16h-1zm2 0h1v16h-1z"
    />
  </svg>
);

/**
 * A list of rows from the scope with a search box (001 §2.13, §2.14 lists). The node's action runs when a row is
 * pressed, with `{ row }` as the event. The search filters the rows locally by default; with `searchHandler` a plugin
 * handler searches instead (one call at a time, the latest text last); `searchPath` keeps the text in the screen
 * state. Both go through the screen's dispatcher as actions the widget builds (widgetActions).
 */
export const searchableListWidget = defineWidget<'searchable-list', SearchableListProps>({
  name: 'searchable-list',
  description:
    'Rows with a debounced search (local, or a plugin handler); pressing a row runs the action with { row }.',
  propsSchema: {
    type: 'object',
    required: ['rowKey', 'columns'],
    additionalProperties: false,
    properties: {
      rows: { type: ['array', 'null'], items: { type: 'object' } },
      rowKey: { type: 'string', minLength: 1 },
      columns: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['field', 'label'],
          additionalProperties: false,
          properties: {
            field: { type: 'string', minLength: 1 },
            label: { type: 'string', minLength: 1 },
            format: { enum: ['text', 'date', 'dateTime', 'chip'] },
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
      },
      label: { type: 'string', minLength: 1 },
      countLabel: { type: 'string', minLength: 1 },
      emptyText: { type: 'string', minLength: 1 },
      loading: { type: 'boolean' },
      searchLabel: { type: 'string', minLength: 1 },
      searchPlaceholder: { type: 'string' },
      searchParams: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      barcodeIcon: { type: 'boolean' },
      autoFocus: { type: 'boolean' },
      debounceMs: { type: 'integer', minimum: 0, maximum: 5000 },
      searchFields: { type: 'array', items: { type: 'string', minLength: 1 } },
      searchPath: statePathSchema,
      searchHandler: {
        type: 'object',
        required: ['name', 'into'],
        additionalProperties: false,
        properties: { name: { type: 'string', minLength: 1 }, into: statePathSchema },
      },
    },
  },
  component: function SearchableListWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const { dispatch, scope } = useScreenContext();
    const id = useId();
    const { searchPath, searchHandler } = props;
    // The text kept in the screen state, when the screen opens again with it (coming back to the list).
    const [text, setText] = useState(() => {
      const kept = searchPath ? getPath(scope.snapshot(), searchPath) : undefined;
      return typeof kept === 'string' ? kept : '';
    });
    const [query, setQuery] = useState(text);
    const [searching, setSearching] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const server = useRef<{ running: boolean; next?: string }>({ running: false });
    useEffect(() => () => clearTimeout(timer.current), []);

    const searchOnServer = async (search: string) => {
      if (!searchHandler) return;
      if (server.current.running) {
        server.current.next = search;
        return;
      }
      server.current.running = true;
      setSearching(true);
      let next: string | undefined = search;
      while (next !== undefined) {
        server.current.next = undefined;
        await dispatch(widgetActions.handlerWithEvent(searchHandler.name, 'search', searchHandler.into), next);
        next = server.current.next;
      }
      server.current.running = false;
      setSearching(false);
    };
    const settle = (search: string) => {
      setQuery(search);
      if (searchPath) void dispatch(widgetActions.setToEvent(searchPath), search);
      void searchOnServer(search);
    };
    const type = (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => settle(next), props.debounceMs ?? 300);
    };

    const rows = useMemo(() => props.rows ?? [], [props.rows]);
    const columns = props.columns;
    const fields = props.searchFields ?? columns.map((column) => column.field);
    const fieldsKey = fields.join('\n');
    const texts = useMemo(() => {
      if (searchHandler) return [];
      const formatted = (row: Row, field: string) => {
        const column = columns.find((c) => c.field === field && (c.format === 'date' || c.format === 'dateTime'));
        return column ? cellText(row, column) : undefined;
      };
      return searchTexts(rows, fieldsKey.split('\n'), formatted);
    }, [rows, fieldsKey, columns, searchHandler]);
    const shown = useMemo(
      () => (searchHandler ? rows : filterRows(rows, texts, query)),
      [rows, texts, query, searchHandler],
    );

    // onAction is stable for a node, so the memoised rows do not render again when the list does.
    const press = useCallback((row: Row) => void onAction?.({ row }), [onAction]);
    const onPress = onAction ? press : undefined;
    const keyOf = (row: Row) => scalarText(getPath(row, props.rowKey)) ?? JSON.stringify(row);
    const busy = props.loading === true || searching;
    const listLabel = t(props.label ?? props.countLabel ?? 'widgets.list.results', { count: shown.length });
    const renderRow = (row: Row) => <ListRow row={row} columns={columns} onPress={onPress} enabled={enabled} t={t} />;

    return (
      <section data-widget-id={node.id} aria-busy={busy || undefined} className="flex flex-col gap-3">
        {props.searchLabel && (
          <div className="flex max-w-xl flex-col gap-1">
            <label htmlFor={id} className="text-sm font-semibold text-neutral-300">
              {t(props.searchLabel, props.searchParams)}
            </label>
            <div className="relative">
              {props.barcodeIcon && <BarcodeIcon />}
              <input
                id={id}
                type="search"
                value={text}
                disabled={!enabled}
                autoFocus={props.autoFocus}
                autoComplete="off"
                spellCheck={false}
                placeholder={props.searchPlaceholder ? t(props.searchPlaceholder, props.searchParams) : undefined}
                onChange={(event) => type(event.target.value)}
                className={`min-h-12 w-full rounded-xl border border-neutral-600 bg-neutral-900 pr-4 text-lg text-neutral-100 placeholder:text-neutral-400 focus-visible:outline-4 focus-visible:outline-brand ${
                  props.barcodeIcon ? 'pl-10' : 'pl-4'
                }`}
              />
            </div>
          </div>
        )}
        {props.countLabel && <h2 className="text-lg font-bold">{t(props.countLabel, { count: shown.length })}</h2>}
        {busy && (
          <p role="status" className="flex items-center gap-2 text-neutral-300">
            <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand border-t-transparent" />
            {t('widgets.list.loading')}
          </p>
        )}
        {shown.length === 0 ? (
          !busy && <p className="text-neutral-300">{t(props.emptyText ?? 'widgets.list.empty')}</p>
        ) : (
          <>
            <div
              aria-hidden
              className="hidden gap-3 px-4 text-xs font-semibold tracking-wide text-neutral-300 uppercase md:grid"
              style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
            >
              {columns.map((column) => (
                <span key={column.field}>{t(column.label)}</span>
              ))}
            </div>
            {shown.length > virtualiseAbove ? (
              <VirtualRows rows={shown} rowKey={keyOf} renderRow={renderRow} estimateSize={56} label={listLabel} />
            ) : (
              <ul aria-label={listLabel} className="flex flex-col divide-y divide-neutral-800">
                {shown.map((row) => (
                  <li key={keyOf(row)}>{renderRow(row)}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    );
  },
});
