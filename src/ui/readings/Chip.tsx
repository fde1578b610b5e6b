import type { ReactNode } from 'react';
import type { ReadingColour } from '../../core/readings/decode-result-label.ts';
import { colourClasses } from './colours.ts';

export function Chip({ colour, children, title }: { colour?: ReadingColour; children: ReactNode; title?: string }) {
  const classes = colour ? colourClasses[colour] : 'bg-neutral-800 text-neutral-200';
  return (
    <span
      title={title}
      data-colour={colour ?? 'default'}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${classes}`}
    >
      {children}
    </span>
  );
}
