import type { Product } from './decoded-read.ts';

export type ImageSizeKey = 'small' | 'medium' | 'large';

/**
 * 000 §7.3 / §3 Product: the image id of a product. attributes.imageId is a JSON text holding imageUrls by size
 * (default key medium); the legacy _ImageId counts when it is missing; a blank one gives 'IMG-{code}'.
 */
export function productImageId(product: Product | undefined, size: ImageSizeKey = 'medium'): string | undefined {
  if (!product) return undefined;
  // Rows ask again on every paint; a parsed product never changes, and items of one product share it.
  let known = imageIds.get(product);
  if (!known) imageIds.set(product, (known = {}));
  if (!(size in known)) known[size] = imageIdOf(product, size);
  return known[size];
}

const imageIds = new WeakMap<Product, Partial<Record<ImageSizeKey, string | undefined>>>();

function imageIdOf(product: Product, size: ImageSizeKey): string | undefined {
  const raw = product.attributes.imageId || product.attributes._ImageId || '';
  const fromJson = imageIdFromJson(raw, size);
  if (fromJson) return fromJson;
  if (raw.trim() && !raw.trim().startsWith('{')) return raw.trim();
  return product.code ? `IMG-${product.code}` : undefined;
}

function imageIdFromJson(raw: string, size: ImageSizeKey): string | undefined {
  if (!raw.trim().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const urls =
      typeof parsed === 'object' && parsed !== null ? (parsed as { imageUrls?: unknown }).imageUrls : undefined;
    if (typeof urls !== 'object' || urls === null) return undefined;
    const bySize = urls as Record<string, unknown>;
    const chosen = bySize[size] ?? bySize.medium;
    return typeof chosen === 'string' && chosen.trim() ? chosen.trim() : undefined;
  } catch {
    return undefined;
  }
}
