import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReaderAction } from '../../runtime/descriptors/descriptor-types.ts';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';
import { ClearIcon, PauseIcon, PlayIcon, Spinner } from '../../ui/reader/reader-icons.tsx';
import { useReaderScope } from '../../ui/reader/use-reader-scope.ts';

export interface ReaderControlProps {
  /** Show the clear button (default true). */
  clear?: boolean;
  /** Ask 'clear the readings?' before clearing (000 §2.15). */
  askBeforeClear?: boolean;
}

const buttonClass =
  'grid size-16 place-items-center rounded-full focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The reader control of 000 §2.15: play/pause with a loader while the antennas start, clear with a loader while the
 * readings clear (asking first when configured). It reads the scope root `reader` and acts through the dispatcher; the
 * node's `action`, when it has one, is the screen's own clear, run once the readings are cleared.
 */
export const readerControlWidget = defineWidget<'reader-control', ReaderControlProps>({
  name: 'reader-control',
  description: 'Play/pause of the screen reader with a loader, and clear (optionally asking first).',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: { clear: { type: 'boolean' }, askBeforeClear: { type: 'boolean' } },
  },
  component: function ReaderControl({ props, enabled, node }) {
    const { t } = useTranslation();
    const { dispatch } = useScreenContext();
    const reader = useReaderScope();
    const [pending, setPending] = useState<ReaderAction['command']>();
    const run = async (command: ReaderAction['command']) => {
      if (pending) return;
      setPending(command);
      try {
        // The node's own action is the screen's clear: it runs after the readings are cleared (000 §2.15-22).
        const screenClear = command === 'clear' ? node.action : undefined;
        await dispatch({
          type: 'reader',
          command,
          ...(command === 'clear' && props.askBeforeClear ? { ask: true } : {}),
          ...(screenClear && { then: screenClear }),
        });
      } finally {
        setPending(undefined);
      }
    };
    const starting = reader.status === 'starting' || pending === 'start';
    const clearing = reader.status === 'clearing' || pending === 'clear';
    // 000 §2.15: a loader while the screen works on reads, and the toggle ignored meanwhile.
    const loading = reader.status === 'loading';
    const running = reader.on || loading;
    const toggleLabel = starting
      ? t('device.control.starting')
      : loading
        ? t('device.control.loading')
        : running
          ? t('device.control.stop')
          : t('device.control.start');
    return (
      <div className="flex items-center gap-4" data-widget-id={node.id} data-reader-status={reader.status}>
        <button
          type="button"
          className={`${buttonClass} bg-brand text-neutral-950`}
          aria-label={toggleLabel}
          aria-busy={starting || loading || undefined}
          disabled={!enabled || starting || loading || clearing || pending === 'stop'}
          onClick={() => void run(running ? 'stop' : 'start')}
        >
          {starting || loading ? <Spinner /> : running ? <PauseIcon /> : <PlayIcon />}
        </button>
        {props.clear !== false && (
          <button
            type="button"
            className={`${buttonClass} bg-neutral-800 text-neutral-100`}
            aria-label={clearing ? t('device.control.clearing') : t('device.control.clear')}
            aria-busy={clearing || undefined}
            disabled={!enabled || clearing || starting}
            onClick={() => void run('clear')}
          >
            {clearing ? <Spinner /> : <ClearIcon />}
          </button>
        )}
      </div>
    );
  },
});
