/**
 * The decode of the simple parcel list (001 §4.8, §7 batchDecodeParcelList): the pipeline's new codes decoded into
 * parcels; in parcelAndAsn mode each shipment seen for the first time has its parcels listed as undetected.
 */
import { decodeParcelList, fetchAsnParcelCodes } from '../../api/simple-parcel-list.ts';
import {
  addAsnParcels,
  applyDecodes,
  asnsToLoad,
  type ParcelDecode,
  type ParcelListState,
} from '../../core/parcel-list/parcel-list.ts';
import type { DecodedRead } from '../../core/readings/decoded-read.ts';
import { formDataOf, workstationOf } from '../shared/screen-values.ts';
import { parcelSession, publish, type ParcelListContext } from './parcel-session.ts';

/** What the pipeline lists of a decoded identifier: a parcel's tag or an item's, with its parcel and shipment. */
function asDecodedRead(decode: ParcelDecode): DecodedRead {
  return {
    identifierCode: decode.identifierCode,
    decodeResult: decode.hasItem ? 'itemFound' : 'unknown',
    statuses: [],
    item: null,
    epc: decode.identifierCode,
    detected: 1,
    expected: 0,
    unexpected: decode.unexpected ? 1 : 0,
    kindFields: {
      ...(decode.parcelCode ? { parcelCode: decode.parcelCode } : {}),
      ...(decode.asnCode ? { asnCode: decode.asnCode } : {}),
    },
  };
}

export async function decodeParcelReads(context: ParcelListContext, codes: string[]): Promise<DecodedRead[]> {
  const decodes = await decodeParcelList(context.api, {
    identifierCodes: codes,
    operationId: context.operation.id,
    form: formDataOf(context.state),
    clientPlaceId: workstationOf(context.state).placeId,
  });
  publish(context, await withDecodes(context, parcelSession(context).state, decodes));
  return decodes.map(asDecodedRead);
}

/** The list with these decodes in it, and in parcelAndAsn mode each shipment seen for the first time with its parcels. */
export async function withDecodes(
  context: ParcelListContext,
  list: ParcelListState,
  decodes: readonly ParcelDecode[],
): Promise<ParcelListState> {
  let state = applyDecodes(list, decodes);
  if (context.kindOptions.viewMode === 'parcelAndAsn')
    for (const asnCode of asnsToLoad(state, decodes))
      state = addAsnParcels(state, asnCode, await fetchAsnParcelCodes(context.api, asnCode));
  return state;
}
