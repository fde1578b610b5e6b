/** The text field of the dialogs: big, dark, brand focus ring. */
export const inputClassName =
  'mt-2 min-h-14 w-full rounded-xl bg-neutral-800 px-4 py-3 text-xl text-neutral-100 ring-1 ring-white/10 placeholder:text-neutral-500 focus:ring-4 focus:ring-brand focus:outline-none';
