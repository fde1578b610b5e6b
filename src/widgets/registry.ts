import { buttonWidget } from './basic/button.tsx';
import { detailValuesWidget } from './basic/detail-values.tsx';
import { stackWidget } from './basic/stack.tsx';
import { textWidget } from './basic/text.tsx';
import { tileGridWidget } from './basic/tile-grid.tsx';
import { tileWidget } from './basic/tile.tsx';
import type { WidgetDefinition } from './define-widget.ts';
import { textFieldWidget } from './input/text-field.tsx';
import { antennaIndicatorWidget } from './reader/antenna-indicator.tsx';
import { antennaPanelWidget } from './reader/antenna-panel.tsx';
import { readerControlWidget } from './reader/reader-control.tsx';
import { formDetailsWidget } from './form/form-details.tsx';
import { operationFormWidget } from './form/operation-form.tsx';
import { readingCountersWidget } from './readings/reading-counters.tsx';
import { readingListWidget } from './readings/reading-list.tsx';
import { removeToggleWidget } from './readings/remove-toggle.tsx';
import { statusSummaryWidget } from './readings/status-summary.tsx';

/** Every widget a descriptor may name, in one place. Adding a widget means adding it here (and a story). */
export const widgetRegistry = {
  [buttonWidget.name]: buttonWidget,
  [textWidget.name]: textWidget,
  [stackWidget.name]: stackWidget,
  [tileWidget.name]: tileWidget,
  [tileGridWidget.name]: tileGridWidget,
  [detailValuesWidget.name]: detailValuesWidget,
  [textFieldWidget.name]: textFieldWidget,
  [readerControlWidget.name]: readerControlWidget,
  [antennaIndicatorWidget.name]: antennaIndicatorWidget,
  [antennaPanelWidget.name]: antennaPanelWidget,
  [operationFormWidget.name]: operationFormWidget,
  [formDetailsWidget.name]: formDetailsWidget,
  [readingListWidget.name]: readingListWidget,
  [readingCountersWidget.name]: readingCountersWidget,
  [statusSummaryWidget.name]: statusSummaryWidget,
  [removeToggleWidget.name]: removeToggleWidget,
} as const;

/** The allowed widget names, derived from the registry so the two cannot drift. */
export type WidgetName = keyof typeof widgetRegistry;
export const widgetNames = Object.keys(widgetRegistry) as WidgetName[];

// Each entry keeps its own props type; the registry is read generically by the renderer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetRegistry = Readonly<Record<string, WidgetDefinition<string, any>>>;

/** A plugin's overrides merged over the defaults (RJSF-style): same name replaces, new names add. */
export function mergeRegistry(base: WidgetRegistry, overrides: WidgetRegistry): WidgetRegistry {
  return { ...base, ...overrides };
}

export const lookupWidget = (registry: WidgetRegistry) => (name: string) => registry[name];
