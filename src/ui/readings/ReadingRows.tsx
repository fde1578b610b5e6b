import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassifiedRead } from '../../core/readings/classify-read.ts';
import type { ReadingRow } from '../../core/readings/reading-rows.ts';
import { ItemInfoModal } from './ItemInfoModal.tsx';
import { ItemRow } from './ItemRow.tsx';
import type { KindChipSpec } from './KindChips.tsx';
import { ProductItemsModal } from './ProductItemsModal.tsx';
import { ProductRow, type ProductRowProps } from './ProductRow.tsx';
import type { ReadingsScreen } from '../../runtime/render/readings-context.ts';
import { VirtualRows } from './VirtualRows.tsx';

/** One function for every render, so the list is not measured anew at each (VirtualRows). */
const readingRowKey = (row: ReadingRow) => row.key;

/**
 * What a product row shows. Rows change in place as reads join them (row-view.ts), so a row is compared by this, not
 * by reference: in a flood only the rows whose figures moved render again.
 */
const rowSignature = (row: ReadingRow) =>
  [row.reads.length, row.detected, row.expected, row.unexpected, row.errors, row.warnings, row.status, row.added].join(
    '|',
  );

const StableProductRow = memo(
  function StableProductRow(props: ProductRowProps & { signature: string }) {
    return <ProductRow {...props} />;
  },
  // The callbacks are made anew each render but act on the same row (its key, its product), so only their presence counts.
  (before, after) =>
    before.signature === after.signature &&
    before.row === after.row &&
    before.showProductImage === after.showProductImage &&
    before.imageUrl === after.imageUrl &&
    before.checklist === after.checklist &&
    !before.onOpen === !after.onOpen &&
    !before.onRemove === !after.onRemove,
);

/** A read with a known item or product opens the item info modal (000 §2.12). */
const hasInfo = (read: ClassifiedRead) => Boolean(read.item.id || read.item.product?.code);

export interface ReadingRowsProps {
  rows: ReadingRow[];
  mode: 'item' | 'groupedByProduct';
  readings: ReadingsScreen;
  removing: boolean;
  /** The kind fields item rows show as chips. */
  kindChips?: readonly KindChipSpec[];
  /** The screen has expected products (product counters in checklist colours). */
  checklist?: boolean;
  className?: string;
}

/** The rows of a reading list, virtualised, with the modals their clicks open (000 §2.15–§2.17). */
export function ReadingRows({ rows, mode, readings, removing, kindChips, checklist, className }: ReadingRowsProps) {
  const { t } = useTranslation();
  const [openRead, setOpenRead] = useState<ClassifiedRead>();
  const [openRowKey, setOpenRowKey] = useState<string>();
  const { pipeline } = readings;
  const openRow = openRowKey === undefined ? undefined : rows.find((row) => row.key === openRowKey);
  const renderItem = (read: ClassifiedRead) => (
    <ItemRow
      read={read}
      itemStatuses={readings.itemStatuses}
      showProductImage={readings.showProductImage}
      imageUrl={readings.imageUrl}
      kindChips={kindChips}
      onOpen={readings.openItemInfo !== false && hasInfo(read) ? () => setOpenRead(read) : undefined}
      onRemove={removing ? () => pipeline.remove({ identifierCode: read.identifierCode }) : undefined}
    />
  );
  const renderRow = (row: ReadingRow) =>
    mode === 'item' ? (
      row.first && renderItem(row.first)
    ) : (
      <StableProductRow
        row={row}
        signature={rowSignature(row)}
        showProductImage={readings.showProductImage}
        imageUrl={readings.imageUrl}
        checklist={checklist}
        onOpen={row.reads.length > 0 ? () => setOpenRowKey(row.key) : undefined}
        onRemove={removing && row.product?.code ? () => pipeline.removeProduct(row.product?.code ?? '') : undefined}
      />
    );
  return (
    <>
      <VirtualRows
        rows={rows}
        rowKey={readingRowKey}
        renderRow={renderRow}
        label={t('readings.list')}
        className={className}
      />
      {openRead && (
        <ItemInfoModal
          read={pipeline.read(openRead.identifierCode) ?? openRead}
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
