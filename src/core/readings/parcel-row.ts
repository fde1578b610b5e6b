/** 000 §3 Parcel row (shared display) and the states of 000 §4.8. */
export interface ParcelRowData {
  code: string;
  parcelEntryQuantity: number;
  detected: boolean;
  unexpected: boolean;
  forced: boolean;
  removed?: boolean;
}

export type ParcelState = 'toRead' | 'unexpected' | 'forced' | 'ok' | 'removed';

/** 000 §4.8: not detected is to read; detected and unexpected, unexpected; detected and forced, forced; else ok. */
export function parcelState(parcel: ParcelRowData): ParcelState {
  if (parcel.removed) return 'removed';
  if (!parcel.detected) return 'toRead';
  if (parcel.unexpected) return 'unexpected';
  if (parcel.forced) return 'forced';
  return 'ok';
}

/** 000 §4.8: unexpected parcels first, otherwise in the given order. */
export function sortParcels<T extends ParcelRowData>(parcels: readonly T[]): T[] {
  const first = parcels.filter((parcel) => parcelState(parcel) === 'unexpected');
  const rest = parcels.filter((parcel) => parcelState(parcel) !== 'unexpected');
  return [...first, ...rest];
}
