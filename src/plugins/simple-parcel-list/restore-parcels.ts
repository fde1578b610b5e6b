/**
 * The parcel list of a restored reading session (issue 17): its reads come back decoded, without a decode call, and
 * their answers say which parcel and shipment each tag belongs to, so the list is made again from them as the decodes
 * made it (with each shipment's parcels in parcelAndAsn mode). Parcels forced with a PIN show forced again only when
 * a save of them was in flight (resumeParcelSave); otherwise the operator forces them again.
 */
import { emptyParcelList, type ParcelDecode } from '../../core/parcel-list/parcel-list.ts';
import type { ListedRead } from '../define-plugin.ts';
import { withDecodes } from './parcel-decode.ts';
import { publish, type ParcelListContext } from './parcel-session.ts';

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
  publish(context, await withDecodes(context, emptyParcelList, decodes));
}
