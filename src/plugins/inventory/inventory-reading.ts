/**
 * The inventory reading (001 §2.14, §4.12): the inventory by the route's id (an unknown one goes back to the list,
 * the error shown), its counters bar on open, every refreshCounterTimeout when it is > 0 and 300 ms after a request,
 * and the control panel's log of the operation.
 */
import { fetchInventory, fetchInventoryCounters } from '../../api/inventory.ts';
import { controlPanelOperationLogUrl } from '../../core/control-panel-url.ts';
import { countersBar } from '../../core/inventory/counters-bar.ts';
import { inventoryFigures } from '../../core/inventory/inventory-counters.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { setScreenValues } from '../shared/screen-values.ts';
import { inventoryIdOf, readingSession, showFailure, type InventoryContext } from './session.ts';

/** 001 §9: a reload asked for runs after this. */
export const counterReloadDelayMs = 300;

async function loadCountersOnce(context: InventoryContext, show: boolean): Promise<void> {
  const session = readingSession(context);
  try {
    const counters = await fetchInventoryCounters(context.api, inventoryIdOf(context));
    session.lastFailed = false;
    setScreenValues(context.state, { counters: countersBar(inventoryFigures(counters)) });
  } catch (error) {
    const again = session.lastFailed;
    session.lastFailed = true;
    if (show || !again) void showFailure(context, error);
  }
}

/**
 * Loads the counters now, one load at a time: asked while one is going, one more runs after it, so the bar ends with
 * an answer given after the last request. `demanded`: an operator asked, so a failure shows.
 */
export function reloadCounters(context: InventoryContext, demanded: boolean): Promise<void> {
  const session = readingSession(context);
  session.demanded ||= demanded;
  if (session.counters) {
    session.again = true;
    return session.counters;
  }
  const run = async () => {
    try {
      do {
        session.again = false;
        const show = session.demanded;
        session.demanded = false;
        await loadCountersOnce(context, show);
      } while (session.again && !session.left);
    } finally {
      // In the same turn as the last check of `again`, so no request falls between the two.
      session.counters = undefined;
    }
  };
  session.counters = run();
  return session.counters;
}

/** Handler `refreshCounters` (the bar's Refresh): reloads after the delay of 001 §9. */
export async function refreshCounters(context: InventoryContext): Promise<void> {
  await context.timers.delay(counterReloadDelayMs);
  await reloadCounters(context, true);
}

/** As the reading opens. `origin` is the station's, for the control panel's address. */
export async function openReading(context: InventoryContext, origin: string): Promise<void> {
  const session = readingSession(context);
  const href = controlPanelOperationLogUrl(origin, 'INVENTORY', context.operation.id);
  const controlPanelLink = href ? { label: 'widgets.counters.controlPanel', href } : null;
  setScreenValues(context.state, { loading: true, controlPanelLink });
  try {
    const inventory = await fetchInventory(context.api, inventoryIdOf(context));
    setScreenValues(context.state, { loading: false, inventory });
  } catch (error) {
    setScreenValues(context.state, { loading: false });
    if (session.left) return;
    context.navigate(buildRoute(routePattern('inventoryList'), { opCode: context.operation.code }), { replace: true });
    await showFailure(context, error);
    return;
  }
  const every = context.operation.options.refreshCounterTimeout;
  if (every > 0) context.timers.every(every, () => reloadCounters(context, false));
  await reloadCounters(context, true);
}
