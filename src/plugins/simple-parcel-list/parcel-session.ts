/**
 * The simple parcel list screen's state (001 §2.10, §4.8) in the runtime's screen session, and what the descriptor
 * binds from it: the rows (unexpected first), the shipment groups, the summary, the unexpected parcels and the ignored
 * EPCs of the two badge modals.
 */
import {
  emptyParcelList,
  parcelGroups,
  parcelRows,
  parcelSummary,
  savedParcels,
  type ParcelListState,
} from '../../core/parcel-list/parcel-list.ts';
import { parcelState } from '../../core/readings/parcel-row.ts';
import type { PluginContext } from '../define-plugin.ts';
import { setScreenValues } from '../shared/screen-values.ts';

export type ParcelListContext = PluginContext<'simple-parcel-list'>;

interface ParcelListSession {
  state: ParcelListState;
  /** The PIN that forced parcels on this screen, sent with the save for the server to check again. */
  pin?: string;
}

export const parcelSession = (context: ParcelListContext): ParcelListSession =>
  context.session.get('simple-parcel-list', () => ({ state: emptyParcelList }));

/** The durable session's name for the parcels forced on this screen (their PIN is not stored). */
export const FORCED_PARCELS = 'forcedParcelCodes';

/** Replaces the state and shows it; the parcels forced so far are kept with the durable session. */
export function publish(context: ParcelListContext, state: ParcelListState): void {
  parcelSession(context).state = state;
  context.durable?.keep(FORCED_PARCELS, savedParcels(state).forcedParcelCodes);
  const rows = parcelRows(state);
  setScreenValues(context.state, {
    parcels: rows,
    groups: parcelGroups(state),
    summary: parcelSummary(state),
    unexpectedParcels: rows.filter((parcel) => parcelState(parcel) === 'unexpected'),
    ignoredEpcs: state.ignoredEpcs.map((code) => ({ code })),
  });
}

/** The reads of these tags are forgotten, so that reading them again counts them again. */
export function forgetTags(context: ParcelListContext, tags: readonly string[]): void {
  for (const identifierCode of tags) context.readings?.remove({ identifierCode });
}
