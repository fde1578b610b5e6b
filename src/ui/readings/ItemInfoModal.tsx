import { format } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassifiedRead } from '../../core/readings/classify-read.ts';
import type { Identifier, Item, Product, Zone } from '../../core/readings/decoded-read.ts';
import type { AttributeMapping, ItemEvent } from '../../core/readings/item-info-types.ts';
import { DialogButton } from '../dialogs/DialogButton.tsx';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { identifierLabelKey } from './ItemRow.tsx';
import { ProductImage } from './ProductImage.tsx';
import type { ItemInfoSource } from '../../runtime/render/readings-context.ts';
import { DataMatrix } from './DataMatrix.tsx';
import { IdentifierIcon } from './RfidIcon.tsx';

/** 000 §2.16: component fields never shown. */
export const hiddenComponentFields: readonly string[] = [
  'creationDate',
  'lastModifyDate',
  'id',
  'itemId',
  'attributes',
];

export interface ItemInfoModalProps {
  read: ClassifiedRead;
  source?: ItemInfoSource;
  imageUrl?: (imageId: string) => string;
  /** The simpler product-found modal: product and item attributes only (000 §2.16). */
  productOnly?: boolean;
  onClose: () => void;
}

/** The item info modal of 000 §2.16. */
export function ItemInfoModal({ read, source, imageUrl, productOnly = false, onClose }: ItemInfoModalProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = useCurrentItem(read.item, source);
  const mappings = useItemMappings(source);
  return (
    <DialogFrame
      title={t(productOnly ? 'readings.itemInfo.productFoundTitle' : 'readings.itemInfo.title')}
      onClose={onClose}
      initialFocus={closeRef}
      size="lg"
    >
      <div className="mt-4 flex min-h-0 flex-1 gap-4 overflow-hidden">
        <div className="flex min-w-0 flex-1 flex-col gap-4 overflow-auto pr-2">
          {item.product && <ProductCard product={item.product} imageUrl={imageUrl} />}
          <ItemAttributes item={item} mappings={mappings} />
          {!productOnly && item.zone && <ItemZone zone={item.zone} />}
          {!productOnly && <Identifiers identifiers={item.identifiers} />}
          {!productOnly && item.components.length > 0 && <Components item={item} />}
        </div>
        {!productOnly && item.id && source && <EventsPanel itemId={item.id} source={source} />}
      </div>
      <div className="mt-4 flex justify-end">
        <DialogButton ref={closeRef} variant="primary" onClick={onClose}>
          {t('readings.close')}
        </DialogButton>
      </div>
    </DialogFrame>
  );
}

