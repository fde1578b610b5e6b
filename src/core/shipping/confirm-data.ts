/**
 * The place fields a parcel confirm carries (001 §5 'ASN confirm data'): INBOUND without destinationPlaceId takes the
 * workstation's place as destination, OUTBOUND without originPlaceId as origin, PACKING without operationPlaceId as
 * the operation's place; the ASN code is the current ASN's, else the parcel's ASN's.
 */

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function parcelConfirmPlaces(
  type: string,
  formData: Readonly<Record<string, unknown>>,
  workstationPlaceId: string,
): Record<string, string> {
  const given = (field: string) => text(formData[field]) || workstationPlaceId;
  if (type === 'INBOUND') return { destinationPlaceId: given('destinationPlaceId') };
  if (type === 'OUTBOUND') return { originPlaceId: given('originPlaceId') };
  if (type === 'PACKING') return { operationPlaceId: given('operationPlaceId') };
  return {};
}

export function asnCodeOf(currentAsn?: { code: string }, parcel?: { asn?: { code: string } }): string | undefined {
  return currentAsn?.code ?? parcel?.asn?.code;
}
