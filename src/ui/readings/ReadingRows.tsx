import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassifiedRead } from '../../core/readings/classify-read.ts';
import type { ReadingRow } from '../../core/readings/reading-rows.ts';
import { ItemInfoModal } from './ItemInfoModal.tsx';
import { ItemRow } from './ItemRow.tsx';
import { ProductItemsModal } from './ProductItemsModal.tsx';
import { ProductRow } from './ProductRow.tsx';
import type { ReadingsScreen } from '../../runtime/render/readings-context.ts';
import { VirtualRows } from './VirtualRows.tsx';

/** A read with a known item or product opens the item info modal (000 §2.12). */
const hasInfo = (read: ClassifiedRead) => Boolean(read.item.id || read.item.product?.code);

/** The rows of a reading list, virtualised, with the modals their clicks open (000 §2.15–§2.17). */
export function ReadingRows({
  rows,
  mode,
  readings,
  removing,
  className,
}: {
  rows: ReadingRow[];
  mode: 'item' | 'groupedByProduct';
  readings: ReadingsScreen;
  removing: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [openRead, setOpenRead] = useState<ClassifiedRead>();
  const [openRowKey, setOpenRowKey] = useState<string>();
  const { pipeline } = readings;
  const openRow = openRowKey === undefined ? undefined : rows.find((row) => row.key === openRowKey);
  const renderRow = (row: ReadingRow) =>
    mode === 'item' ? (
      <ItemRow
        read={row.first}
        itemStatuses={readings.itemStatuses}
        showProductImage={readings.showProductImage}
        imageUrl={readings.imageUrl}
        onOpen={readings.openItemInfo !== false && hasInfo(row.first) ? () => setOpenRead(row.first) : undefined}
        onRemove={removing ? () => pipeline.remove({ identifierCode: row.first.identifierCode }) : undefined}
      />
    ) : (
      <ProductRow
        row={row}
        showProductImage={readings.showProductImage}
        imageUrl={readings.imageUrl}
        onOpen={() => setOpenRowKey(row.key)}
        onRemove={removing && row.product?.code ? () => pipeline.removeProduct(row.product?.code ?? '') : undefined}
      />
    );
  return (
    <>
      <VirtualRows
        rows={rows}
        rowKey={(row) => row.key}
        renderRow={renderRow}
        label={t('readings.list')}
        className={className}
      />
      {openRead && (
        <ItemInfoModal
          read={openRead}
          source={readings.itemInfo}
          imageUrl={readings.imageUrl}
          productOnly={!openRead.item.id}
          onClose={() => setOpenRead(undefined)}
        />
      )}
      {openRow && (
        <ProductItemsModal
          row={openRow}
          imageUrl={readings.imageUrl}
          onRemoveItem={
            readings.removeMode !== 'none' ? (code) => pipeline.remove({ identifierCode: code }) : undefined
          }
          onRemoveAll={
            readings.removeMode === 'sku' && openRow.product?.code
              ? () => {
                  pipeline.removeProduct(openRow.product?.code ?? '');
                  setOpenRowKey(undefined);
                }
              : undefined
          }
          onClose={() => setOpenRowKey(undefined)}
        />
      )}
    </>
  );
}
