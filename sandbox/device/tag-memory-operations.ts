import { type EmulatedTag, sameIdentifier } from './emulated-tag.ts';
import { HttpError } from './http-errors.ts';

export type TargetType = 'EPC' | 'TID';

export interface TagTarget {
  targetEpc: string;
  /** With TID the target is matched against the tags' TID instead of their EPC (000 §7.5 write targetType=TID). */
  targetType: TargetType;
  password: string | undefined;
}

export interface EpcWrite extends TagTarget {
  data: string;
  numBlocks: number;
}

export function parseTargetType(raw: string | undefined): TargetType {
  if (raw === undefined) return 'EPC';
  const upper = raw.toUpperCase();
  if (upper === 'EPC' || upper === 'TID') return upper;
  throw new HttpError(400, `query parameter 'targetType' must be EPC or TID, got '${raw}'`);
}

/** 000 §7.5: numBlocks is the number of 16-bit words, ceil(data length / 4) for hex data. */
export function checkEpcData(data: string, numBlocks: number): void {
  if (!/^[0-9A-Fa-f]+$/.test(data)) throw new HttpError(400, `'data' must be hexadecimal, got '${data}'`);
  const expected = Math.ceil(data.length / 4);
  if (numBlocks !== expected) {
    throw new HttpError(
      400,
      `numBlocks must be ceil(data length / 4) = ${expected} for ${data.length} characters of data, got ${numBlocks}`,
      'NUM_BLOCKS_MISMATCH',
    );
  }
}

function findTarget(field: readonly EmulatedTag[], target: TagTarget, antennaId: string): number {
  const index = field.findIndex((tag) =>
    sameIdentifier(target.targetType === 'TID' ? tag.tid : tag.epc, target.targetEpc),
  );
  if (index < 0) {
    throw new HttpError(
      404,
      `no tag with ${target.targetType} ${target.targetEpc} in the field of antenna ${antennaId}`,
      'TAG_NOT_FOUND',
    );
  }
  const tag = field[index];
  if (
    tag?.password !== undefined &&
    (target.password === undefined || !sameIdentifier(tag.password, target.password))
  ) {
    throw new HttpError(403, `access password of tag ${target.targetEpc} does not match`, 'WRONG_PASSWORD');
  }
  return index;
}

/** Replaces the target tag's EPC with `data`; returns the tag as it now is. */
export function writeEpc(field: EmulatedTag[], write: EpcWrite, antennaId: string): EmulatedTag {
  checkEpcData(write.data, write.numBlocks);
  const index = findTarget(field, write, antennaId);
  const updated: EmulatedTag = { ...field[index], epc: write.data };
  field[index] = updated;
  return updated;
}

/** Removes the target tag from the field: a killed tag never answers again. */
export function killTag(field: EmulatedTag[], target: TagTarget, antennaId: string): EmulatedTag {
  const index = findTarget(field, target, antennaId);
  const [killed] = field.splice(index, 1);
  if (killed === undefined) throw new HttpError(404, `no tag ${target.targetEpc} to kill`, 'TAG_NOT_FOUND');
  return killed;
}
