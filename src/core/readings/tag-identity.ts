import type { TagRead } from './reader-contract.ts';

/** 000 §3 Identifier types a scanned tag can have. */
export type ScannedIdentifierType = 'NFC_TAG' | 'SIMPLE_ITEM_IDENTIFIER' | 'UHF_TAG';

/** The key a tag is de-duplicated by (000 §4.5): its uid, else its epc; undefined when it has neither. */
export function tagKey(read: TagRead): string | undefined {
  if (read.uid) return read.uid;
  if (read.epc) return read.epc;
  return undefined;
}

/** 000 §3 Tag read: uid present gives NFC_TAG; barcode present gives SIMPLE_ITEM_IDENTIFIER; otherwise UHF_TAG. */
export function identifierTypeOf(read: TagRead): ScannedIdentifierType {
  if (read.uid) return 'NFC_TAG';
  if (read.barcode) return 'SIMPLE_ITEM_IDENTIFIER';
  return 'UHF_TAG';
}

/** 000 §4.5: a tag whose EPC starts with one of the configured prefixes is ignored. */
export function hasIgnoredPrefix(read: TagRead, prefixes: readonly string[]): boolean {
  const epc = read.epc;
  if (!epc || prefixes.length === 0) return false;
  for (const prefix of prefixes) if (prefix !== '' && epc.startsWith(prefix)) return true;
  return false;
}
