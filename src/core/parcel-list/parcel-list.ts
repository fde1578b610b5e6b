/**
 * The simple parcel list's state (001 §2.10, §4.6, §4.8), framework-free: the parcels with their local flags
 * (detected, unexpected, forced, removed), the tags that detected each, the ignored EPCs, and the shipments loaded.
 * Every change answers a new state; the screen derives its rows, groups and counters from it.
 */
import { parcelState, sortParcels, type ParcelRowData } from '../readings/parcel-row.ts';

/** 001 §3 Parcel: the code of a parcel an unexpected read names none for. */
export const unknownParcelCode = 'UNKNOWN';

export interface ListedParcel extends ParcelRowData {
  /** The shipment's code, '' for a parcel of none. */
  asnCode: string;
  /** Loaded from its shipment's parcel list (in ASN mode), not added by a read. */
  fromAsn: boolean;
  /** The identifier codes read for it. */
  tags: readonly string[];
}

export interface ParcelListState {
  parcels: readonly ListedParcel[];
  ignoredEpcs: readonly string[];
  /** The shipments whose parcels were loaded (ASN mode). */
  loadedAsns: readonly string[];
}

export const emptyParcelList: ParcelListState = { parcels: [], ignoredEpcs: [], loadedAsns: [] };

/** One decoded identifier (001 §7 batchDecodeParcelList): its item, parcel and shipment, and whether unexpected. */
export interface ParcelDecode {
  identifierCode: string;
  hasItem: boolean;
  parcelCode: string;
  asnCode: string;
  unexpected: boolean;
}

const listed = (code: string, asnCode: string, fromAsn: boolean): ListedParcel => ({
  code,
  asnCode,
  fromAsn,
  parcelEntryQuantity: 0,
  detected: false,
  unexpected: false,
  forced: false,
  tags: [],
});

/**
 * 001 §4.8 decode: an identifier without an item or a parcel code goes to the ignored EPCs; otherwise its parcel
 * (UNKNOWN for an item of no parcel, which is unexpected) is marked detected and its quantity read goes up, a parcel
 * not yet listed being added as detected. A tag already counted for its parcel counts once.
 */
export function applyDecodes(state: ParcelListState, decodes: readonly ParcelDecode[]): ParcelListState {
  const parcels = new Map(state.parcels.map((parcel) => [parcel.code, parcel] as const));
  const ignored = new Set(state.ignoredEpcs);
  for (const decode of decodes) {
    if (!decode.hasItem && !decode.parcelCode) {
      ignored.add(decode.identifierCode);
      continue;
    }
    const code = decode.parcelCode || unknownParcelCode;
    const current = parcels.get(code) ?? listed(code, decode.asnCode, false);
    if (current.tags.includes(decode.identifierCode)) continue;
    parcels.set(code, {
      ...current,
      asnCode: current.asnCode || decode.asnCode,
      removed: false,
      detected: true,
      unexpected: current.unexpected || decode.unexpected || !decode.parcelCode,
      parcelEntryQuantity: current.parcelEntryQuantity + 1,
      tags: [...current.tags, decode.identifierCode],
    });
  }
  return { ...state, parcels: [...parcels.values()], ignoredEpcs: [...ignored] };
}

/** 001 §4.8 ASN mode: the shipment's parcels are listed as undetected (those already listed stay as they are). */
export function addAsnParcels(state: ParcelListState, asnCode: string, codes: readonly string[]): ParcelListState {
  const known = new Set(state.parcels.map((parcel) => parcel.code));
  const added = codes.filter((code) => !known.has(code)).map((code) => listed(code, asnCode, true));
  const parcels = state.parcels.map((parcel) =>
    codes.includes(parcel.code) ? { ...parcel, asnCode, fromAsn: true } : parcel,
  );
  return { ...state, parcels: [...parcels, ...added], loadedAsns: [...new Set([...state.loadedAsns, asnCode])] };
}

/** The shipments named by decodes and not loaded yet. */
export function asnsToLoad(state: ParcelListState, decodes: readonly ParcelDecode[]): string[] {
  const codes = decodes.map((decode) => decode.asnCode).filter((code) => code !== '');
  return [...new Set(codes)].filter((code) => !state.loadedAsns.includes(code));
}

