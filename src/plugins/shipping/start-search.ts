/**
 * The shipping start by RFID search (001 §2.4, §4.3): a parcel tag read looks the parcel up by identifier; found, the
 * parcel is started and the reading opens with the tags, the parcel and its ASN (in an ASN selection mode the form's
 * parcelCode is set too); not found, 'No parcel found with these identifiers' titled search_error, and the read tags
 * are removed by the start form.
 */
import { parcelByIdentifier } from '../../api/shipping.ts';
import { ApiError } from '../../core/api-error.ts';
import { describeError } from '../../core/describe-error.ts';
import type { StartSearchResult } from '../../core/forms/start-search.ts';
import type { TagRead } from '../../core/readings/reader-contract.ts';
import { showsAsnSelection } from '../../core/shipping/shipping-navigation.ts';
import { segmentOf, type ShippingContext } from './session.ts';
import { startShippingParcel } from './start-parcel.ts';

const notFound: StartSearchResult = {
  type: 'error',
  title: 'shipment.errors.searchError',
  message: 'shipment.errors.noParcelFound',
};

export async function searchParcelByTags(
  context: ShippingContext,
  reads: readonly TagRead[],
): Promise<StartSearchResult> {
  const identifiers = reads
    .filter((read) => read.epc)
    .map((read) => ({ code: read.epc ?? '', ...(read.tid ? { tid: read.tid } : {}) }));
  if (identifiers.length === 0) return notFound;
  let found;
  try {
    found = await parcelByIdentifier(context.api, segmentOf(context), {
      operationId: context.operation.id,
      identifiers,
      identifierCode: identifiers[0]?.code ?? '',
    });
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return notFound;
    throw failure;
  }
  const asnMode = showsAsnSelection(context.operation.type ?? '', context.kindOptions, false);
  const formData = asnMode ? { parcelCode: found.code } : {};
  const asn = found.asn && { status: '', attributes: {}, ...found.asn, id: found.asn.id ?? '' };
  let failed: unknown;
  const parcel = await startShippingParcel(
    context,
    { ...found.attributes, parcelCode: found.code },
    asn,
    async (failure) => {
      failed = failure;
    },
  );
  if (!parcel) {
    // Told by the start form, which then forgets the tags (a failure is not shown twice).
    const message = failed === undefined ? '' : describeError(failed, context.translate).message;
    return { type: 'error', title: 'shipment.errors.startParcel', message };
  }
  return { type: 'navigate', formData, state: { tags: reads, parcel, asn } };
}
