import { bigLabelWidget } from './basic/big-label.widget.tsx';
import { buttonWidget } from './basic/button.widget.tsx';
import { detailValuesWidget } from './basic/detail-values.widget.tsx';
import { overlayWidget } from './basic/overlay.widget.tsx';
import { stackWidget } from './basic/stack.widget.tsx';
import { textWidget } from './basic/text.widget.tsx';
import { tileGridWidget } from './basic/tile-grid.widget.tsx';
import { tileWidget } from './basic/tile.widget.tsx';
import { valueRowsWidget } from './basic/value-rows.widget.tsx';
import { selectWidget } from './input/select.widget.tsx';
import { tabsWidget } from './input/tabs.widget.tsx';
import { toggleWidget } from './input/toggle.widget.tsx';
import { searchableListWidget } from './lists/searchable-list.widget.tsx';
import { parcelListWidget } from './parcels/parcel-list.widget.tsx';
import { identifierBoxesWidget } from './encoding/identifier-boxes.widget.tsx';
import { connectionIndicatorWidget } from './status/connection-indicator.widget.tsx';
import { counterTilesWidget } from './status/counter-tiles.widget.tsx';
import { eventLogWidget } from './status/event-log.widget.tsx';
import { resultPanelWidget } from './status/result-panel.widget.tsx';
import { workstationStateWidget } from './status/workstation-state.widget.tsx';
import { textFieldWidget } from './input/text-field.widget.tsx';
import { antennaIndicatorWidget } from './reader/antenna-indicator.widget.tsx';
import { antennaPanelWidget } from './reader/antenna-panel.widget.tsx';
import { readerControlWidget } from './reader/reader-control.widget.tsx';
import { formDetailsWidget } from './form/form-details.widget.tsx';
import { operationFormWidget } from './form/operation-form.widget.tsx';
import { decodeOutageWidget } from './readings/decode-outage.widget.tsx';
import { readingCountersWidget } from './readings/reading-counters.widget.tsx';
import { readingListWidget } from './readings/reading-list.widget.tsx';
import { removeToggleWidget } from './readings/remove-toggle.widget.tsx';
import { statusSummaryWidget } from './readings/status-summary.widget.tsx';

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
  [decodeOutageWidget.name]: decodeOutageWidget,
  [removeToggleWidget.name]: removeToggleWidget,
  [bigLabelWidget.name]: bigLabelWidget,
  [valueRowsWidget.name]: valueRowsWidget,
  [overlayWidget.name]: overlayWidget,
  [tabsWidget.name]: tabsWidget,
  [toggleWidget.name]: toggleWidget,
  [selectWidget.name]: selectWidget,
  [searchableListWidget.name]: searchableListWidget,
  [parcelListWidget.name]: parcelListWidget,
  [identifierBoxesWidget.name]: identifierBoxesWidget,
  [connectionIndicatorWidget.name]: connectionIndicatorWidget,
  [counterTilesWidget.name]: counterTilesWidget,
  [eventLogWidget.name]: eventLogWidget,
  [resultPanelWidget.name]: resultPanelWidget,
  [workstationStateWidget.name]: workstationStateWidget,
} as const;

/** The allowed widget names, derived from the registry so the two cannot drift. */
export type WidgetName = keyof typeof widgetRegistry;
export const widgetNames = Object.keys(widgetRegistry) as WidgetName[];
