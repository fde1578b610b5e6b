import { describe, expect, it } from 'vitest';
import type { Product } from './decoded-read.ts';
import { productDisplayString } from './product-display.ts';

const product = (extra: Partial<Product> = {}): Product => ({
  id: 'p',
  code: 'SH305',
  description: '',
  attributes: {},
  ...extra,
});

describe('productDisplayString()', () => {
  it.each([
    [
      'every part',
      product({
        material: { value: 'OXF', description: 'Oxford' },
        size: { value: 'M', description: 'Medium' },
        color: { value: '', description: 'White' },
      }),
      'SH305 / OXF / M / White',
    ],
    ['no parts', product(), 'SH305'],
    ['no code', product({ code: '', size: { value: 'L', description: '' } }), 'N/A / L'],
    ['no product', undefined, 'N/A'],
  ])('should show %s', (_case, given, expected) => {
    expect(productDisplayString(given, 'N/A')).toBe(expected);
  });
});
