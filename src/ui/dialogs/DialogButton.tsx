import type { ComponentPropsWithRef } from 'react';

const variants = {
  primary: 'bg-brand text-neutral-950 hover:brightness-95',
  secondary: 'bg-neutral-800 text-neutral-100 hover:bg-neutral-700',
} as const;

/** The look of a dialog button, for a link that acts as one (it leaves the station, so it is a real link). */
export function dialogButtonClassName(variant: keyof typeof variants = 'secondary'): string {
  return `inline-flex min-h-14 min-w-32 items-center justify-center rounded-xl px-5 py-3 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 ${variants[variant]}`;
}

/** A big touch-friendly button; `primary` is the brand-coloured main action. */
export function DialogButton({
  variant = 'secondary',
  className = '',
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: keyof typeof variants }) {
  return <button type={type} className={`${dialogButtonClassName(variant)} ${className}`} {...props} />;
}
