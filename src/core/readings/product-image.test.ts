import { describe, expect, it } from 'vitest';
import type { Product } from './decoded-read.ts';
import { productImageId } from './product-image.ts';

const product = (attributes: Record<string, string>, code = 'P1'): Product => ({
  id: '1',
  code,
  description: '',
  attributes,
});

describe('productImageId() (000 §7.3 image URL rule)', () => {
  it('[000-3-product-04] [000-7.3-07] reads imageUrls from the imageId JSON, medium by default', () => {
    const imageId = JSON.stringify({ imageUrls: { small: 'S', medium: 'M', large: 'L' } });
    expect(productImageId(product({ imageId }))).toBe('M');
    expect(productImageId(product({ imageId }), 'large')).toBe('L');
  });
  it("[000-7.3-08] a blank imageId gives 'IMG-{code}'", () => {
    expect(productImageId(product({ imageId: '' }))).toBe('IMG-P1');
    expect(productImageId(product({}))).toBe('IMG-P1');
    expect(productImageId(product({ imageId: '{"imageUrls":{}}' }))).toBe('IMG-P1');
  });
  it('[000-3-product-06] falls back to the legacy _ImageId; nothing without a product or code', () => {
    expect(productImageId(product({ _ImageId: 'LEGACY' }))).toBe('LEGACY');
    expect(productImageId(undefined)).toBeUndefined();
    expect(productImageId(product({}, ''))).toBeUndefined();
  });
});
