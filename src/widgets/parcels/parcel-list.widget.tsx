import { useTranslation } from 'react-i18next';
import { isRecord } from '../../core/guards.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { Chip } from '../../ui/readings/Chip.tsx';
import { ParcelRow } from '../../ui/readings/ParcelRow.tsx';
import { TrashIcon } from '../../ui/readings/RowFrame.tsx';

export interface ParcelListRow {
  code: string;
  asnCode?: string;
  parcelEntryQuantity: number;
  detected: boolean;
  unexpected: boolean;
  forced: boolean;
  removed?: boolean;
}

export interface ParcelListGroup {
  asnCode: string;
  detected: number;
  total: number;
  colour: 'green' | 'grey' | 'orange';
  parcels: ParcelListRow[];
}

export interface ParcelListProps {
  /** The parcels in list order (bound, e.g. `screen.parcels`), unexpected first. */
  rows?: ParcelListRow[] | null;
  /** With viewMode parcelAndAsn: the parcels grouped by shipment (bound, e.g. `screen.groups`). */
  groups?: ParcelListGroup[] | null;
  /** Show the groups instead of the rows. */
  grouped?: boolean;
  /** i18n key of the text shown while there is no parcel ('press start to read' or 'list empty'). */
  emptyText?: string;
}

/** What a press runs the node's action with. */
export type ParcelListEvent =
  { kind: 'remove'; code: string } | { kind: 'force'; code: string } | { kind: 'removeAsn'; asnCode: string };

const rowSchema = {
  type: 'object',
  required: ['code', 'parcelEntryQuantity', 'detected', 'unexpected', 'forced'],
  properties: {
    code: { type: 'string' },
    asnCode: { type: 'string' },
    parcelEntryQuantity: { type: 'number' },
    detected: { type: 'boolean' },
    unexpected: { type: 'boolean' },
    forced: { type: 'boolean' },
    removed: { type: 'boolean' },
  },
} as const;

/**
 * The parcels of a simple parcel list (001 §2.10): each row with its code, read counter and state badge, Remove once
 * detected and Force while still to read; grouped by shipment with detected/total coloured (green all, grey fewer,
 * orange more) and a remove per group. Presses run the node's action with a ParcelListEvent.
 */
export const parcelListWidget = defineWidget<'parcel-list', ParcelListProps>({
  name: 'parcel-list',
  description:
    'Parcel rows (state, counter, Remove, Force), optionally grouped by shipment with detected/total and a group remove; presses run the action with {kind, code | asnCode}.',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      rows: { type: ['array', 'null'], items: rowSchema },
      groups: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          required: ['asnCode', 'detected', 'total', 'colour', 'parcels'],
          properties: {
            asnCode: { type: 'string' },
            detected: { type: 'number' },
            total: { type: 'number' },
            colour: { enum: ['green', 'grey', 'orange'] },
            parcels: { type: 'array', items: rowSchema },
          },
        },
      },
      grouped: { type: 'boolean' },
      emptyText: { type: 'string', minLength: 1 },
    },
  },
  component: function ParcelListWidget({ props, onAction, enabled, node }) {
    const { t } = useTranslation();
    const press = (event: ParcelListEvent) => (enabled ? void onAction?.(event) : undefined);
    const rowOf = (parcel: ParcelListRow) => (
      <li key={parcel.code}>
        <ParcelRow
          parcel={parcel}
          onDelete={() => press({ kind: 'remove', code: parcel.code })}
          onForce={() => press({ kind: 'force', code: parcel.code })}
        />
      </li>
    );
    const groups = (props.groups ?? []).filter(isRecord) as ParcelListGroup[];
    const rows = props.rows ?? [];
    const empty = props.grouped ? groups.length === 0 : rows.length === 0;
    if (empty)
      return (
        <p data-widget-id={node.id} className="p-4 text-center text-xl text-neutral-300">
          {t(props.emptyText ?? 'readings.empty')}
        </p>
      );
    if (!props.grouped)
      return (
        <ul data-widget-id={node.id} aria-label={t('readings.parcel.list', { count: rows.length })}>
          {rows.map(rowOf)}
        </ul>
      );
    return (
      <div data-widget-id={node.id} className="flex flex-col gap-4">
        {groups.map((group) => {
          const name = group.asnCode || t('readings.parcel.noAsn');
          return (
            <section
              key={group.asnCode}
              aria-label={t('readings.parcel.group', { code: name })}
              data-asn={group.asnCode}
            >
              <header className="flex items-center gap-3 rounded-t-lg bg-neutral-900 px-3 py-2">
                <h3 className="flex-1 font-mono text-lg font-bold">{name}</h3>
                <Chip colour={group.colour}>
                  <span aria-label={t('readings.parcel.groupCount', { detected: group.detected, total: group.total })}>
                    {group.detected}/{group.total}
                  </span>
                </Chip>
                <button
                  type="button"
                  onClick={() => press({ kind: 'removeAsn', asnCode: group.asnCode })}
                  aria-label={t('readings.parcel.removeGroup', { code: name })}
                  className="rounded-lg p-2 text-red-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <TrashIcon />
                </button>
              </header>
              <ul>{group.parcels.map(rowOf)}</ul>
            </section>
          );
        })}
      </div>
    );
  },
});
