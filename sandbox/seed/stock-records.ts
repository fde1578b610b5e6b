/**
 * Seed records for the demo stock: items with their identifiers (000 §3 Item, Identifier) and the item events
 * of their history (000 §3 Item event), in the reference notation of seed-references.ts.
 */
import places from './data/places.json' with { type: 'json' };
import type { JsonObject } from '../db/resource-store.ts';
import { reference } from './seed-references.ts';
import type { StockItem } from './stock.ts';

interface HistoryStep {
  eventType: string;
  operationLabel: string;
  /** 'home' is the item's own place. */
  placeCode: string;
  ageDays: number;
}

const HISTORIES: Record<string, HistoryStep[]> = {
  warehouse: [{ eventType: 'ITEM_CREATED', operationLabel: 'ENCODING', placeCode: 'WH-LOM', ageDays: 40 }],
  quarantine: [
    { eventType: 'ITEM_CREATED', operationLabel: 'ENCODING', placeCode: 'WH-LOM', ageDays: 40 },
    { eventType: 'ITEM_TRANSFERRED', operationLabel: 'TRANSFER_TO_ZONE', placeCode: 'WH-LOM', ageDays: 5 },
  ],
  store: [
    { eventType: 'ITEM_CREATED', operationLabel: 'ENCODING', placeCode: 'WH-LOM', ageDays: 40 },
    { eventType: 'ITEM_SHIPPED', operationLabel: 'OUTBOUND', placeCode: 'WH-LOM', ageDays: 12 },
    { eventType: 'ITEM_RECEIVED', operationLabel: 'INBOUND', placeCode: 'home', ageDays: 10 },
  ],
  supplier: [{ eventType: 'ITEM_CREATED', operationLabel: 'ENCODING', placeCode: 'SUP-BIELLA', ageDays: 3 }],
};

function historyOf(item: StockItem): HistoryStep[] {
  const steps = HISTORIES[item.history];
  if (!steps) throw new Error(`stock.json names an unknown history '${item.history}'`);
  return steps;
}

function placeDescription(code: string): string {
  return places.places.find((place) => place.code === code)?.description ?? code;
}

function identifiers(item: StockItem): JsonObject[] {
  const list: JsonObject[] = [{ code: item.epc, type: 'UHF_TAG', role: 'EMBEDDED', tid: item.epcTid }];
  if (item.pendantEpc) list.push({ code: item.pendantEpc, type: 'UHF_TAG', role: 'PENDANT', tid: item.pendantTid });
  if (item.nfcUid) list.push({ code: item.nfcUid, type: 'NFC_TAG', role: 'AUTHENTICITY' });
  list.push({ code: item.serial, type: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial' });
  return list.map((identifier, index) => ({ id: `${item.serial}-${index + 1}`, ...identifier }));
}

function components(item: StockItem): JsonObject[] {
  if (item.sku.category !== 'BAG') return [];
  return [
    { code: 'STRAP', description: 'Detachable shoulder strap', material: item.sku.material.description },
    { code: 'POUCH', description: 'Zipped inner pouch', material: 'Cotton canvas' },
  ];
}

export function itemRecord(item: StockItem): JsonObject {
  const created = historyOf(item)[0];
  return {
    $key: item.serial,
    $ageDays: created?.ageDays ?? 0,
    serial: item.serial,
    productId: reference('products', item.sku.code),
    zoneId: reference('zones', item.zoneCode),
    identifiers: identifiers(item),
    components: components(item),
    attributes: { qcStatus: item.qcStatus },
  };
}

export function itemEventRecords(item: StockItem): JsonObject[] {
  return historyOf(item).map((step, index) => {
    const placeCode = step.placeCode === 'home' ? item.placeCode : step.placeCode;
    return {
      $key: `${item.serial}/${index + 1}`,
      $ageDays: step.ageDays,
      itemId: reference('items', item.serial),
      eventType: step.eventType,
      operationLabel: step.operationLabel,
      attributes: { operationPlace: placeDescription(placeCode), operationPlaceCode: placeCode },
      user: {
        username: step.operationLabel === 'ENCODING' && placeCode === 'SUP-BIELLA' ? 'supplier.biella' : 'operator',
      },
    };
  });
}
