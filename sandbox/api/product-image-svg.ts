/**
 * Demo product pictures: an SVG drawing of the garment (or bag) in the product's colour with its code and
 * description, standing in for the brand's photo store behind /api/v1/images (000 §7.3).
 */
import type { JsonObject } from '../db/resource-store.ts';
import { valuesAt } from './search-filters.ts';

export const IMAGE_SIZES = { small: 160, medium: 400, large: 800 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

const GARMENT =
  'M135 80 L175 62 Q200 92 225 62 L265 80 L325 140 L292 172 L268 150 L268 320 L132 320 L132 150 L108 172 L75 140 Z';
const BAG =
  'M110 160 L290 160 L310 320 L90 320 Z M150 160 Q150 95 200 95 Q250 95 250 160 L236 160 Q236 110 200 110 Q164 110 164 160 Z';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(record: JsonObject, path: string): string {
  const value = valuesAt(record, path.split('.'))[0];
  return value === undefined ? '' : String(value);
}

/** A stable colour for products without attributes.colorHex. */
function fallbackColour(code: string): string {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash}, 45%, 55%)`;
}

function safeColour(value: string, code: string): string {
  return /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallbackColour(code);
}

export function productImageSvg(product: JsonObject, size: ImageSize): string {
  const code = text(product, 'code');
  const pixels = IMAGE_SIZES[size];
  const shape = text(product, 'attributes.category') === 'BAG' ? BAG : GARMENT;
  const colour = safeColour(text(product, 'attributes.colorHex'), code);
  const caption = [text(product, 'color.description'), text(product, 'size.value')].filter(Boolean).join(' · ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 400 400">`,
    '<rect width="400" height="400" fill="#f3f2ef"/>',
    `<text x="200" y="36" font-family="Helvetica, Arial, sans-serif" font-size="20" text-anchor="middle" fill="#333">${escapeXml(text(product, 'description'))}</text>`,
    `<path d="${shape}" fill="${colour}" stroke="#2b2b2b" stroke-width="3" stroke-linejoin="round" fill-rule="evenodd"/>`,
    `<text x="200" y="356" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="bold" text-anchor="middle" fill="#111">${escapeXml(code)}</text>`,
    `<text x="200" y="382" font-family="Helvetica, Arial, sans-serif" font-size="16" text-anchor="middle" fill="#555">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}
