import type { CodedValue, Product } from './decoded-read.ts';

const shown = (coded: CodedValue | undefined): string => coded?.value || coded?.description || '';

/**
 * 000 §3 Product display string: 'code / material / size / color', each by its value (its description when the value
 * is blank); parts the product lacks are left out, and a missing code is `missingCode` ('N/A' on screen).
 */
export function productDisplayString(product: Product | undefined, missingCode: string): string {
  const parts = [shown(product?.material), shown(product?.size), shown(product?.color)].filter(Boolean);
  return [product?.code || missingCode, ...parts].join(' / ');
}
