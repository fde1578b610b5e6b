/**
 * Starting a parcel (001 §4.3, §7 startParcel): the form data with the operation, the ASN (or the checklist), the
 * workstation's place as the operation's; 'Start Parcel Error' when it fails. A PACKING parcel already packed asks to
 * unpack first when allowUnpack is set (001 §4.3): Yes unpacks and starts again, No stays on the form.
 */
import { startParcel, unpackParcel } from '../../api/shipping.ts';
import { ApiError } from '../../core/api-error.ts';
import type { Asn, Parcel } from '../../core/shipping/shipment-records.ts';
import { segmentOf, showFailure, showMessage, workstationPlaceOf, type ShippingContext, yesNo } from './session.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 001 §4.3: the start failed because the parcel is packed ('UNPACK' as errorCode or message). */
export function asksToUnpack(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'unpack' || error.errorCode === 'UNPACK' || error.detail.text === 'UNPACK';
}

export async function startShippingParcel(
  context: ShippingContext,
  formData: Readonly<Record<string, unknown>>,
  asn: Asn | undefined,
  /** How a failure to start is told (default: shown as errorMessageView says, titled 'Start Parcel Error'). */
  report: (failure: unknown) => Promise<void> = (failure) =>
    showFailure(context, failure, context.translate('shipment.errors.startParcel')),
): Promise<Parcel | undefined> {
  const placeId = workstationPlaceOf(context);
  if (!placeId) {
    await showMessage(context, 'confirmation.missingWorkstationPlace');
    return undefined;
  }
  const parcelCode = text(formData.parcelCode);
  const request = {
    ...formData,
    operationId: context.operation.id,
    parcelCode,
    operationPlaceId: text(formData.operationPlaceId) || placeId,
    attributes: { ...formData },
    ...(asn
      ? { asn: { code: asn.code, destinationPlaceId: asn.destinationPlaceId, originPlaceId: asn.originPlaceId } }
      : {}),
    ...(asn && context.kindOptions.startParcelWithAsn ? { startParcelWithAsn: true } : {}),
  };
  const segment = segmentOf(context);
  try {
    return await startParcel(context.api, segment, request);
  } catch (failure) {
    const unpack =
      asksToUnpack(failure) &&
      context.operation.type === 'PACKING' &&
      context.kindOptions.allowUnpack &&
      parcelCode !== '';
    if (!unpack) {
      await report(failure);
      return undefined;
    }
    const agreed = await context.dialogs.confirm({
      title: context.translate('shipment.unpackTitle'),
      message: context.translate('shipment.confirmUnpack'),
      ...yesNo(context),
    });
    if (!agreed) return undefined;
    try {
      await unpackParcel(context.api, segment, {
        operationId: context.operation.id,
        parcelCode,
        clientPlaceId: placeId,
      });
      return await startParcel(context.api, segment, request);
    } catch (again) {
      await report(again);
      return undefined;
    }
  }
}
