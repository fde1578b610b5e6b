/** The place of 000 §3 (a user's place, or one the places search offers), parsed from server JSON. */
import { isRecord } from './guards.ts';
import { textOf } from './forms/value-path.ts';

export interface Place {
  id: string;
  code: string;
  description: string;
  /** ISO country code, '' when the server gives none. */
  countryCode: string;
  labels: string[];
  /** The kind of place, e.g. SUPPLIER, WAREHOUSE, STORE; '' when none. */
  type: string;
  /** Free attributes; `default_workstation_code` names the place's default workstation (000 §3 LoggedUser). */
  attributes: Record<string, unknown>;
}

/** A place from the wire: wrong members become empty values; labels keep only non-empty texts. */
export function parsePlace(value: unknown): Place {
  const raw = isRecord(value) ? value : {};
  return {
    id: textOf(raw.id),
    code: textOf(raw.code),
    description: textOf(raw.description),
    countryCode: textOf(raw.countryCode),
    labels: (Array.isArray(raw.labels) ? raw.labels : []).map(textOf).filter(Boolean),
    type: textOf(raw.type),
    attributes: isRecord(raw.attributes) ? raw.attributes : {},
  };
}
