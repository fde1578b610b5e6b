import { useTranslation } from 'react-i18next';
import { counterColour, counterText } from '../../core/readings/counter-colour.ts';
import { productDisplayString } from '../../core/readings/product-display.ts';
import type { ReadingRow } from '../../core/readings/reading-rows.ts';
import { Chip } from './Chip.tsx';
import { colourClasses } from './colours.ts';
import { ProductVisual } from './ProductSummary.tsx';
import { RowFrame } from './RowFrame.tsx';

export interface ProductRowProps {
  row: ReadingRow;
  showProductImage: boolean;
  imageUrl?: (imageId: string) => string;
  /** The screen has expected products: the counter is 'detected/expected' in the colours of 000 §4.7. */
  checklist?: boolean;
  onOpen?: () => void;
  /** In remove mode: removes all the row's items (000 §2.15). */
  onRemove?: () => void;
}

/**
 * A product row of the grouped list (000 §2.15): the product as 'code / material / size / color' (000 §3), its items'
 * counter and the Error (n) / Warning (n) badges.
 */
export function ProductRow({ row, showProductImage, imageUrl, checklist = false, onOpen, onRemove }: ProductRowProps) {
  const { t } = useTranslation();
  const product = row.product;
  const figures = {
    detected: row.detected,
    expected: checklist ? row.expected : undefined,
    unexpected: row.unexpected,
  };
  const colour = checklist ? counterColour('total', figures, true) : undefined;
  const body = (
    <>
      <ProductVisual product={product} showProductImage={showProductImage} imageUrl={imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="truncate">
          <span className="font-semibold">{productDisplayString(product, t('readings.productNa'))}</span>
          {product?.description && <span className="text-neutral-400"> {product.description}</span>}
        </div>
        <div className="flex flex-wrap gap-1">
          {row.errors > 0 && <Chip colour="red">{t('readings.errorBadge', { count: row.errors })}</Chip>}
          {row.warnings > 0 && <Chip colour="yellow">{t('readings.warningBadge', { count: row.warnings })}</Chip>}
        </div>
      </div>
      <span
        aria-label={t('readings.counter')}
        data-colour={colour}
        className={`text-lg font-bold tabular-nums ${colour ? `rounded-lg px-2 ${colourClasses[colour]}` : ''}`}
      >
        {counterText(figures, checklist)}
      </span>
    </>
  );
  return (
    <RowFrame
      data={{ 'data-row': row.key, 'data-status': row.status }}
      onOpen={onOpen}
      onRemove={onRemove}
      removeLabel={t('readings.removeProduct', { code: product?.code ?? row.key })}
    >
      {body}
    </RowFrame>
  );
}
