/**
 * The tones of status surfaces (tiles, badges, result panels), each a background with a text colour that passes WCAG
 * AA (4.5:1 for small text): white on green-700, red-700 and cyan-800; near-black on yellow-400.
 */
export const tones = ['neutral', 'ok', 'warning', 'error', 'info'] as const;
export type Tone = (typeof tones)[number];

export const toneClasses: Readonly<Record<Tone, string>> = {
  neutral: 'bg-neutral-800 text-neutral-100',
  ok: 'bg-green-700 text-white',
  warning: 'bg-yellow-400 text-neutral-950',
  error: 'bg-red-700 text-white',
  info: 'bg-cyan-800 text-white',
};

/** The small coloured mark beside a text (a status dot) in each tone, on the dark page background. */
export const toneDotClasses: Readonly<Record<Tone, string>> = {
  neutral: 'bg-neutral-400',
  ok: 'bg-green-500',
  warning: 'bg-yellow-400',
  error: 'bg-red-500',
  info: 'bg-cyan-400',
};

export const toneSchema = { enum: tones } as const;
