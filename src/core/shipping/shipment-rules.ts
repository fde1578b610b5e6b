/**
 * The shipment and parcel rules of 001 §4.1–§4.2 and 000 §4.9: status chips, the ASN statuses listed per type, when a
 * parcel may be added, when a parcel is completed, the ASN's counters and the force-close question.
 */
import type { OperationType } from '../operation-types.ts';

export type ShippingSegment = 'inbound' | 'outbound' | 'packing';

/** 001 §7: the call segment of the operation's type. */
export function shippingSegment(type: OperationType | string): ShippingSegment {
  if (type === 'OUTBOUND') return 'outbound';
  if (type === 'PACKING') return 'packing';
  return 'inbound';
}

const listedStatuses: Readonly<Record<string, readonly string[]>> = {
  INBOUND: ['DRAFT', 'IN_TRANSIT', 'IN_INBOUND', 'INBOUND_ERROR'],
  OUTBOUND: ['DRAFT', 'IN_OUTBOUND', 'OUTBOUND_ERROR'],
};

/** 001 §4.2: the statuses the ASN list asks for; other types ask for none. */
export function asnListStatuses(type: string): string[] {
  return [...(listedStatuses[type] ?? [])];
}

const parcelAllowed: Readonly<Record<string, readonly string[]>> = {
  INBOUND: ['DRAFT', 'IN_TRANSIT', 'IN_INBOUND', 'INBOUND_ERROR'],
  OUTBOUND: ['DRAFT', 'IN_TRANSIT', 'IN_OUTBOUND', 'INBOUND_ERROR'],
};

/** 001 §4.2: 'New parcel' with canCreateParcels and an ASN in an allowed status of the type. */
export function canCreateParcel(type: string, asnStatus: string, canCreateParcels: boolean): boolean {
  return canCreateParcels && (parcelAllowed[type] ?? []).includes(asnStatus);
}

const notCompleted: Readonly<Record<string, readonly string[]>> = {
  INBOUND: ['DRAFT', 'IN_TRANSIT', 'FORCE_SENT', 'IN_INBOUND', 'INBOUND_ERROR', 'FORCE_RECEIVED'],
  OUTBOUND: ['DRAFT', 'PACKED', 'IN_OUTBOUND', 'OUTBOUND_ERROR'],
};

/** 001 §4.2: a parcel row opens onto its content only in a completed status. */
export function isParcelCompleted(type: string, parcelStatus: string): boolean {
  return !(notCompleted[type] ?? []).includes(parcelStatus);
}

export interface AsnCounterSource {
  detectedCounter?: number;
  expectedCounter?: number;
}

export interface ParcelCounterSource {
  parcelEntryQuantity?: number;
  checklistExpectedQuantity?: number;
}

/**
 * 001 §4.2: detected = asn.detectedCounter, else Σ parcelEntryQuantity; expected (checklist operations only) =
 * asn.expectedCounter, else Σ checklistExpectedQuantity.
 */
export function asnCounters(
  asn: AsnCounterSource,
  parcels: readonly ParcelCounterSource[],
  hasChecklist: boolean,
): { detected: number; expected?: number } {
  const sum = (pick: (parcel: ParcelCounterSource) => number | undefined) =>
    parcels.reduce((total, parcel) => total + (pick(parcel) ?? 0), 0);
  const detected = asn.detectedCounter ?? sum((parcel) => parcel.parcelEntryQuantity);
  if (!hasChecklist) return { detected };
  return { detected, expected: asn.expectedCounter ?? sum((parcel) => parcel.checklistExpectedQuantity) };
}

/** 001 §4.2: confirming a shipment with a parcel that has no parcelEntryQuantity first asks to force the closing. */
export function needsForceClose(parcels: readonly ParcelCounterSource[]): boolean {
  return parcels.some((parcel) => !parcel.parcelEntryQuantity);
}

/** 001 §7: the ASN list's order, oldest first with reverseAsnOrder. */
export function asnListSort(reverseAsnOrder: boolean): 'creationDate,desc' | 'creationDate,asc' {
  return reverseAsnOrder ? 'creationDate,asc' : 'creationDate,desc';
}
