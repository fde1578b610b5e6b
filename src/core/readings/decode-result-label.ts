import type { DecodeResultType } from './decoded-read.ts';

export type ReadingColour = 'green' | 'yellow' | 'red' | 'blue' | 'orange' | 'grey' | 'blueGrey';

/** 000 §4.6 decoded result types: the label key (under `readings.decodeResult`) and colour of each. */
export const decodeResultLabels: Readonly<Record<DecodeResultType, { key: string; colour: ReadingColour }>> = {
  itemFound: { key: 'valid', colour: 'green' },
  productFound: { key: 'unknownTag', colour: 'yellow' },
  unknownDecoded: { key: 'unknownProduct', colour: 'yellow' },
  unknown: { key: 'invalidTag', colour: 'red' },
};
