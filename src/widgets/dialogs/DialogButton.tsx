import type { ComponentPropsWithRef } from 'react';

const variants = {
  primary: 'bg-brand text-neutral-950 hover:brightness-95',
  secondary: 'bg-neutral-800 text-neutral-100 hover:bg-neutral-700',
} as const;

/** A big touch-friendly button; `primary` is the brand-coloured main action. */
export function DialogButton({
  variant = 'secondary',
  className = '',
  type = 'button',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: keyof typeof variants }) {
  return (
    <button
      type={type}
      className={`min-h-14 min-w-32 rounded-xl px-5 py-3 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
