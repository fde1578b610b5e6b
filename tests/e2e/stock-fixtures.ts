/** The seeded stock as journeys read it: an item's stored id, its serial and the tag the antenna's field holds. */
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../sandbox/seed/stock.ts';

export interface StockedItem {
  id: string;
  serial: string;
  tag: { epc: string; tid: string };
}

/** The items in the warehouse's main stock (WH-LOM-STOCK), of one product when given, in seed order. */
export const inStock = (sku?: string): StockedItem[] =>
  stockItems()
    .filter((item) => item.zoneCode === 'WH-LOM-STOCK' && (sku === undefined || item.sku.code === sku))
    .map((item) => ({
      id: stableId('items', item.serial),
      serial: item.serial,
      tag: { epc: item.epc, tid: item.epcTid },
    }));
