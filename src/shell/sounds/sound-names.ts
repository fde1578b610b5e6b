/** 000 §1, §9: the sound cues the station plays; the list is the vocabulary, so the type cannot drift from it. */
export const soundNames = ['confirmation', 'error', 'fail', 'next', 'scan', 'success', 'tap'] as const;

export type SoundName = (typeof soundNames)[number];
