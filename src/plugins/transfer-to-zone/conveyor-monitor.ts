/**
 * The conveyor reading (001 §2.12, §4.10): the conveyor's event stream applied through the core transition, the item
 * search of what it reads, the save-on-read action per item, and the monitor published in the screen state as
 * `screen.conveyor` at an animation frame, at most ten times a second whatever the event rate: each publication
 * costs a layout and paint of the log (measured at 20 boxes a second: rendering, not script, made the long tasks).
 */
import { supplierDescription } from '../../api/conveyor.ts';
import { parseConveyorMessage, type ConveyorEvent } from '../../core/conveyor/conveyor-event.ts';
import {
  conveyorTransition,
  initialConveyorState,
  type ConveyorInput,
  type ConveyorItem,
} from '../../core/conveyor/conveyor-monitor.ts';
import type { PluginContext } from '../define-plugin.ts';
import { formDataOf } from '../shared/screen-values.ts';
import { conveyorErrorReporter } from './conveyor-errors.ts';
import { createItemLookups, type FoundResults } from './conveyor-lookups.ts';
import { createSaveOnRead } from './conveyor-save-on-read.ts';

type ConveyorContext = PluginContext<'transfer-to-zone'>;

export const publishIntervalMs = 100;

/** The conveyor the start form chose (001 §2.12: the reading requires formData.conveyor). */
export function conveyorIdOf(context: ConveyorContext): string {
  const conveyor = formDataOf(context.state).conveyor;
  return typeof conveyor === 'string' ? conveyor.trim() : typeof conveyor === 'number' ? String(conveyor) : '';
}

function createMonitor(context: ConveyorContext) {
  let state = initialConveyorState;
  let rows: { items: readonly ConveyorItem[]; found: ConveyorItem[] } = { items: [], found: [] };
  let cancelPublish: (() => void) | undefined;
  let published = Number.NEGATIVE_INFINITY;
  let stopped = false;
  const suppliers = new Map<string, string>();
  const reportError = conveyorErrorReporter(context);
  const saveOnRead = createSaveOnRead(context, reportError);

  const publish = () => {
    cancelPublish = undefined;
    published = Date.now();
    if (rows.items !== state.items)
      rows = { items: state.items, found: state.items.filter((i) => i.state === 'found') };
    const screen = context.state.get('screen');
    context.state.set('screen', {
      ...(typeof screen === 'object' && screen !== null ? screen : {}),
      conveyor: {
        status: state.status,
        statusText: context.translate(`conveyor.status.${state.status}`),
        barcode: state.barcode,
        supplier: suppliers.get(state.supplierCode) || state.supplierCode,
        counters: state.counters,
        items: rows.found,
        log: state.log,
      },
    });
  };
  const schedule = () => {
    if (cancelPublish || stopped) return;
    const wait = published + publishIntervalMs - Date.now();
    if (wait <= 0) cancelPublish = context.timers.frame(publish);
    else cancelPublish = context.timers.after(wait, () => void (cancelPublish = context.timers.frame(publish)));
  };
  const apply = (input: ConveyorInput) => {
    const next = conveyorTransition(state, input);
    if (next === state) return;
    state = next;
    schedule();
  };
  const found = (results: FoundResults) => {
    if (results.size === 0) return;
    apply({ type: 'found', results });
    for (const item of results.values()) if (item) saveOnRead.once(item.itemId);
  };
  const lookups = createItemLookups(context, found, reportError);

  const supplier = (code: string) => {
    if (!code || suppliers.has(code)) return;
    suppliers.set(code, '');
    void supplierDescription(context.api, code).then((description) => {
      suppliers.set(code, description);
      schedule();
    }, reportError);
  };

  return {
    started: false,
    receive(event: ConveyorEvent) {
      apply({ type: 'event', event });
      supplier(event.supplierCode);
      if (event.identifiers.length > 0) found(lookups.request(event.identifiers));
    },
    clearLog: () => apply({ type: 'clearLog' }),
    publish,
    stop() {
      stopped = true;
      cancelPublish?.();
      lookups.stop();
      saveOnRead.stop();
    },
  };
}

const monitorOf = (context: ConveyorContext) => context.session.get('conveyor.monitor', () => createMonitor(context));

/** The reading's open: once per screen, only with a conveyor (without one, the descriptor's leaveWhen sends it back). */
export function openConveyor(context: ConveyorContext): void {
  const conveyorId = conveyorIdOf(context);
  const monitor = monitorOf(context);
  if (!conveyorId || monitor.started) return;
  monitor.started = true;
  monitor.publish();
  context.streams.open('conveyor', {
    path: `api/v1/sse/getData/conveyor/${encodeURIComponent(conveyorId)}`,
    parse: (data) => parseConveyorMessage(data),
    onMessage: (event) => monitor.receive(event),
  });
}

export const stopConveyor = (context: ConveyorContext): void => monitorOf(context).stop();

/** Handler `clearLog`: the log's Clear (001 §2.12). */
export const clearConveyorLog = async (context: ConveyorContext): Promise<void> => monitorOf(context).clearLog();
