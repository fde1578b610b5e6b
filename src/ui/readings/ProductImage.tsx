import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../core/readings/decoded-read.ts';
import { productImageId } from '../../core/readings/product-image.ts';

/** 000 §9 image placeholder size. */
export const imagePlaceholderSize = 100;

/**
 * A product's image (000 §7.3 URL rule), or the grey 'IMAGE MISSING' placeholder when there is none or it fails to
 * load (000 §2.15), unless the screen supplies its own placeholder.
 */
export function ProductImage({
  product,
  imageUrl,
  size = imagePlaceholderSize,
  placeholder,
}: {
  product: Product | undefined;
  imageUrl?: (imageId: string) => string;
  size?: number;
  placeholder?: ReactNode;
}) {
  const { t } = useTranslation();
  const imageId = productImageId(product);
  const src = imageId && imageUrl ? imageUrl(imageId) : undefined;
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) {
    return (
      placeholder ?? (
        <div
          role="img"
          aria-label={t('readings.imageMissing')}
          style={{ width: size, height: size }}
          className="flex shrink-0 items-center justify-center rounded-lg bg-neutral-300 text-center text-xs font-bold text-neutral-600"
        >
          {t('readings.imageMissing')}
        </div>
      )
    );
  }
  return (
    <img
      src={src}
      alt={product?.description || product?.code || ''}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className="shrink-0 rounded-lg bg-white object-contain"
      style={{ width: size, height: size }}
    />
  );
}
