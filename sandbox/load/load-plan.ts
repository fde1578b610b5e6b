/**
 * What the load does and the data it needs: stations (a user each, signed in as the harness signs users in), and for
 * each station its simple item lists and transfers to zone, every confirm with items of its own (so each confirm is
 * found in the database by its item ids) that the decode knows: items of the warehouse's stock zone with an SGTIN-96
 * EPC of a catalogue product, seeded into the database before the run. Transfers go to another zone of the same
 * place, in turn.
 */
import type { Queryable } from '../db/database.ts';
import { insertRecords } from '../db/resource-store.ts';
import type { ResourceRecord } from '../db/resource-store.ts';
import { getUserByUsername, insertUsers } from '../api/users-store.ts';
import { catalogueSkus } from '../seed/catalogue.ts';
import { stableId } from '../seed/seed-references.ts';
import { sgtin96FromEan13 } from '../seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH } from '../seed/stock.ts';

export const LOAD_PLACE_ID = stableId('places', 'WH-LOM');
export const LOAD_STOCK_ZONE_ID = stableId('zones', 'WH-LOM-STOCK');
export const DESTINATION_ZONE_IDS = ['WH-LOM-QUARANTINE', 'WH-LOM-PACKING', 'WH-LOM-OUTBOUND', 'WH-LOM-INBOUND'].map(
  (code) => stableId('zones', code),
);
export const ITEM_LIST_OPERATION_ID = stableId('operations', 'ITEM-LIST');
export const TRANSFER_OPERATION_ID = stableId('operations', 'TRANSFER-TO-ZONE');
/** The seeded user whose capabilities and places the stations' users copy. */
const TEMPLATE_USERNAME = 'operator';
/** Far above the demo stock's serials (1000001 on), so no EPC collides with a seeded one. */
const FIRST_SERIAL = 900_000_000;

export interface LoadShape {
  stations: number;
  listsPerStation: number;
  transfersPerStation: number;
  itemsPerConfirm: number;
}

export interface PlannedItem {
  id: string;
  serial: string;
  epc: string;
}

export type PlannedConfirm =
  | { kind: 'list'; index: number; items: PlannedItem[] }
  | { kind: 'transfer'; index: number; items: PlannedItem[]; destinationZoneId: string };

export interface StationPlan {
  username: string;
  /** Lists and transfers interleaved, in the order the station runs them. */
  confirms: PlannedConfirm[];
}

export function planLoad(shape: LoadShape): StationPlan[] {
  const sku = catalogueSkus()[0];
  if (!sku) throw new Error('the catalogue has no products');
  let serial = FIRST_SERIAL;
  const nextItems = (): PlannedItem[] =>
    Array.from({ length: shape.itemsPerConfirm }, () => {
      serial += 1;
      return {
        id: stableId('items', `load/${serial}`),
        serial: String(serial),
        epc: sgtin96FromEan13(sku.ean, COMPANY_PREFIX_LENGTH, BigInt(serial)),
      };
    });
  return Array.from({ length: shape.stations }, (_, station) => {
    const confirms: PlannedConfirm[] = [];
    for (let index = 0; index < Math.max(shape.listsPerStation, shape.transfersPerStation); index += 1) {
      if (index < shape.listsPerStation) confirms.push({ kind: 'list', index, items: nextItems() });
      if (index < shape.transfersPerStation) {
        const destinationZoneId = DESTINATION_ZONE_IDS[(station + index) % DESTINATION_ZONE_IDS.length]!;
        confirms.push({ kind: 'transfer', index, items: nextItems(), destinationZoneId });
      }
    }
    return { username: `load-station-${String(station + 1).padStart(3, '0')}`, confirms };
  });
}

export const loadUserId = (username: string) => stableId('users', username);

function itemRecord(item: PlannedItem, productId: string, now: number): ResourceRecord {
  return {
    id: item.id,
    creationDate: now,
    lastModifyDate: now,
    serial: item.serial,
    productId,
    zoneId: LOAD_STOCK_ZONE_ID,
    identifiers: [{ id: `${item.id}-1`, code: item.epc, type: 'UHF_TAG', role: 'EMBEDDED' }],
    components: [],
    attributes: { qcStatus: 'OK' },
  };
}

/** Adds the stations' users (copies of the operator) and every planned item to a seeded database. */
export async function seedLoad(db: Queryable, plan: StationPlan[], now = Date.now()): Promise<void> {
  const template = await getUserByUsername(db, TEMPLATE_USERNAME);
  if (!template) throw new Error(`the seeded database has no user '${TEMPLATE_USERNAME}' to copy`);
  const users = plan.map((station) => ({
    ...template,
    id: loadUserId(station.username),
    username: station.username,
    email: `${station.username}@load.example`,
  }));
  await insertUsers(db, users, now);
  const productId = stableId('products', catalogueSkus()[0]!.code);
  const items = plan.flatMap((station) => station.confirms.flatMap((confirm) => confirm.items));
  const chunk = 1000;
  for (let start = 0; start < items.length; start += chunk)
    await insertRecords(
      db,
      'items',
      items.slice(start, start + chunk).map((item) => itemRecord(item, productId, now)),
    );
}
