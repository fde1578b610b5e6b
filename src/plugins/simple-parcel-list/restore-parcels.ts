/**
 * The parcel list of a restored reading session (issue 17): its reads come back decoded, without a decode call, and
 * their answers say which parcel and shipment each tag belongs to, so the list is made again from them as the decodes
 * made it (with each shipment's parcels in parcelAndAsn mode). The parcels forced on the screen show forced again
 * (the session kept their codes); their PIN was not stored, so the save asks for it.
 */
import { emptyParcelList, forceParcel, type ParcelDecode } from '../../core/parcel-list/parcel-list.ts';
import type { ListedRead } from '../define-plugin.ts';
import { withDecodes } from './parcel-decode.ts';
import { FORCED_PARCELS, publish, type ParcelListContext } from './parcel-session.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The decode a listed read was made from (parcel-decode.ts asDecodedRead, the other way). */
const parcelDecodeOf = (read: ListedRead): ParcelDecode => ({
  identifierCode: read.identifierCode,
  hasItem: read.decodeResult === 'itemFound',
  parcelCode: text(read.kindFields?.parcelCode),
  asnCode: text(read.kindFields?.asnCode),
  unexpected: (read.unexpected ?? 0) > 0,
});

/** Opens the reading screen on the parcels of the reads already listed: none on a new screen, a restored session's. */
export async function openParcelList(context: ParcelListContext): Promise<void> {
  const decodes = [...(context.readings?.reads() ?? [])].map(parcelDecodeOf);
  const listed = await withDecodes(context, emptyParcelList, decodes);
  publish(context, keptForced(context).reduce(forceParcel, listed));
}

/** The codes of the parcels a restored session had forced (stored in the browser: checked, not trusted). */
function keptForced(context: ParcelListContext): string[] {
  const kept = context.durable?.kept(FORCED_PARCELS);
  return Array.isArray(kept) ? kept.filter((code): code is string => typeof code === 'string') : [];
}
