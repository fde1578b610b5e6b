/** Which tag an EPC is written to (002 §4 Tag writing, and the safety rails). */
import type { IdentifierSlot } from './identifier-slots.ts';

export type WriteTarget =
  | { ok: true; slot: IdentifierSlot; targetEpc: string; targetType: 'EPC' | 'TID'; targetTid?: string }
  | { ok: false; problem: 'targetNotFound' };

/**
 * 002-4-write-01..03: the single UHF tag read, or the one UHF tag whose EPC matches uhfTagToWriteRegex (more than one
 * match counts as none); addressed by its TID when useTidTargetDuringWrite and the reader gave one.
 */
export function writeTarget(
  slots: readonly IdentifierSlot[],
  options: { uhfTagToWriteRegex?: RegExp; useTidTargetDuringWrite: boolean },
): WriteTarget {
  const uhf = slots.filter((slot) => slot.identifierType === 'UHF_TAG' && slot.read && slot.status !== 'IGNORED');
  const regex = options.uhfTagToWriteRegex;
  const candidates = regex
    ? uhf.filter((slot) => new RegExp(regex.source, regex.flags.replace('g', '')).test(slot.code))
    : uhf;
  if (candidates.length !== 1) return { ok: false, problem: 'targetNotFound' };
  const [slot] = candidates as [IdentifierSlot];
  const byTid = options.useTidTargetDuringWrite && slot.tid !== '';
  return byTid
    ? { ok: true, slot, targetEpc: slot.code, targetType: 'TID', targetTid: slot.tid }
    : { ok: true, slot, targetEpc: slot.code, targetType: 'EPC' };
}

/**
 * The duplicate-EPC guard (beyond the spec): an EPC is never written when another tag in the field already carries it,
 * or when it is the EPC the target already has (nothing to write).
 */
export function duplicateEpc(desiredCode: string, target: IdentifierSlot, fieldEpcs: Iterable<string>): boolean {
  const wanted = desiredCode.toUpperCase();
  for (const epc of fieldEpcs) if (epc.toUpperCase() === wanted && epc !== target.code) return true;
  return false;
}
