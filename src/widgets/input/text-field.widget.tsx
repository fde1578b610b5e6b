import { useAtomValue } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';

export interface TextFieldProps {
  /** i18n key of the label. */
  label: string;
  /** The key of the screen state (`screen.<field>`) the text is kept in. */
  field: string;
  autoFocus?: boolean;
  /** Maximum width in pixels (000 §2.11-13: 400). */
  maxWidth?: number;
  /** i18n key of a hint shown under the field. */
  hint?: string;
}

const textOf = (screen: unknown, field: string) => {
  const value = typeof screen === 'object' && screen !== null ? (screen as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : '';
};

/**
 * A labelled text input kept in the screen state (`screen.<field>`); Enter runs the node's action. Only this widget
 * renders on a keystroke (it selects its one field of the screen state).
 */
export const textFieldWidget = defineWidget<'text-field', TextFieldProps>({
  name: 'text-field',
  description: "A labelled text input kept in `screen.<field>`; Enter runs the node's action.",
  propsSchema: {
    type: 'object',
    required: ['label', 'field'],
    additionalProperties: false,
    properties: {
      label: { type: 'string', minLength: 1 },
      field: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
      autoFocus: { type: 'boolean' },
      maxWidth: { type: 'number', minimum: 80 },
      hint: { type: 'string' },
    },
  },
  component: function TextField({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const id = useId();
    const { scope } = useScreenContext();
    const valueAtom = useMemo(
      () => selectAtom(scope.atoms.screen, (screen) => textOf(screen, props.field)),
      [scope, props.field],
    );
    const value = useAtomValue(valueAtom, { store: scope.store });
    const change = (next: string) => {
      const screen = scope.store.get(scope.atoms.screen);
      scope.set('screen', { ...(typeof screen === 'object' && screen !== null ? screen : {}), [props.field]: next });
    };
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (enabled) void onAction?.();
    };
    return (
      <form
        onSubmit={submit}
        className="flex w-full flex-col gap-2"
        style={{ maxWidth: props.maxWidth }}
        data-widget-id={node.id}
      >
        <label htmlFor={id} className="text-sm font-semibold text-neutral-300">
          {t(props.label)}
        </label>
        <input
          id={id}
          value={value}
          disabled={!enabled}
          autoFocus={props.autoFocus}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change(event.target.value)}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          className="min-h-12 rounded-xl border border-neutral-700 bg-neutral-900 px-4 font-mono text-lg text-neutral-100 focus-visible:outline-4 focus-visible:outline-brand"
        />
        {props.hint && (
          <p id={`${id}-hint`} className="text-sm text-neutral-400">
            {t(props.hint)}
          </p>
        )}
      </form>
    );
  },
});
