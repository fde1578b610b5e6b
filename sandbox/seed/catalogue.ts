/**
 * The demo brand's products (000 §3 Product) from data/catalogue.json: one product per style × colour × size,
 * code '{style}-{material}-{colour}-{size}', with a valid EAN-13 under the brand's GS1 company prefix.
 */
import catalogue from './data/catalogue.json' with { type: 'json' };
import type { JsonObject } from '../db/resource-store.ts';
import { gs1CheckDigit } from './sgtin96.ts';

export const COMPANY_PREFIX = catalogue.companyPrefix;
const FIRST_ITEM_REFERENCE = 10001;

export interface Sku {
  code: string;
  ean: string;
  styleCode: string;
  styleName: string;
  /** The product description. */
  styleDescription: string;
  material: { value: string; description: string };
  color: { value: string; description: string; hex: string };
  size: string;
  category: string;
  department: string;
  madeIn: string;
  itemConfiguration: string;
  /** The shelf price shown on sorting price tags (001 §4.11). */
  price: string;
}

export function catalogueSkus(): Sku[] {
  const skus: Sku[] = [];
  for (const style of catalogue.styles) {
    for (const color of style.colors) {
      for (const size of style.sizes) {
        const itemReference = String(FIRST_ITEM_REFERENCE + skus.length).padStart(12 - COMPANY_PREFIX.length, '0');
        const withoutCheck = COMPANY_PREFIX + itemReference;
        skus.push({
          code: `${style.style.value}-${style.material.value}-${color.value}-${size}`,
          ean: withoutCheck + gs1CheckDigit(withoutCheck),
          styleCode: style.style.value,
          styleName: style.style.description,
          styleDescription: style.description,
          material: style.material,
          color,
          size,
          category: style.category,
          department: style.department,
          madeIn: style.madeIn,
          itemConfiguration: style.itemConfiguration,
          price: style.price,
        });
      }
    }
  }
  return skus;
}

const attribute = (value: string) => ({ value });

export function productRecord(sku: Sku): JsonObject {
  const imageUrls = { small: `IMG-${sku.code}-small`, medium: `IMG-${sku.code}`, large: `IMG-${sku.code}-large` };
  const letterSize = /^[A-Z]+$/.test(sku.size);
  return {
    code: sku.code,
    productCode: sku.code,
    description: sku.styleDescription,
    style: { value: sku.styleCode, description: sku.styleName },
    material: sku.material,
    color: { value: sku.color.value, description: sku.color.description },
    size: { value: sku.size, description: sku.size === 'UNI' ? 'One size' : sku.size },
    attributes: {
      ean: attribute(sku.ean),
      barcode: attribute(sku.ean),
      barcodeBC: attribute(sku.code.replaceAll('-', '')),
      variantType: attribute('STANDARD'),
      imageId: attribute(JSON.stringify({ imageUrls })),
      colorHex: attribute(sku.color.hex),
      category: attribute(sku.category),
      collectionCode: attribute(catalogue.collection.code),
      collectionDescription: attribute(catalogue.collection.description),
      collectionYear: attribute(catalogue.collection.year),
      department: attribute(sku.department),
      madeIn: attribute(sku.madeIn),
      marchioDescription: attribute(catalogue.brand),
      dimensionsystem: attribute(letterSize || sku.size === 'UNI' ? 'INT' : 'IT'),
      sizeCode: attribute(sku.size),
      sizeDescription: attribute(sku.size === 'UNI' ? 'One size' : sku.size),
      isCarryover: attribute(sku.category === 'SHIRTS' ? 'true' : 'false'),
      itemConfiguration: attribute(sku.itemConfiguration),
      price: attribute(sku.price),
    },
  };
}
