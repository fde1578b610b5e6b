import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core/dates.ts';
import { logStatusTone } from '../../core/logs/log-status-tone.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useKeyOrText } from '../../ui/key-or-text.ts';
import { toneClasses, toneSchema, type Tone } from '../../ui/tones.ts';

export interface LogEntry {
  id: string | number;
  /** Epoch milliseconds or an ISO text. */
  date: number | string;
  /** The status name, which picks the badge colour (001 §4.10) unless `tone` is given. */
  status?: string;
  /** The badge text (an i18n key or a text); the status when absent. */
  statusLabel?: string;
  message: string;
  tone?: Tone;
}

export interface EventLogProps {
  /**
   * The lines, newest first, as the producer keeps them (001 §9: at most 50). The widget shows them in the order
   * given; a producer adds new entry objects and keeps the old ones as they are, so only new lines render.
   */
  entries?: LogEntry[] | null;
  /** At most this many lines are shown (default 50). */
  limit?: number;
  /** i18n keys: the list's heading, the Clear button, the text of an empty log. */
  title?: string;
  clearLabel?: string;
  emptyText?: string;
  /** Hidden below the md breakpoint (001 §2.12: the log is hidden on mobile widths). */
  hideOnMobile?: boolean;
}

/** 001 §2.12: 'HH:mm:ss dd/MM/yyyy' before each line. */
const logDateFormat = 'HH:mm:ss dd/MM/yyyy';

const LogLine = memo(function LogLine({ entry, text }: { entry: LogEntry; text: (key: string) => string }) {
  const tone = entry.tone ?? logStatusTone(entry.status);
  const badge = entry.statusLabel ?? entry.status;
  return (
    <li className="grid grid-cols-[auto_auto_1fr] items-baseline gap-x-3 py-1" data-log-tone={tone}>
      <time
        className="text-xs text-neutral-300 tabular-nums"
        dateTime={formatDate(entry.date, "yyyy-MM-dd'T'HH:mm:ss")}
      >
        {formatDate(entry.date, logDateFormat) ?? ''}
      </time>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneClasses[tone]}`}>
        {badge ? text(badge) : ''}
      </span>
      <span className="break-words">{entry.message}</span>
    </li>
  );
});

/** An event log (the conveyor's, 001 §2.12): date, coloured status badge and message per line, and a Clear button. */
export const eventLogWidget = defineWidget<'event-log', EventLogProps>({
  name: 'event-log',
  description: "A log of events, newest first, with status badges (001 §4.10) and Clear (event { type: 'clear' }).",
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      entries: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          required: ['id', 'date', 'message'],
          properties: {
            id: { type: ['string', 'number'] },
            date: { type: ['number', 'string'] },
            status: { type: 'string' },
            statusLabel: { type: 'string' },
            message: { type: 'string' },
            tone: toneSchema,
          },
        },
      },
      limit: { type: 'integer', minimum: 1 },
      title: { type: 'string', minLength: 1 },
      clearLabel: { type: 'string', minLength: 1 },
      emptyText: { type: 'string', minLength: 1 },
      hideOnMobile: { type: 'boolean' },
    },
  },
  component: function EventLogWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const text = useKeyOrText();
    const entries = (props.entries ?? []).slice(0, props.limit ?? 50);
    const title = t(props.title ?? 'widgets.log.title');
    return (
      <section
        aria-label={title}
        data-widget-id={node.id}
        className={`flex-col gap-2 rounded-xl bg-neutral-900 p-3 ${props.hideOnMobile ? 'hidden md:flex' : 'flex'}`}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">{title}</h2>
          {onAction && (
            <button
              type="button"
              disabled={!enabled}
              onClick={() => void onAction({ type: 'clear' })}
              className="min-h-11 rounded-xl bg-neutral-800 px-4 font-semibold text-neutral-100 hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t(props.clearLabel ?? 'widgets.log.clear')}
            </button>
          )}
        </div>
        {entries.length === 0 ? (
          <p className="text-sm text-neutral-300">{t(props.emptyText ?? 'widgets.log.empty')}</p>
        ) : (
          <ol aria-label={title} className="max-h-96 overflow-auto [contain:content]">
            {entries.map((entry) => (
              <LogLine key={entry.id} entry={entry} text={text} />
            ))}
          </ol>
        )}
      </section>
    );
  },
});
