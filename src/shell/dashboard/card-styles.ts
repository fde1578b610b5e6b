/** The left panel's cards: big touch targets in the station's dark style. */
export const cardClassName =
  'flex min-h-24 w-full flex-col items-start justify-center gap-1 rounded-2xl bg-neutral-900 px-5 py-4 text-left ring-1 ring-white/10 hover:bg-neutral-800 focus-visible:outline-4 focus-visible:outline-brand';

export const cardLabelClassName = 'text-sm font-semibold tracking-wide text-neutral-400 uppercase';
