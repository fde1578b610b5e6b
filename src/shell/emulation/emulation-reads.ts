import type { TagRead } from '../../core/readings/reader-contract.ts';

export type EmulationIdentifierType = 'UHF' | 'NFC';

/** 000 §2.19-17: each value is emulated as an EPC (UHF) or a UID (NFC). */
export function emulationReads(values: readonly string[], type: EmulationIdentifierType): TagRead[] {
  return values.map((value) => (type === 'NFC' ? { uid: value } : { epc: value }));
}
