import { useTranslation } from 'react-i18next';
import { counterText } from '../../core/readings/counter-colour.ts';
import type { ReadingRow } from '../../core/readings/reading-rows.ts';
import { Chip } from './Chip.tsx';
import { ProductLine, ProductVisual } from './ProductSummary.tsx';
import { RowFrame } from './RowFrame.tsx';

export interface ProductRowProps {
  row: ReadingRow;
  showProductImage: boolean;
  imageUrl?: (imageId: string) => string;
  checklist?: boolean;
  onOpen?: () => void;
  /** In remove mode: removes all the row's items (000 §2.15). */
  onRemove?: () => void;
}

/** A product row of the grouped list (000 §2.15): its items' counter and the Error (n) / Warning (n) badges. */
export function ProductRow({ row, showProductImage, imageUrl, checklist = false, onOpen, onRemove }: ProductRowProps) {
  const { t } = useTranslation();
  const product = row.product;
  const body = (
    <>
      <ProductVisual product={product} showProductImage={showProductImage} imageUrl={imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ProductLine product={product} />
        <div className="flex flex-wrap gap-1">
          {row.errors > 0 && <Chip colour="red">{t('readings.errorBadge', { count: row.errors })}</Chip>}
          {row.warnings > 0 && <Chip colour="yellow">{t('readings.warningBadge', { count: row.warnings })}</Chip>}
        </div>
      </div>
      <span aria-label={t('readings.counter')} className="text-lg font-bold tabular-nums">
        {counterText({ detected: row.detected, expected: checklist ? row.expected : undefined }, checklist)}
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
