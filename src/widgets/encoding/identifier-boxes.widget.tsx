import { useTranslation } from 'react-i18next';
import { isRecord } from '../../core/guards.ts';
import type { ReadingColour } from '../../core/readings/decode-result-label.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { Chip } from '../../ui/readings/Chip.tsx';

export interface IdentifierBoxRow {
  key: string;
  typeLabel: string;
  role: string;
  code: string;
  status: string;
  statusLabel: string;
  error: string;
}

export interface IdentifierBoxesProps {
  /** The boxes (bound, e.g. `screen.identifiers`). */
  boxes?: IdentifierBoxRow[] | null;
  /** The association box (bound, e.g. `screen.association`); none on the verify screen. */
  association?: { status: string; statusLabel: string; errors: string } | null;
  /** Full width boxes (002 §2 verify: fewer than 3 identifiers). */
  wide?: boolean;
  /** Shows Retry on the association box when it is in error (bound, e.g. `screen.canRetry`). */
  canRetry?: boolean;
  /** i18n key of the text shown while there is no box. */
  emptyText?: string;
}

const statusColour: Readonly<Record<string, ReadingColour>> = {
  CONFIRMED: 'green',
  ERROR: 'red',
  PROCESSING: 'yellow',
  WRITING: 'yellow',
  IGNORED: 'blueGrey',
  SKIPPED: 'blueGrey',
  NFC_COLLISION: 'orange',
  TO_BE_READ: 'grey',
};

const boxSchema = {
  type: 'object',
  required: ['key', 'typeLabel', 'role', 'code', 'status', 'statusLabel', 'error'],
  properties: {
    key: { type: 'string' },
    typeLabel: { type: 'string' },
    role: { type: 'string' },
    code: { type: 'string' },
    status: { type: 'string' },
    statusLabel: { type: 'string' },
    error: { type: 'string' },
  },
} as const;

/**
 * The identifier boxes of the encoding screens (002 §2): one per expected identifier with its type label (TAG UHF,
 * TAG NFC, IDENTIFIER), role, code and status text ('Reading...' while to be read); the association box with the
 * overall status and, in error, Retry (the node's action).
 */
export const identifierBoxesWidget = defineWidget<'identifier-boxes', IdentifierBoxesProps>({
  name: 'identifier-boxes',
  description: "Encoding identifier boxes and the association box; Retry runs the node's action.",
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      boxes: { type: ['array', 'null'], items: boxSchema },
      association: {
        type: ['object', 'null'],
        properties: { status: { type: 'string' }, statusLabel: { type: 'string' }, errors: { type: 'string' } },
      },
      wide: { type: 'boolean' },
      canRetry: { type: 'boolean' },
      emptyText: { type: 'string', minLength: 1 },
    },
  },
  component: function IdentifierBoxes({ props, onAction, enabled, node }) {
    const { t } = useTranslation();
    const boxes = (props.boxes ?? []).filter(isRecord) as IdentifierBoxRow[];
    if (boxes.length === 0)
      return (
        <p data-widget-id={node.id} className="p-4 text-center text-xl text-neutral-300">
          {t(props.emptyText ?? 'encoding.fillAndSearch')}
        </p>
      );
    const association = props.association;
    return (
      <div data-widget-id={node.id} className="flex flex-col gap-4">
        <ul
          aria-label={t('encoding.identifiers')}
          className={`grid gap-3 ${props.wide ? 'grid-cols-1' : 'grid-cols-2'}`}
        >
          {boxes.map((box) => (
            <li
              key={box.key}
              data-identifier-status={box.status}
              className="flex flex-col gap-2 rounded-xl bg-neutral-800 p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="text-lg font-bold">{t(box.typeLabel)}</span>
                {box.role && <span className="text-sm tracking-wide text-neutral-300 uppercase">{box.role}</span>}
              </div>
              <span className="font-mono break-all">{box.code || t('encoding.noCode')}</span>
              <Chip colour={statusColour[box.status]}>{t(box.statusLabel)}</Chip>
              {box.error && <span className="text-sm text-red-300">{box.error}</span>}
            </li>
          ))}
        </ul>
        {association && (
          <section
            aria-label={t('encoding.association')}
            data-association-status={association.status}
            className="flex items-center gap-3 rounded-xl bg-neutral-900 p-4 ring-1 ring-white/10"
          >
            <span className="flex-1 text-lg font-semibold">{t('encoding.association')}</span>
            <Chip colour={statusColour[association.status]}>{t(association.statusLabel)}</Chip>
            {association.errors && <span className="text-sm text-red-300">{association.errors}</span>}
            {props.canRetry && association.status === 'ERROR' && (
              <button
                type="button"
                disabled={!enabled}
                onClick={() => void onAction?.({ kind: 'retry' })}
                className="min-h-11 rounded-lg bg-neutral-800 px-4 font-semibold hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-brand"
              >
                {t('encoding.retry')}
              </button>
            )}
          </section>
        )}
      </div>
    );
  },
});
