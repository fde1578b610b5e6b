import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defineWidget } from '../../runtime/render/define-widget.ts';

export interface TabsProps {
  tabs: { value: string; label: string }[];
  /** The selected tab's value (bound, e.g. `screen.tab`); the first tab when absent. */
  value?: string;
  /** i18n key naming the tab list for assistive technology. */
  label?: string;
}

const nextIndex = (key: string, index: number, count: number): number | undefined => {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
};

/**
 * A row of tabs (WAI-ARIA tabs, activation follows focus): one tab stop, arrows, Home and End move and select. Pressing
 * a tab runs the node's action with the tab's value; the descriptor keeps it (`set` to `screen.tab`) or navigates.
 */
export const tabsWidget = defineWidget<'tabs', TabsProps>({
  name: 'tabs',
  description: "Tabs; choosing one runs the action with the tab's value as the event.",
  propsSchema: {
    type: 'object',
    required: ['tabs'],
    additionalProperties: false,
    properties: {
      tabs: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['value', 'label'],
          additionalProperties: false,
          properties: { value: { type: 'string' }, label: { type: 'string', minLength: 1 } },
        },
      },
      value: { type: 'string' },
      label: { type: 'string' },
    },
  },
  component: function TabsWidget({ props, enabled, onAction, node }) {
    const { t } = useTranslation();
    const [chosen, setChosen] = useState<string>();
    const refs = useRef<(HTMLButtonElement | null)[]>([]);
    const wanted = props.value ?? chosen;
    // A value that names no tab selects the first, so the tab list always has its one tab stop.
    const selected = props.tabs.some((tab) => tab.value === wanted) ? wanted : props.tabs[0]?.value;
    const choose = (value: string) => {
      setChosen(value);
      if (value !== selected) void onAction?.(value);
    };
    const onKeyDown = (event: KeyboardEvent, index: number) => {
      const next = nextIndex(event.key, index, props.tabs.length);
      if (next === undefined) return;
      event.preventDefault();
      refs.current[next]?.focus();
      choose(props.tabs[next]!.value);
    };
    return (
      <div
        role="tablist"
        aria-label={props.label ? t(props.label) : undefined}
        data-widget-id={node.id}
        className="inline-flex gap-1 rounded-xl bg-neutral-900 p-1"
      >
        {props.tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              disabled={!enabled}
              onClick={() => choose(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-lg px-4 font-semibold focus-visible:outline-4 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50 ${
                isSelected ? 'bg-brand text-neutral-950' : 'text-neutral-200 hover:bg-neutral-800'
              }`}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>
    );
  },
});
