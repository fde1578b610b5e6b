/**
 * The sorting reading (001 §2.13, §4.11, §5): the sorting and its zones load as the screen opens (a missing or unknown
 * sorting goes back); each read is sent alone to POST .../read, its outcome shown in the current-item panel with the
 * group's display, the counters reloaded after each processed item and when a zone changes (the read items cleared).
 */
import { fetchCheckZones, fetchCountersByZone, fetchOriginZones, fetchSorting } from '../../api/sorting.ts';
import { resources } from '../../api/resources.ts';
import { isRecord } from '../../core/guards.ts';
import { canConfirmSorting } from '../../core/capabilities/action-capabilities.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { SortingZone } from '../../core/sorting/sorting-records.ts';
import { antennaState, hasZoneError, sortingMissing } from '../../core/sorting/sorting-rules.ts';
import { workstationOf } from '../shared/screen-values.ts';
import { readTally } from './read-tally.ts';
import {
  latestOnly,
  screenValue,
  setScreen,
  showFailure,
  showMessage,
  sortingIdOf,
  type SortingContext,
} from './session.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A zone as the header's selectors list it: 'description (code)' ('location origin', secondary label code). */
const zoneOption = (zone: SortingZone) => ({
  value: zone.id,
  label: zone.code && zone.description ? `${zone.description} (${zone.code})` : zone.description || zone.code,
});

export const originZoneIdOf = (context: SortingContext) => text(screenValue(context, 'originZoneId'));
export const checkZoneIdOf = (context: SortingContext) => text(screenValue(context, 'checkZoneId'));

/** Recomputes what the antenna may do from the zones and the reload (001 §2.13-18, -19, §5). */
function refreshAntenna(context: SortingContext): void {
  const { enableCheckZone, enableOriginZone } = context.kindOptions;
  setScreen(context, {
    antenna: antennaState({
      zoneError: screenValue(context, 'zoneError') === true,
      reloading: screenValue(context, 'reloading') === true,
      enableCheckZone,
      checkZoneId: checkZoneIdOf(context),
      enableOriginZone,
      originZoneId: originZoneIdOf(context),
    }),
  });
}

/** The Read/Expected and Missing counters from the server: by the chosen origin zone, else the sorting's own. */
export async function reloadCounters(context: SortingContext): Promise<void> {
  const loads = latestOnly(context, 'counters');
  const current = loads.next();
  const sortingId = sortingIdOf(context);
  const zoneId = originZoneIdOf(context);
  try {
    const { read, expected } = zoneId
      ? await fetchCountersByZone(context.api, { operationId: context.operation.id, sortingId, zoneIds: [zoneId] })
      : await fetchSorting(context.api, sortingId).then((sorting) => ({
          read: sorting.readsCount,
          expected: sorting.expectedCount,
        }));
    if (!loads.isLatest(current)) return;
    setScreen(context, {
      counters: { ...countersOf(context), read, expected, missing: sortingMissing(expected, read) },
    });
  } catch (failure) {
    if (loads.isLatest(current)) await showFailure(context, failure);
  }
}

function countersOf(context: SortingContext): Record<string, unknown> {
  const counters = screenValue(context, 'counters');
  return isRecord(counters) ? counters : {};
}

/** A zone changed (001 §4.11-11, -12): the read items are cleared and the counters reload, the antenna hidden meanwhile. */
async function zoneChanged(context: SortingContext): Promise<void> {
  setScreen(context, { reloading: true, current: { state: 'idle' } });
  refreshAntenna(context);
  readTally(context).reset();
  await context.readings?.clear();
  await reloadCounters(context);
  setScreen(context, { reloading: false });
  refreshAntenna(context);
}

/** Handler `chooseOriginZone`, args {value}. */
export async function chooseOriginZone(context: SortingContext, args: Record<string, unknown>): Promise<void> {
  setScreen(context, { originZoneId: text(args.value) });
  // A restored reading opens in the zone its reads were sorted from.
  context.durable?.keepNavigation({ originZoneId: text(args.value) });
  await zoneChanged(context);
}

/** Handler `chooseCheckZone`, args {value}. */
export async function chooseCheckZone(context: SortingContext, args: Record<string, unknown>): Promise<void> {
  setScreen(context, { checkZoneId: text(args.value) });
  context.durable?.keepNavigation({ checkZoneId: text(args.value) });
  await zoneChanged(context);
}

/** Handler `togglePricing`, args {checked}: whether read items get a price label (001 §4.11). */
export async function togglePricing(context: SortingContext, args: Record<string, unknown>): Promise<void> {
  setScreen(context, { pricing: args.checked === true });
}

/** 001 §7 check zones: STOCK zones of places labelled as the workstation's place is. */
async function loadCheckZones(context: SortingContext): Promise<SortingZone[]> {
  const { placeId } = workstationOf(context.state);
  if (!placeId) return [];
  const place = await resources(context.api).places.get(placeId);
  const labels =
    isRecord(place) && Array.isArray(place.labels) ? place.labels.filter((l) => typeof l === 'string') : [];
  return fetchCheckZones(context.api, labels[0] ?? '');
}

/** As the reading opens: the sorting (going back when it is missing or unknown), its zones and counters. */
export async function openReading(context: SortingContext): Promise<void> {
  const sortingId = sortingIdOf(context);
  if (!sortingId) {
    await showMessage(context, 'sorting.errors.missingSorting');
    return context.back();
  }
  const options = context.kindOptions;
  const user = context.state.get('user') as LoggedUser | null;
  setScreen(context, {
    reloading: true,
    pricing: options.pricingEnabled,
    current: { state: 'idle' },
    counters: { read: 0, expected: 0, missing: 0, unexpected: 0, ignored: 0 },
    canConfirm: canConfirmSorting(user ?? undefined, options.showCloseButton),
  });
  // A restored reading's Unexpected and Ignored, as they were.
  readTally(context).publish();
  refreshAntenna(context);
  try {
    const sorting = await fetchSorting(context.api, sortingId);
    const originZones = options.enableOriginZone ? await fetchOriginZones(context.api, sortingId) : [];
    const checkZones = options.enableCheckZone ? await loadCheckZones(context) : [];
    const handed = text(context.navigation.originZoneId);
    const originZoneId = originZones.some((zone) => zone.id === handed) ? handed : (originZones[0]?.id ?? '');
    // A restored reading's check zone (kept as it was chosen), else none yet.
    const kept = text(context.navigation.checkZoneId);
    const checkZoneId = checkZones.some((zone) => zone.id === kept) ? kept : '';
    const zoneError = hasZoneError(options.enableOriginZone, originZones.length);
    setScreen(context, {
      sorting,
      originZones: originZones.map(zoneOption),
      originZoneId: options.enableOriginZone ? originZoneId : '',
      checkZones: checkZones.map(zoneOption),
      checkZoneId,
      zoneError,
    });
    if (zoneError) await showMessage(context, 'sorting.errors.noZones');
  } catch (failure) {
    // Without its sorting the screen has nothing to work on (001 §4.11-23: not found goes back).
    await showFailure(context, failure);
    return context.back();
  }
  await reloadCounters(context);
  setScreen(context, { reloading: false });
  refreshAntenna(context);
}