/** The read's item, then the item as the server holds it now once loaded (a failed load keeps the read's). */
function useCurrentItem(read: Item, source: ItemInfoSource | undefined): Item {
  const [current, setCurrent] = useState<Item>();
  useEffect(() => {
    if (!read.id || !source?.item) return;
    let cancelled = false;
    source.item(read.id).then(
      (loaded) => !cancelled && loaded?.id === read.id && setCurrent(loaded),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [read.id, source]);
  return current ? { ...current, product: current.product ?? read.product } : read;
}

function useItemMappings(source: ItemInfoSource | undefined): AttributeMapping[] | undefined {
  const [mappings, setMappings] = useState<AttributeMapping[]>();
  useEffect(() => {
    if (!source) return;
    let cancelled = false;
    source.attributeMappings('item').then(
      (loaded) => !cancelled && setMappings(loaded),
      () => !cancelled && setMappings([]),
    );
    return () => {
      cancelled = true;
    };
  }, [source]);
  return mappings;
}

function Field({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt className="text-xs tracking-wide text-neutral-400 uppercase">{label}</dt>
      <dd className="font-semibold break-all">{value || t('readings.noValue')}</dd>
    </div>
  );
}

const coded = (value: { value: string; description: string } | undefined) =>
  value ? value.description || value.value : '';

/** Product card: code, description, barcode BC, colour, material, size, style; Show more toggles every attribute. */
export function ProductCard({ product, imageUrl }: { product: Product; imageUrl?: (imageId: string) => string }) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const attributes = Object.entries(product.attributes).filter(([name]) => name !== 'imageId' && name !== '_ImageId');
  return (
    <section aria-label={t('readings.itemInfo.product')} className="flex gap-4 rounded-xl bg-neutral-800 p-4">
      <ProductImage product={product} imageUrl={imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Field label={t('readings.itemInfo.code')} value={product.code || t('readings.productNa')} />
          <Field label={t('readings.itemInfo.description')} value={product.description} />
          <Field label={t('readings.attributes.barcodeBC')} value={product.attributes.barcodeBC ?? ''} />
          <Field label={t('readings.attributes.color')} value={coded(product.color)} />
          <Field label={t('readings.attributes.material')} value={coded(product.material)} />
          <Field label={t('readings.attributes.size')} value={coded(product.size)} />
          <Field label={t('readings.attributes.style')} value={coded(product.style)} />
        </dl>
        {attributes.length > 0 && (
          <button
            type="button"
            aria-expanded={more}
            onClick={() => setMore(!more)}
            className="self-start text-sm font-semibold text-brand underline focus-visible:outline-2 focus-visible:outline-brand"
          >
            {t(more ? 'readings.itemInfo.hideMore' : 'readings.itemInfo.showMore')}
          </button>
        )}
        {more && (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {attributes.map(([name, value]) => (
              <Field key={name} label={t(`readings.attributes.${name}`, { defaultValue: name })} value={value} />
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

const zoneText = (zone: Zone) => [zone.place.code, zone.code].filter(Boolean).join(' - ') || zone.description;

/** Where the item is now: place and zone codes, as the reading rows' zone chip names them. */
function ItemZone({ zone }: { zone: Zone }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('readings.itemInfo.zone')}>
      <dl>
        <Field label={t('readings.itemInfo.zone')} value={zoneText(zone)} />
      </dl>
    </section>
  );
}

/** The 'Item' section: only attributes mapped and visible for items, in mapping order (000 §2.16). */
function ItemAttributes({ item, mappings }: { item: Item; mappings: AttributeMapping[] | undefined }) {
  const { t } = useTranslation();
  if (!mappings || mappings.length === 0) return null;
  const shown = [...mappings].filter((mapping) => mapping.visible).sort((a, b) => a.order - b.order);
  return (
    <section aria-label={t('readings.itemInfo.item')}>
      <h3 className="mb-2 text-lg font-semibold">{t('readings.itemInfo.item')}</h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {shown.map((mapping) => (
          <Field
            key={mapping.code}
            label={mapping.description || mapping.code}
            value={item.attributes[mapping.code] ?? ''}
          />
        ))}
      </dl>
    </section>
  );
}

function Identifiers({ identifiers }: { identifiers: readonly Identifier[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('readings.itemInfo.identifiers')}>
      <h3 className="mb-2 text-lg font-semibold">{t('readings.itemInfo.identifiers')}</h3>
      <ul className="flex flex-col gap-2">
        {identifiers.map((identifier) => {
          const key = identifierLabelKey(identifier);
          const typeLabel = key ? t(key) : identifier.type;
          return (
            <li key={`${identifier.type}:${identifier.code}:${identifier.role}`} className="flex items-center gap-3">
              <IdentifierIcon type={identifier.type} label={typeLabel} />
              <span className="text-sm text-neutral-400 uppercase">{identifier.role || typeLabel}</span>
              <span className="font-mono">{identifier.code || t('readings.na')}</span>
              {identifier.tid && (
                <span className="text-sm text-neutral-400">
                  {t('readings.itemInfo.tid')} <span className="font-mono text-neutral-200">{identifier.tid}</span>
                </span>
              )}
              {identifier.role === 'data_matrix' && identifier.code && <DataMatrix code={identifier.code} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Components({ item }: { item: Item }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('readings.itemInfo.components')}>
      <h3 className="mb-2 text-lg font-semibold">{t('readings.itemInfo.components')}</h3>
      {item.components.map((component, index) => (
        <dl key={index} className="mb-2 grid grid-cols-2 gap-2 rounded-lg bg-neutral-800 p-3 sm:grid-cols-3">
          {Object.entries(component.fields)
            .filter(([name]) => !hiddenComponentFields.includes(name))
            .map(([name, value]) => (
              <Field key={name} label={t(`readings.attributes.${name}`, { defaultValue: name })} value={value} />
            ))}
        </dl>
      ))}
    </section>
  );
}

type EventsState = { status: 'loading' } | { status: 'loaded'; events: ItemEvent[] };

/** The events history side panel; a failed load is ignored (shown as no events). */
function EventsPanel({ itemId, source }: { itemId: string; source: ItemInfoSource }) {
  const { t } = useTranslation();
  const [state, setState] = useState<EventsState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    source.itemEvents(itemId).then(
      (events) => !cancelled && setState({ status: 'loaded', events }),
      () => !cancelled && setState({ status: 'loaded', events: [] }),
    );
    return () => {
      cancelled = true;
    };
  }, [itemId, source]);
  return (
    <aside
      aria-label={t('readings.itemInfo.events')}
      className="flex w-72 shrink-0 flex-col gap-2 overflow-auto rounded-xl bg-neutral-800 p-3"
    >
      <h3 className="text-lg font-semibold">{t('readings.itemInfo.events')}</h3>
      {state.status === 'loading' && <p role="status">{t('readings.itemInfo.loading')}</p>}
      {state.status === 'loaded' && state.events.length === 0 && <p>{t('readings.itemInfo.emptyEvents')}</p>}
      {state.status === 'loaded' && (
        <ol className="flex flex-col gap-2">
          {state.events.map((event, index) => (
            <li key={index} className="rounded-lg bg-neutral-900 p-2 text-sm">
              <div className="font-semibold">{event.eventType}</div>
              <div>{event.operationLabel}</div>
              <div className="text-neutral-400">{event.operationPlace}</div>
              <div className="text-neutral-400">{event.username}</div>
              <div className="text-neutral-400">
                {Number.isFinite(event.creationDate) ? format(event.creationDate, 'dd/MM/yyyy') : t('readings.noValue')}
              </div>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
