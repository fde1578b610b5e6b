import type { ReadingColour } from '../../core/readings/decode-result-label.ts';
import type { ReadStatus } from '../../core/readings/classify-read.ts';

/** Tailwind classes of the reading colours (000 §4.6, §4.7); each pair passes WCAG AA (green-700: 5:1 with white). */
export const colourClasses: Readonly<Record<ReadingColour, string>> = {
  green: 'bg-green-700 text-white',
  yellow: 'bg-yellow-400 text-neutral-950',
  red: 'bg-red-600 text-white',
  blue: 'bg-blue-600 text-white',
  orange: 'bg-orange-500 text-neutral-950',
  grey: 'bg-neutral-600 text-white',
  blueGrey: 'bg-slate-500 text-white',
};

export const statusColour: Readonly<Record<ReadStatus, ReadingColour>> = {
  error: 'red',
  warning: 'yellow',
  ignored: 'blueGrey',
  ignoredWithReason: 'blueGrey',
  valid: 'green',
};
