import type { DecodedKindFields } from './decoded-read.ts';

/** The kind fields that hold a short text: what a list can filter on or show as a chip (002 §5 qcStatus, 001 §4.8). */
export const textKindFields = ['qcStatus', 'parcelCode', 'asnCode'] as const;
export type TextKindField = (typeof textKindFields)[number];

/** A change to a listed read's kind fields: a value replaces the field, null clears it (002 §5 'cleared on failure'). */
export type KindFieldsPatch = { [K in keyof DecodedKindFields]?: DecodedKindFields[K] | null };

/** The kind fields after a patch, or undefined when the patch changes nothing (so an idle update costs no repaint). */
export function patchKindFields(
  fields: DecodedKindFields | undefined,
  patch: KindFieldsPatch,
): DecodedKindFields | undefined {
  const next: Record<string, unknown> = { ...fields };
  let changed = false;
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === undefined) {
      if (name in next) {
        delete next[name];
        changed = true;
      }
    } else if (next[name] !== value) {
      next[name] = value;
      changed = true;
    }
  }
  return changed ? (next as DecodedKindFields) : undefined;
}

/** A text kind field's value as a list compares it: '' when the read has none. */
export function kindFieldText(fields: DecodedKindFields | undefined, name: TextKindField): string {
  return fields?.[name] ?? '';
}
