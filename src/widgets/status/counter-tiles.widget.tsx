import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { toneClasses, toneSchema, type Tone } from '../../ui/tones.ts';

export interface CounterTilesProps {
  /** Each tile: an i18n key, a figure from the scope (bind `tiles.2.value`, e.g. 12 or '3/10') and a tone. */
  tiles: { label: string; value?: number | string | null; tone?: Tone }[];
  /** i18n key of a Refresh button; pressing it runs the action with `{ type: 'refresh' }`. */
  refreshLabel?: string;
  /** A link opened in a new tab (e.g. the control panel's operation log); `href` is an http(s) address. */
  link?: { label: string; href: string };
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-xl bg-neutral-800 px-4 font-semibold text-neutral-100 hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand';

/** A bar of counters (the inventory counters of 001 §2.14) with an optional Refresh button and an external link. */
export const counterTilesWidget = defineWidget<'counter-tiles', CounterTilesProps>({
  name: 'counter-tiles',
  description: "Counter tiles bound to scope values, with an optional Refresh (event { type: 'refresh' }) and a link.",
  propsSchema: {
    type: 'object',
    required: ['tiles'],
    additionalProperties: false,
    properties: {
      tiles: {
        type: 'array',
        items: {
          type: 'object',
          required: ['label'],
          additionalProperties: false,
          properties: {
            label: { type: 'string', minLength: 1 },
            value: { type: ['number', 'string', 'null'] },
            tone: toneSchema,
          },
        },
      },
      refreshLabel: { type: 'string', minLength: 1 },
      link: {
        type: 'object',
        required: ['label', 'href'],
        additionalProperties: false,
        properties: { label: { type: 'string', minLength: 1 }, href: { type: 'string', pattern: '^https?://' } },
      },
    },
  },
  component: function CounterTilesWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const [refreshing, setRefreshing] = useState(false);
    const refresh = async () => {
      if (!onAction || refreshing) return;
      setRefreshing(true);
      try {
        await onAction({ type: 'refresh' });
      } finally {
        setRefreshing(false);
      }
    };
    return (
      <div data-widget-id={node.id} className="flex flex-wrap items-center gap-3">
        <dl className="flex flex-wrap gap-2">
          {props.tiles.map((tile, index) => {
            const tone = tile.tone ?? 'neutral';
            const value = tile.value === undefined || tile.value === null || tile.value === '' ? undefined : tile.value;
            return (
              <div
                key={`${index}:${tile.label}`}
                data-tile={tile.label}
                data-tone={tone}
                className={`flex min-w-28 flex-col rounded-xl px-4 py-2 ${toneClasses[tone]}`}
              >
                <dt className="text-xs font-semibold tracking-wide uppercase">{t(tile.label)}</dt>
                <dd className="text-3xl font-bold tabular-nums">{value ?? t('readings.noValue')}</dd>
              </div>
            );
          })}
        </dl>
        {props.refreshLabel && (
          <button
            type="button"
            disabled={!enabled || refreshing}
            aria-busy={refreshing || undefined}
            onClick={() => void refresh()}
            className={`${linkClass} disabled:cursor-not-allowed disabled:opacity-50`}
          >
            {t(props.refreshLabel)}
          </button>
        )}
        {props.link && /^https?:\/\//.test(props.link.href) && (
          <a href={props.link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t(props.link.label)} <span className="sr-only">({t('widgets.counters.newTab')})</span>
          </a>
        )}
      </div>
    );
  },
});
