import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadingRow } from '../../core/readings/reading-rows.ts';
import { DialogButton } from '../dialogs/DialogButton.tsx';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { IdentifierChips } from './ItemRow.tsx';
import { TrashIcon } from './RowFrame.tsx';
import { ProductImage } from './ProductImage.tsx';

export interface ProductItemsModalProps {
  row: ReadingRow;
  imageUrl?: (imageId: string) => string;
  onRemoveItem?: (identifierCode: string) => void;
  /** Shown when the operation's removeMode is 'sku' (000 §2.17). */
  onRemoveAll?: () => void;
  onClose: () => void;
}

/** The product items modal of 000 §2.17. */
export function ProductItemsModal({ row, imageUrl, onRemoveItem, onRemoveAll, onClose }: ProductItemsModalProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const product = row.product;
  const value = (coded: { value: string; description: string } | undefined) =>
    (coded && (coded.description || coded.value)) || t('readings.noValue');
  return (
    <DialogFrame title={t('readings.productItems.title')} onClose={onClose} initialFocus={closeRef} size="lg">
      <div className="mt-4 flex gap-4">
        <ProductImage product={product} imageUrl={imageUrl} />
        <dl className="grid flex-1 grid-cols-2 gap-2 sm:grid-cols-3">
          {[
            [t('readings.itemInfo.code'), product?.code || t('readings.productNa')],
            [t('readings.itemInfo.description'), product?.description || t('readings.noValue')],
            [t('readings.attributes.color'), value(product?.color)],
            [t('readings.productItems.model'), value(product?.style)],
            [t('readings.productItems.typology'), product?.attributes.variantType || t('readings.noValue')],
            [t('readings.attributes.size'), value(product?.size)],
          ].map(([label, shown]) => (
            <div key={label}>
              <dt className="text-xs tracking-wide text-neutral-400 uppercase">{label}</dt>
              <dd className="font-semibold">{shown}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-4 max-h-80 overflow-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-neutral-400">
            <tr>
              <th className="p-2">{t('readings.productItems.identifiers')}</th>
              <th className="p-2">{t('readings.productItems.zone')}</th>
              {onRemoveItem && <th className="p-2">{t('readings.productItems.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {row.reads.map((read) => (
              <tr key={read.identifierCode} className="border-t border-neutral-800">
                <td className="flex flex-wrap gap-1 p-2">
                  <IdentifierChips identifiers={read.item.identifiers} />
                </td>
                <td className="p-2">
                  {read.item.zone ? `${read.item.zone.place.code} - ${read.item.zone.code}` : t('readings.noValue')}
                </td>
                {onRemoveItem && (
                  <td className="p-2">
                    <button
                      type="button"
                      onClick={() => onRemoveItem(read.identifierCode)}
                      aria-label={t('readings.removeItem', { code: read.identifierCode })}
                      className="rounded-lg p-2 text-red-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      <TrashIcon />
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex justify-end gap-3">
        {onRemoveAll && (
          <DialogButton onClick={onRemoveAll} className="text-red-300">
            {t('readings.removeAll')}
          </DialogButton>
        )}
        <DialogButton ref={closeRef} variant="primary" onClick={onClose}>
          {t('readings.close')}
        </DialogButton>
      </div>
    </DialogFrame>
  );
}
