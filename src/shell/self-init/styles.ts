/** The self-initialization screen in the station's dark style, with big touch targets. */
export const primaryButtonClassName =
  'min-h-14 rounded-xl bg-brand px-8 py-3 text-lg font-bold text-neutral-950 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40';

export const secondaryButtonClassName =
  'min-h-14 rounded-xl bg-neutral-800 px-8 py-3 text-lg font-semibold text-neutral-100 ring-1 ring-white/10 hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const inputClassName =
  'min-h-12 w-full rounded-xl bg-neutral-950 px-4 py-2 text-lg text-neutral-100 ring-1 ring-white/20 focus-visible:outline-4 focus-visible:outline-brand';

export const labelClassName = 'text-sm font-semibold tracking-wide text-neutral-400 uppercase';

export const sectionClassName = 'flex flex-col gap-3 rounded-2xl bg-neutral-900 p-5 ring-1 ring-white/10';
