/**
 * The tags lying in front of each seeded antenna, for the device-manager emulator (000 §7.5 scannings):
 * mostly the EPCs (with TIDs) of seeded items in the antenna's place, plus unknown tags: an SGTIN-96 of a
 * catalogue product with a serial no item has (decodes as productFound), an SGTIN-96 of a foreign GTIN
 * (unknownDecoded) and, at the encoding desk, virgin tags. The NFC pad gets UIDs instead.
 */
import { catalogueSkus } from './catalogue.ts';
import { stableId } from './seed-references.ts';
import { COMPANY_PREFIX_LENGTH, demoNfcUid, demoTid, stockItems } from './stock.ts';
import type { StockItem } from './stock.ts';
import { encodeSgtin96, sgtin96FromEan13 } from './sgtin96.ts';

export interface DemoTag {
  epc?: string;
  tid?: string;
  uid?: string;
}

interface FieldPlan {
  /** Items of these zones are in the field. */
  zones: string[];
  /** Only items of these styles, when given. */
  styles?: string[];
  /** How many items, taken from the first. */
  items: number;
  /** Unknown tags added: a known product's unseeded serial and a foreign GTIN. */
  unknown: number;
  /** Virgin tags (manufacturer default EPCs) for encoding. */
  virgin?: number;
  nfc?: boolean;
}

/** Antenna code → what is in front of it. */
const FIELD_PLANS: Record<string, FieldPlan> = {
  'ANT-LOM-IN-1': { zones: ['SUP-BIELLA-STOCK'], items: 8, unknown: 2 },
  'ANT-LOM-IN-2': { zones: ['WH-LOM-STOCK'], styles: ['SH305', 'KN210'], items: 8, unknown: 1 },
  'ANT-LOM-PACK-1': { zones: ['WH-LOM-STOCK'], styles: ['BG510', 'DR615'], items: 8, unknown: 1 },
  'ANT-LOM-ENC-1': { zones: ['WH-LOM-STOCK'], styles: ['TR100'], items: 2, unknown: 1, virgin: 2 },
  'ANT-LOM-ENC-NFC': { zones: ['WH-LOM-STOCK', 'ST-MIL-SALES'], styles: ['BG510'], items: 3, unknown: 1, nfc: true },
  'ANT-MIL-1': { zones: ['ST-MIL-SALES', 'ST-MIL-STOCK'], items: 12, unknown: 2 },
  'ANT-ROM-1': { zones: ['ST-ROM-SALES'], items: 10, unknown: 1 },
  'ANT-PAR-1': { zones: ['ST-PAR-SALES'], items: 10, unknown: 1 },
};

/** Serials from here on are never given to seeded items. */
const UNSEEDED_SERIAL = 900000001n;
/** A GS1 company prefix that the demo catalogue does not use. */
const FOREIGN_COMPANY_PREFIX = '8012345';

function itemTags(item: StockItem): DemoTag[] {
  const tags: DemoTag[] = [{ epc: item.epc, tid: item.epcTid }];
  if (item.pendantEpc) tags.push({ epc: item.pendantEpc, tid: item.pendantTid });
  return tags;
}

function unknownTags(antennaCode: string, count: number, offset: number): DemoTag[] {
  const skus = catalogueSkus();
  return Array.from({ length: count }, (_unused, index) => {
    const serial = UNSEEDED_SERIAL + BigInt(offset + index);
    const sku = skus[(offset + index) % skus.length];
    const epc =
      index % 2 === 0 && sku
        ? sgtin96FromEan13(sku.ean, COMPANY_PREFIX_LENGTH, serial)
        : encodeSgtin96({ filter: 1, companyPrefix: FOREIGN_COMPANY_PREFIX, itemReference: '054321', serial });
    return { epc, tid: demoTid(`${antennaCode}/unknown/${index}`) };
  });
}

function virginTags(antennaCode: string, count: number): DemoTag[] {
  return Array.from({ length: count }, (_unused, index) => {
    const tid = demoTid(`${antennaCode}/virgin/${index}`);
    return { epc: `E28011700000${tid.slice(-12)}`, tid };
  });
}

function fieldOf(antennaCode: string, plan: FieldPlan, stock: StockItem[], offset: number): DemoTag[] {
  const items = stock
    .filter((item) => plan.zones.includes(item.zoneCode) && (!plan.styles || plan.styles.includes(item.sku.styleCode)))
    .slice(0, plan.items);
  if (plan.nfc) {
    const uids = items.map((item) => item.nfcUid).filter((uid) => uid !== undefined);
    const unknown = Array.from({ length: plan.unknown }, (_unused, index) =>
      demoNfcUid(`${antennaCode}/unknown/${index}`),
    );
    return [...uids, ...unknown].map((uid) => ({ uid }));
  }
  return [
    ...items.flatMap(itemTags),
    ...unknownTags(antennaCode, plan.unknown, offset),
    ...virginTags(antennaCode, plan.virgin ?? 0),
  ];
}

/** Antenna id (as seeded) → the tags in front of it. */
export function demoAntennaFields(): Record<string, DemoTag[]> {
  const stock = stockItems();
  const fields: Record<string, DemoTag[]> = {};
  Object.entries(FIELD_PLANS).forEach(([antennaCode, plan], index) => {
    fields[stableId('rfidAntennas', antennaCode)] = fieldOf(antennaCode, plan, stock, index * 10);
  });
  return fields;
}

/** The EPC prefix of virgin tags (manufacturer defaults), which the TAG-INFO operation ignores. */
export const VIRGIN_EPC_PREFIX = 'E28011700000';

/**
 * A field of `size` tags for the tag info journey and demos (000 §2.12): for every 10 tags, 6 EPCs of seeded items
 * (while they last, then unknown tags instead), 2 unseeded serials of catalogue products (productFound), 1 foreign
 * SGTIN (unknownDecoded) and 1 virgin tag (its prefix is ignored). Items are taken in stock order and never repeat.
 */
export function tagInfoDemoField(size = 500): DemoTag[] {
  const stock = stockItems();
  const tags: DemoTag[] = [];
  let item = 0;
  let unknown = 0;
  let virgin = 0;
  for (let index = 0; index < size; index += 1) {
    const slot = index % 10;
    const stocked = stock[item];
    if (slot < 6 && stocked) {
      tags.push({ epc: stocked.epc, tid: stocked.epcTid });
      item += 1;
    } else if (slot < 9) {
      const serial = UNSEEDED_SERIAL + 5000n + BigInt(unknown);
      const sku = catalogueSkus()[unknown % catalogueSkus().length];
      const epc =
        slot < 8 && sku
          ? sgtin96FromEan13(sku.ean, COMPANY_PREFIX_LENGTH, serial)
          : encodeSgtin96({ filter: 1, companyPrefix: FOREIGN_COMPANY_PREFIX, itemReference: '054321', serial });
      tags.push({ epc, tid: demoTid(`tag-info/unknown/${unknown}`) });
      unknown += 1;
    } else {
      const tid = demoTid(`tag-info/virgin/${virgin}`);
      tags.push({ epc: `${VIRGIN_EPC_PREFIX}${tid.slice(-12)}`, tid });
      virgin += 1;
    }
  }
  return tags;
}
