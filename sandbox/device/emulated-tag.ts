import { HttpError, isRecord } from './http-errors.ts';

/**
 * One tag in front of an antenna (000 §3 "Tag read"): a UHF tag has an EPC and usually a TID, an NFC tag a UID.
 * `password` is the access password a write or kill must present (000 §7.5).
 */
export interface EmulatedTag {
  epc?: string;
  tid?: string;
  uid?: string;
  password?: string;
}

/** One read as the scannings socket carries it (000 §7.5): the tag's identifiers, never its password. */
export interface TagMessage {
  epc?: string;
  uid?: string;
  tid?: string;
}

const identifierKeys = ['epc', 'uid', 'tid'] as const;

export function copyTag(tag: EmulatedTag): EmulatedTag {
  const copy: EmulatedTag = {};
  for (const key of [...identifierKeys, 'password'] as const) {
    const value = tag[key];
    if (value !== undefined) copy[key] = value;
  }
  return copy;
}

export function tagMessage(tag: EmulatedTag): TagMessage {
  const message: TagMessage = {};
  for (const key of identifierKeys) {
    const value = tag[key];
    if (value !== undefined) message[key] = value;
  }
  return message;
}

/** EPCs and TIDs are hex, so the case of the digits does not matter when looking a tag up. */
export function sameIdentifier(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toUpperCase() === b.toUpperCase();
}

function parseTag(value: unknown, index: number): EmulatedTag {
  if (!isRecord(value)) throw new HttpError(400, `tags[${index}] must be an object`);
  const tag: EmulatedTag = {};
  for (const key of [...identifierKeys, 'password'] as const) {
    const field = value[key];
    if (field === undefined || field === null) continue;
    if (typeof field !== 'string' || field === '') {
      throw new HttpError(400, `tags[${index}].${key} must be a non-empty string`);
    }
    tag[key] = field;
  }
  if (tag.epc === undefined && tag.uid === undefined && tag.tid === undefined) {
    throw new HttpError(400, `tags[${index}] needs at least one of epc, uid, tid`);
  }
  return tag;
}

/** Reads `{tags: [...]}` from a control-API body. */
export function parseTagList(body: Record<string, unknown>): EmulatedTag[] {
  const tags = body.tags;
  if (!Array.isArray(tags)) throw new HttpError(400, "body must be {tags: [...]} with 'tags' an array");
  return tags.map(parseTag);
}

interface EncodedMessage {
  epc?: string;
  uid?: string;
  tid?: string;
  bytes: Buffer;
}

const encoded = new WeakMap<EmulatedTag, EncodedMessage>();

/**
 * The scannings message of a tag as UTF-8 bytes, encoded once per tag and again only after a write changed it: a
 * streamed field repeats the same few thousand tags, and a flood of reads should not re-stringify each one.
 */
export function encodedTagMessage(tag: EmulatedTag): Buffer {
  const cached = encoded.get(tag);
  if (cached && cached.epc === tag.epc && cached.uid === tag.uid && cached.tid === tag.tid) return cached.bytes;
  const bytes = Buffer.from(JSON.stringify(tagMessage(tag)));
  encoded.set(tag, { epc: tag.epc, uid: tag.uid, tid: tag.tid, bytes });
  return bytes;
}
