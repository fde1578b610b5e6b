/** The font size of a select option, in px. */
export const optionFontSizePx = 20;
/** 000 §2.18: labels longer than this shrink, down to `minOptionFontSizePx`. */
export const optionLabelShrinkAfter = 22;
export const minOptionFontSizePx = 16;

/** 000 §2.18 select modal: 20 px up to 22 characters, then a quarter pixel less per character, never under 16 px. */
export function optionFontSize(label: string): number {
  const extra = [...label].length - optionLabelShrinkAfter;
  return extra <= 0 ? optionFontSizePx : Math.max(minOptionFontSizePx, optionFontSizePx - extra / 4);
}
