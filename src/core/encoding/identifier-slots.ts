/**
 * The identifiers of one association and their _status (002 §4 Identifier _status): the slots of the item type's
 * configuration, filled by the tags read, then confirmed, failed or ignored by the server's validation. Every change
 * answers new slots; nothing is changed in place.
 */
import type { TagRead } from '../readings/reader-contract.ts';
import { identifierTypeOf } from '../readings/tag-identity.ts';
import type { ConfigurationDetail, EncodingIdentifierType, ValidationResponse } from './encoding-records.ts';

export type IdentifierStatus =
  'TO_BE_READ' | 'PROCESSING' | 'WRITING' | 'CONFIRMED' | 'ERROR' | 'IGNORED' | 'SKIPPED' | 'NFC_COLLISION';

export interface IdentifierSlot {
  identifierType: EncodingIdentifierType;
  role: string;
  optional: boolean;
  /** The EPC, UID or barcode read ('' while unread). */
  code: string;
  tid: string;
  /** The EPC to write (computeTags). */
  desiredCode: string;
  status: IdentifierStatus;
  /** The error codes on it, in order, each once (shown comma-separated). */
  errors: string[];
  /** Read from a tag (not only configured). */
  read: boolean;
  /** Not in the configuration: a tag read beyond the configured slots. */
  added: boolean;
  /** Its desiredCode is on the tag now: a forced create asked again (a PIN refused) does not write it twice. */
  written: boolean;
}

const slot = (detail: ConfigurationDetail, added = false): IdentifierSlot => ({
  identifierType: detail.identifierType,
  role: detail.role,
  optional: detail.optional,
  code: '',
  tid: '',
  desiredCode: '',
  status: 'TO_BE_READ',
  errors: [],
  read: false,
  added,
  written: false,
});

/** 002-4-status-02: one TO_BE_READ slot per configured identifier. */
export function slotsOf(details: readonly ConfigurationDetail[]): IdentifierSlot[] {
  return details.map((detail) => slot(detail));
}

/** The read a filled slot stands for (to place it again in other slots). */
export function tagOfSlot(filled: IdentifierSlot): TagRead {
  if (filled.identifierType === 'NFC_TAG') return { uid: filled.code };
  if (filled.identifierType === 'SIMPLE_ITEM_IDENTIFIER') return { barcode: filled.code };
  return { epc: filled.code, ...(filled.tid ? { tid: filled.tid } : {}) };
}

/**
 * The identifier mode's first answer (002 §2): the reads made before the product was known, placed in the slots of
 * the configuration the server gave.
 */
export function reslotted(slots: readonly IdentifierSlot[], details: readonly ConfigurationDetail[]): IdentifierSlot[] {
  return slots
    .filter((current) => current.read)
    .reduce((placed, current) => withRead(placed, tagOfSlot(current)), slotsOf(details));
}

/** The code a tag is known by in an association: the EPC of a UHF tag, the UID of an NFC tag, a barcode. */
export function tagCode(tag: TagRead): string {
  return tag.uid ?? tag.barcode ?? tag.epc ?? '';
}

/**
 * 002-4-status-03/04: a read tag fills the first empty slot of its type (PROCESSING), or is added as a new identifier.
 * A tag already in the association changes nothing.
 */
export function withRead(slots: readonly IdentifierSlot[], tag: TagRead): IdentifierSlot[] {
  const code = tagCode(tag);
  if (!code || slots.some((current) => current.code === code)) return [...slots];
  const identifierType = identifierTypeOf(tag);
  const filled = { code, tid: tag.tid ?? '', status: 'PROCESSING' as const, read: true, errors: [] };
  const index = slots.findIndex((current) => current.identifierType === identifierType && !current.read);
  if (index < 0) return [...slots, { ...slot({ identifierType, role: '', optional: true }, true), ...filled }];
  return slots.map((current, at) => (at === index ? { ...current, ...filled } : current));
}

const withError = (current: IdentifierSlot, code: string): IdentifierSlot => ({
  ...current,
  status: 'ERROR',
  errors: current.errors.includes(code) ? current.errors : [...current.errors, code],
});

const mismatch = (code: string) => code === 'TAG_MISMATCH' || code === 'Tag Mismatch';

/**
 * 002-4-status-05..09, -12: after a validation, the roles the server gave are taken; identifiers with a code are
 * CONFIRMED; those an error names (by code or by role) are ERROR, errors accumulating; ignoredTags are IGNORED; a tag
 * mismatch makes every identifier ERROR; 'Missing Tag' adds an unread ERROR identifier.
 */
export function withValidation(slots: readonly IdentifierSlot[], response: ValidationResponse): IdentifierSlot[] {
  const roles = new Map((response.item?.identifiers ?? []).map((identifier) => [identifier.code, identifier.role]));
  const ignored = new Set(response.item?.ignoredTags ?? []);
  let next: IdentifierSlot[] = slots.map((current) => {
    const role = (current.code && roles.get(current.code)) || current.role;
    if (current.code && ignored.has(current.code)) return { ...current, role, status: 'IGNORED', errors: [] };
    return { ...current, role, errors: [], status: current.code ? 'CONFIRMED' : current.status };
  });
  for (const error of response.errors) {
    if (mismatch(error.errorCode)) {
      next = next.map((current) => withError(current, error.errorCode));
      continue;
    }
    if (error.errorCode === 'Missing Tag') {
      next = [
        ...next,
        withError(slot({ identifierType: 'UHF_TAG', role: error.ref, optional: false }, true), 'Missing Tag'),
      ];
      continue;
    }
    if (!error.ref) continue;
    const byCode = next.findIndex((current) => current.code === error.ref);
    const index =
      byCode >= 0 ? byCode : next.findIndex((current) => current.role === error.ref && current.status !== 'IGNORED');
    if (index >= 0) next = next.map((current, at) => (at === index ? withError(current, error.errorCode) : current));
  }
  return next;
}

/**
 * 002-4-status-10/11: the antenna stopped before every identifier was confirmed: each unread identifier that is not a
 * barcode, and not already ERROR, NFC_COLLISION or SKIPPED, becomes ERROR 'dynamic tag missing for {role}'.
 */
export function withAntennaStopped(slots: readonly IdentifierSlot[]): IdentifierSlot[] {
  if (slots.every((current) => current.status === 'CONFIRMED')) return [...slots];
  return slots.map((current) =>
    !current.read &&
    current.identifierType !== 'SIMPLE_ITEM_IDENTIFIER' &&
    !['ERROR', 'NFC_COLLISION', 'SKIPPED'].includes(current.status)
      ? withError(current, 'dynamicTagMissing')
      : current,
  );
}

/** The mandatory slots are all read and confirmed. */
export function mandatoryConfirmed(slots: readonly IdentifierSlot[]): boolean {
  return slots
    .filter((current) => !current.optional && !current.added)
    .every((current) => current.status === 'CONFIRMED');
}

/** The identifiers as the encoding calls send them (002 §7 create: identifierType, code, tid, desiredCode, role). */
export function identifiersToSend(slots: readonly IdentifierSlot[]) {
  return slots
    .filter((current) => current.read && current.status !== 'IGNORED')
    .map((current) => ({
      identifierType: current.identifierType,
      code: current.code,
      ...(current.tid ? { tid: current.tid } : {}),
      ...(current.desiredCode ? { desiredCode: current.desiredCode } : {}),
      ...(current.role ? { role: current.role } : {}),
    }));
}
