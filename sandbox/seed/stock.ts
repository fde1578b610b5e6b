/**
 * The demo items (000 §3 Item) from data/stock.json: for each allocation, `perSku` items of every product of
 * the listed styles in the zone, numbered with consecutive serials. Each item carries an embedded UHF tag whose
 * EPC is the SGTIN-96 of its product's EAN and its serial, a pendant tag (second SGTIN, serial +
 * pendantSerialOffset) for dual-tag products, an NFC authenticity tag for bags, and its serial number.
 */
import { createHash } from 'node:crypto';
import stock from './data/stock.json' with { type: 'json' };
import places from './data/places.json' with { type: 'json' };
import { catalogueSkus } from './catalogue.ts';
import type { Sku } from './catalogue.ts';
import { sgtin96FromEan13 } from './sgtin96.ts';

export interface StockItem {
  serial: string;
  sku: Sku;
  zoneCode: string;
  placeCode: string;
  history: string;
  qcStatus: string;
  epc: string;
  epcTid: string;
  pendantEpc?: string;
  pendantTid?: string;
  nfcUid?: string;
}

function hexDigest(text: string, length: number): string {
  return createHash('sha1').update(text).digest('hex').slice(0, length).toUpperCase();
}

/** A TID as an Impinj chip reports it: 'E280' class/maker bits, model, then a unique serial. */
export function demoTid(seed: string): string {
  return `E2801170${hexDigest(`tid/${seed}`, 16)}`;
}

/** A 7-byte NFC UID as an NXP NTAG reports it (manufacturer byte 04). */
export function demoNfcUid(seed: string): string {
  return `04${hexDigest(`uid/${seed}`, 12)}`;
}

export function placeOfZone(zoneCode: string): string {
  const zone = places.zones.find((candidate) => candidate.code === zoneCode);
  if (!zone) throw new Error(`stock.json names an unknown zone '${zoneCode}'`);
  return zone.placeId.replace('@places/', '');
}

export const COMPANY_PREFIX_LENGTH = 7;

export function stockItems(): StockItem[] {
  const skus = catalogueSkus();
  const items: StockItem[] = [];
  let serial = stock.firstSerial;
  for (const allocation of stock.allocations) {
    const placeCode = placeOfZone(allocation.zone);
    for (const sku of skus.filter((candidate) => allocation.styles.includes(candidate.styleCode))) {
      for (let copy = 0; copy < allocation.perSku; copy += 1) {
        const text = String(serial);
        const item: StockItem = {
          serial: text,
          sku,
          zoneCode: allocation.zone,
          placeCode,
          history: allocation.history,
          qcStatus: allocation.qcStatus ?? 'OK',
          epc: sgtin96FromEan13(sku.ean, COMPANY_PREFIX_LENGTH, BigInt(serial)),
          epcTid: demoTid(`${text}/EMBEDDED`),
        };
        if (sku.itemConfiguration === 'dual-tag') {
          item.pendantEpc = sgtin96FromEan13(
            sku.ean,
            COMPANY_PREFIX_LENGTH,
            BigInt(serial) + BigInt(stock.pendantSerialOffset),
          );
          item.pendantTid = demoTid(`${text}/PENDANT`);
        }
        if (sku.itemConfiguration === 'authenticity') item.nfcUid = demoNfcUid(text);
        items.push(item);
        serial += 1;
      }
    }
  }
  return items;
}

export const PENDANT_SERIAL_OFFSET = BigInt(stock.pendantSerialOffset);
