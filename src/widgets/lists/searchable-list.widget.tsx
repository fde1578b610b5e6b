import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord } from '../../core/guards.ts';
import { getPath, scalarText } from '../../core/forms/value-path.ts';
import { filterRows, searchTexts } from '../../core/lists/filter-rows.ts';
import { statePathSchema, widgetActions } from '../../runtime/actions/widget-actions.ts';
import type { StatePath } from '../../runtime/descriptors/descriptor-types.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';
import { ExpandableRow } from '../../ui/lists/ExpandableRow.tsx';
import { cellText, listColumnsSchema as columnsSchema, type ListColumn } from '../../ui/lists/ListCell.tsx';
import { ListRow, rowGrid } from '../../ui/lists/ListRow.tsx';
import { SearchBox } from '../../ui/lists/SearchBox.tsx';
import { useExpandableRows, type RowExpand } from './use-expandable-rows.ts';
import { VirtualRows } from '../../ui/readings/VirtualRows.tsx';

type Row = Record<string, unknown>;

/** The value at a path already split (own members only, as getPath reads them). */
function pathValue(row: unknown, path: readonly string[]): unknown {
  let value = row;
  for (const key of path) value = isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  return value;
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
  /** The search box's width in px (001 §2.5: 325 for the ASN's parcel search). */
  searchWidth?: number;
  autoFocus?: boolean;
  /** Search debounce (001 §9: 300 ms). */
  debounceMs?: number;
  /** Local search: the fields whose text is searched (the columns' fields by default). */
  searchFields?: string[];
  /** Keeps the search text in the screen state (e.g. `screen.search`), for other rules and actions to read. */
  searchPath?: StatePath;
  /** Server search instead of local: the plugin handler called with `{ search }`, its rows kept at `into`. */
  searchHandler?: { name: string; into: StatePath };
  /** Expandable rows: they open instead of running the node's action, which the other rows still run. */
  expand?: RowExpand;
}

/**
 * More rows than this are virtualised: only those in the list's box (60 % of the screen, about ten rows) are in the
 * DOM. A search that leaves 60 rows of 5,000 drew all 60 with this at 60: 1,600 layout objects, 58–112 ms on a
 * 2-core station (sorting bench row, ≤ 50); in the box, 22 ms.
 */
export const virtualiseAbove = 30;

/**
 * A list of rows from the scope with a search box (001 §2.13, §2.14 lists). The node's action runs when a row is
 * pressed, with `{ row }` as the event. The search filters the rows locally by default; with `searchHandler` a plugin
 * handler searches instead (one call at a time, the latest text last); `searchPath` keeps the text in the screen
 * state. Both go through the screen's dispatcher as actions the widget builds (widgetActions). With `expand`, the rows
 * its `when` row rule holds for open onto their content instead (001 §2.5 parcels), loaded the same way.
 */
export const searchableListWidget = defineWidget<'searchable-list', SearchableListProps>({
  name: 'searchable-list',
  description:
    'Rows with a debounced search (local, or a plugin handler); pressing a row runs the action with { row }, or opens it onto its content (expand).',
  propsSchema: {
    type: 'object',
    required: ['rowKey', 'columns'],
    additionalProperties: false,
    properties: {
      // Not checked row by row: the rows come from a plugin handler that parsed them, and the widget reads each row
      // defensively; checking 100,000 rows at every state change would cost more than painting them (001 §2.13).
      rows: { type: ['array', 'null'] },
      rowKey: { type: 'string', minLength: 1 },
      columns: columnsSchema,
      label: { type: 'string', minLength: 1 },
      countLabel: { type: 'string', minLength: 1 },
      emptyText: { type: 'string', minLength: 1 },
      loading: { type: 'boolean' },
      searchLabel: { type: 'string', minLength: 1 },
      searchPlaceholder: { type: 'string' },
      searchParams: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      barcodeIcon: { type: 'boolean' },
      searchWidth: { type: 'integer', minimum: 120, maximum: 1200 },
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
      expand: {
        type: 'object',
        required: ['handler', 'columns'],
        additionalProperties: false,
        properties: {
          handler: { type: 'string', minLength: 1 },
          when: { description: 'A json-logic rule over `row`: which rows open (all without it).' },
          columns: columnsSchema,
          rowKey: { type: 'string', minLength: 1 },
          label: { type: 'string', minLength: 1 },
        },
      },
    },
  },
  rowRules: ['expand.when'],
  component: function SearchableListWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const { dispatch, scope } = useScreenContext();
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
    const columns = useMemo(() => props.columns.filter((column) => !column.hidden), [props.columns]);
    const fields = props.searchFields ?? columns.filter((c) => c.format !== 'image').map((c) => c.field);
    const fieldsKey = fields.join('\n');
    // Indexed at the first search of a list, not as it is shown (a list of 100,000 reads paints without it).
    const searchActive = query.trim() !== '';
    const texts = useMemo(() => {
      if (searchHandler || !searchActive) return [];
      const dated = new Map(
        columns.filter((c) => c.format === 'date' || c.format === 'dateTime').map((c) => [c.field, c] as const),
      );
      const formatted = (row: Row, field: string) => {
        const column = dated.get(field);
        return column ? cellText(row, column) : undefined;
      };
      return searchTexts(rows, fieldsKey.split('\n'), formatted);
    }, [rows, fieldsKey, columns, searchHandler, searchActive]);
    const shown = useMemo(
      () => (searchHandler ? rows : filterRows(rows, texts, query)),
      [rows, texts, query, searchHandler],
    );

    // onAction is stable for a node, so the memoised rows do not render again when the list does.
    const press = useCallback((row: Row) => void onAction?.({ row }), [onAction]);
    const onPress = onAction ? press : undefined;
    // The key is read for every row the virtualiser measures (100,000 reads, 001 §2.13): its path is split once.
    const keyPath = useMemo(() => props.rowKey.split('.'), [props.rowKey]);
    const keyOf = useCallback((row: Row) => scalarText(pathValue(row, keyPath)) ?? JSON.stringify(row), [keyPath]);
    const busy = props.loading === true || searching;
    const listLabel = t(props.label ?? props.countLabel ?? 'widgets.list.results', { count: shown.length });
    const { expand } = props;
    const expandable = useExpandableRows(expand, node.rowRules?.get('expand.when'));
    const renderRow = (row: Row) =>
      expandable.opens(row) ? (
        <ExpandableRow
          row={row}
          rowKey={keyOf(row)}
          columns={columns}
          content={expandable.content!}
          expansion={expandable.expansions.get(keyOf(row))}
          onToggle={expandable.toggle}
          enabled={enabled}
        />
      ) : (
        <ListRow row={row} columns={columns} onPress={onPress} enabled={enabled} chevronRoom={!!expand} />
      );

    return (
      <section data-widget-id={node.id} aria-busy={busy || undefined} className="flex flex-col gap-3">
        {props.searchLabel && (
          <SearchBox
            label={t(props.searchLabel, props.searchParams)}
            placeholder={props.searchPlaceholder ? t(props.searchPlaceholder, props.searchParams) : undefined}
            value={text}
            onChange={type}
            enabled={enabled}
            autoFocus={props.autoFocus}
            barcodeIcon={props.barcodeIcon}
            width={props.searchWidth}
          />
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
              className={`${rowGrid(columns, !!expand).className} hidden py-0 text-xs font-semibold tracking-wide text-neutral-300 uppercase md:grid`}
              style={rowGrid(columns, !!expand).style}
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
