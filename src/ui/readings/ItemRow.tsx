import { useTranslation } from 'react-i18next';
import type { ItemStatuses } from '../../core/operation-config/item-statuses.ts';
import type { ClassifiedRead } from '../../core/readings/classify-read.ts';
import { counterText } from '../../core/readings/counter-colour.ts';
import { decodeResultLabels } from '../../core/readings/decode-result-label.ts';
import type { Identifier } from '../../core/readings/decoded-read.ts';
import { identifierStateOf, identifierStates } from '../../core/readings/identifier-state.ts';
import { Chip } from './Chip.tsx';
import { KindChips, type KindChipSpec } from './KindChips.tsx';
import { ProductLine, ProductVisual } from './ProductSummary.tsx';
import { RowFrame } from './RowFrame.tsx';
import { StatusChips } from './StatusChips.tsx';

export interface ItemRowProps {
  read: ClassifiedRead;
  itemStatuses: ItemStatuses;
  showProductImage: boolean;
  imageUrl?: (imageId: string) => string;
  /** The kind fields shown as chips (e.g. the QC status, 002 §5). */
  kindChips?: readonly KindChipSpec[];
  onOpen?: () => void;
  onRemove?: () => void;
}

/** 'TAG UHF', 'TAG NFC', 'IDENTIFIER' or 'serial number', else none: the type itself shows (000 §3 Identifier). */
export function identifierLabelKey(identifier: Identifier): string | undefined {
  if (identifier.type === 'SIMPLE_ITEM_IDENTIFIER' && identifier.role === 'serial')
    return 'readings.identifierTypes.serial';
  const known = ['UHF_TAG', 'NFC_TAG', 'SIMPLE_ITEM_IDENTIFIER', 'EXTRA_TAG', 'ASSOCIATION', 'TAG'];
  return known.includes(identifier.type) ? `readings.identifierTypes.${identifier.type}` : undefined;
}

export function IdentifierChips({ identifiers }: { identifiers: readonly Identifier[] }) {
  const { t } = useTranslation();
  return (
    <>
      {identifiers.map((identifier) => {
        const key = identifierLabelKey(identifier);
        const serial = identifier.type === 'SIMPLE_ITEM_IDENTIFIER' && identifier.role === 'serial';
        const label = (!serial && identifier.role) || (key ? t(key) : identifier.type);
        return (
          <Chip key={`${identifier.type}:${identifier.code}:${identifier.role}`}>
            <span className="mr-1 text-neutral-400 uppercase">{label}</span>
            <span className="font-mono">{identifier.code || t('readings.na')}</span>
          </Chip>
        );
      })}
    </>
  );
}

/** A decoded item row of 000 §2.15. */
export function ItemRow(props: ItemRowProps) {
  const { read, itemStatuses, showProductImage, imageUrl, kindChips = [], onOpen, onRemove } = props;
  const { t } = useTranslation();
  const { item } = read;
  const product = item.product;
  const result = decodeResultLabels[read.decodeResult];
  const state = identifierStateOf(read);
  const zone = item.zone;
  const body = (
    <>
      <ProductVisual product={product} showProductImage={showProductImage} imageUrl={imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap gap-1">
          <IdentifierChips identifiers={item.identifiers} />
        </div>
        <ProductLine product={product} />
        <div className="flex flex-wrap gap-1">
          <Chip colour={result.colour}>{t(`readings.decodeResult.${result.key}`)}</Chip>
          {read.status !== 'valid' && (
            <Chip colour={identifierStates[state]}>{t(`readings.identifierStates.${state}`)}</Chip>
          )}
          {zone && <Chip>{`${zone.place.code} - ${zone.code}`}</Chip>}
          <StatusChips statuses={read.statuses} itemStatuses={itemStatuses} />
          {read.zoneWarning && <Chip colour="yellow">IN_ANOTHER_ZONE</Chip>}
          <KindChips fields={read.kindFields} chips={kindChips} />
        </div>
      </div>
      <span aria-label={t('readings.counter')} className="text-lg font-bold tabular-nums">
        {counterText({ detected: read.detected, expected: read.expected }, false)}
      </span>
    </>
  );
  return (
    <RowFrame
      data={{
        'data-read': read.identifierCode,
        'data-status': read.status,
        'data-decode-result': read.decodeResult,
        'data-identifier-state': state,
      }}
      onOpen={onOpen}
      onRemove={onRemove}
      removeLabel={t('readings.removeItem', { code: read.identifierCode })}
    >
      {body}
    </RowFrame>
  );
}
