import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../core/readings/decoded-read.ts';
import { ProductImage } from './ProductImage.tsx';
import { RfidIcon } from './RfidIcon.tsx';

/**
 * A reading row's picture (000 §2.15): the product image when the setting shows them, else the RFID icon. Memoised: a
 * row's product stays while its figures change, and in a flood its row renders again many times a second.
 */
export const ProductVisual = memo(function ProductVisual({
  product,
  showProductImage,
  imageUrl,
}: {
  product: Product | undefined;
  showProductImage: boolean;
  imageUrl?: (imageId: string) => string;
}) {
  const { t } = useTranslation();
  return showProductImage && product ? (
    <ProductImage product={product} imageUrl={imageUrl} size={64} />
  ) : (
    <RfidIcon label={t('readings.rfidIcon')} size={48} />
  );
});

/** A reading row's product line: its code (or 'n/a'), then description, size and colour. */
export function ProductLine({ product }: { product: Product | undefined }) {
  const { t } = useTranslation();
  const details = [product?.description, product?.size?.value, product?.color?.description || product?.color?.value]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="truncate">
      <span className="font-semibold">{product?.code || t('readings.productNa')}</span>
      {details && <span className="text-neutral-400"> {details}</span>}
    </div>
  );
}
