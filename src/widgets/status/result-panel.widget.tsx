import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useKeyOrText } from '../../ui/key-or-text.ts';
import { toneClasses } from '../../ui/tones.ts';

export interface ResultPanelProps {
  /** 'idle' shows `idleText` (nothing read yet); 'result' (default) shows the outcome. */
  state?: 'idle' | 'result';
  /** Green when true, red otherwise. */
  ok?: boolean;
  /** An i18n key or a text to show as it is; both interpolate `params`. */
  title?: string;
  message?: string;
  params?: Record<string, string | number | boolean>;
  /** i18n key shown while idle, e.g. 'waiting for product' or 'press start to read'. */
  idleText?: string;
}

const Mark = ({ ok }: { ok: boolean }) => (
  <svg aria-hidden viewBox="0 0 24 24" className="size-12 shrink-0" fill="none" stroke="currentColor" strokeWidth={3}>
    {ok ? <path d="M4 12.5l5 5L20 6.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
  </svg>
);

/** The current read's result (001 §2.13): green with a tick when ok, red with a cross otherwise, or the idle text. */
export const resultPanelWidget = defineWidget<'result-panel', ResultPanelProps>({
  name: 'result-panel',
  description: 'A result panel: green when ok, red otherwise, with title and message; an idle text before any result.',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      state: { enum: ['idle', 'result'] },
      ok: { type: 'boolean' },
      title: { type: 'string' },
      message: { type: 'string' },
      params: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      idleText: { type: 'string' },
    },
  },
  component: function ResultPanelWidget({ props, node }) {
    const text = useKeyOrText();
    const idle = props.state === 'idle';
    const ok = props.ok === true;
    const tone = idle ? 'neutral' : ok ? 'ok' : 'error';
    return (
      <section
        role="status"
        aria-live="polite"
        data-widget-id={node.id}
        data-result={idle ? 'idle' : ok ? 'ok' : 'error'}
        className={`flex min-h-32 items-center gap-4 rounded-2xl p-6 ${toneClasses[tone]}`}
      >
        {idle ? (
          <p className="w-full text-center text-2xl font-semibold">{props.idleText ? text(props.idleText) : ''}</p>
        ) : (
          <>
            <Mark ok={ok} />
            <div className="flex flex-col gap-1">
              {props.title && <p className="text-2xl font-bold">{text(props.title, props.params)}</p>}
              {props.message && <p className="text-lg">{text(props.message, props.params)}</p>}
            </div>
          </>
        )}
      </section>
    );
  },
});
