import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../core/readings/decoded-read.ts';
import { ProductImage } from './ProductImage.tsx';
import { renderWithAppI18n } from '../../test-support/readings-test-support.tsx';

const product: Product = { id: '1', code: 'P1', description: 'Shirt', attributes: {} };

describe('ProductImage (000 §2.15, §7.3)', () => {
  it('[000-7.3-08] [000-5-other-05] loads IMG-{code} (a blank image id) through the image URL', () => {
    renderWithAppI18n(<ProductImage product={product} imageUrl={(id) => `/img/${id}`} />);
    expect(screen.getByRole('img', { name: 'Shirt' }).getAttribute('src')).toBe('/img/IMG-P1');
  });

  it("[000-2.15-25] [000-9-37] shows the grey 'IMAGE MISSING' placeholder, 100x100, when the image fails or there is none", () => {
    renderWithAppI18n(<ProductImage product={product} imageUrl={(id) => `/img/${id}`} />);
    fireEvent.error(screen.getByRole('img', { name: 'Shirt' }));
    const placeholder = screen.getByRole('img', { name: 'IMAGE MISSING' });
    expect(placeholder.style.width).toBe('100px');
    expect(placeholder.style.height).toBe('100px');
  });

  it('[000-2.15-26] shows the placeholder the screen supplies instead', () => {
    renderWithAppI18n(<ProductImage product={undefined} placeholder={<span>no picture</span>} />);
    expect(screen.getByText('no picture')).toBeInTheDocument();
  });
});