/**
 * 001 §4.8 remove parcel: detected, forced and quantity read reset, its tags forgotten (answered, for the reader to
 * forget too). A parcel a read added (not its shipment's) is shown as removed.
 */
export function removeParcel(state: ParcelListState, code: string): { state: ParcelListState; tags: string[] } {
  const parcel = state.parcels.find((candidate) => candidate.code === code);
  if (!parcel) return { state, tags: [] };
  const reset: ListedParcel = {
    ...parcel,
    detected: false,
    forced: false,
    unexpected: false,
    parcelEntryQuantity: 0,
    tags: [],
    removed: !parcel.fromAsn,
  };
  return {
    state: { ...state, parcels: state.parcels.map((candidate) => (candidate.code === code ? reset : candidate)) },
    tags: [...parcel.tags],
  };
}

/** 001 §4.8 remove ASN: the whole group goes, with its tags. */
export function removeAsn(state: ParcelListState, asnCode: string): { state: ParcelListState; tags: string[] } {
  const group = state.parcels.filter((parcel) => parcel.asnCode === asnCode);
  return {
    state: {
      ...state,
      parcels: state.parcels.filter((parcel) => parcel.asnCode !== asnCode),
      loadedAsns: state.loadedAsns.filter((code) => code !== asnCode),
    },
    tags: group.flatMap((parcel) => parcel.tags),
  };
}

/** 001 §2.10 force (after the user's PIN): the parcel counts as detected, forced. */
export function forceParcel(state: ParcelListState, code: string): ParcelListState {
  return {
    ...state,
    parcels: state.parcels.map((parcel) =>
      parcel.code === code ? { ...parcel, detected: true, forced: true, removed: false } : parcel,
    ),
  };
}

export type GroupColour = 'green' | 'grey' | 'orange';

export interface ParcelGroup {
  asnCode: string;
  detected: number;
  total: number;
  /** 001 §2.10: green when all are detected, grey when fewer, orange otherwise (more detected than listed). */
  colour: GroupColour;
  parcels: ListedParcel[];
}

const isDetected = (parcel: ListedParcel) => parcel.detected && !parcel.removed;

/** The ASN groups of parcelAndAsn mode (001 §2.10), each with its parcels unexpected first. */
export function parcelGroups(state: ParcelListState): ParcelGroup[] {
  const byAsn = new Map<string, ListedParcel[]>();
  for (const parcel of state.parcels) byAsn.set(parcel.asnCode, [...(byAsn.get(parcel.asnCode) ?? []), parcel]);
  return [...byAsn.entries()].map(([asnCode, parcels]) => {
    const total = parcels.filter((parcel) => parcel.fromAsn).length || parcels.length;
    const detected = parcels.filter(isDetected).length;
    const colour: GroupColour = detected === total ? 'green' : detected < total ? 'grey' : 'orange';
    return { asnCode, detected, total, colour, parcels: sortParcels(parcels) };
  });
}

export interface ParcelListSummary {
  detected: number;
  unexpected: number;
  forced: number;
  toRead: number;
  ignored: number;
  /** 001 §4.6: at least one detected parcel and no unexpected one. */
  canConfirm: boolean;
}

export function parcelSummary(state: ParcelListState): ParcelListSummary {
  const states = state.parcels.map(parcelState);
  const count = (wanted: string) => states.filter((current) => current === wanted).length;
  const unexpected = count('unexpected');
  const detected = state.parcels.filter(isDetected).length;
  return {
    detected,
    unexpected,
    forced: count('forced'),
    toRead: count('toRead'),
    ignored: state.ignoredEpcs.length,
    canConfirm: detected > 0 && unexpected === 0,
  };
}

/** What the save sends (001 §7): the detected parcels, and which of them were forced. */
export function savedParcels(state: ParcelListState): { parcelCodes: string[]; forcedParcelCodes: string[] } {
  const detected = state.parcels.filter((parcel) => isDetected(parcel) && parcel.code !== unknownParcelCode);
  return {
    parcelCodes: detected.map((parcel) => parcel.code),
    forcedParcelCodes: detected.filter((parcel) => parcel.forced).map((parcel) => parcel.code),
  };
}

/** The rows in list order (001 §2.10: unexpected first). */
export const parcelRows = (state: ParcelListState): ListedParcel[] => sortParcels(state.parcels);
