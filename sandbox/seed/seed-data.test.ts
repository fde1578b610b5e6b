import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../db/resource-store.ts';
import { operationCapability } from '../api/operation-capabilities.ts';
import { findResourceKind } from '../api/resource-catalogue.ts';
import { VIRGIN_EPC_PREFIX, demoAntennaFields, tagInfoDemoField } from './demo-fields.ts';
import { buildSeedData } from './seed-data.ts';
import { stableId } from './seed-references.ts';
import { decodeSgtin96, ean13OfGtin } from './sgtin96.ts';
import { PENDANT_SERIAL_OFFSET } from './stock.ts';

const NOW = Date.UTC(2026, 0, 15);
const seed = buildSeedData(NOW);
const recordsOf = (kind: string) => seed.records.get(kind) ?? [];
const operations = recordsOf('operations');
const products = recordsOf('products');
const items = recordsOf('items');

const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'password',
  'number',
  'date',
  'checkbox',
  'select',
  'autocomplete',
  'hidden',
  'value',
];
const UHF_DEVICE_TYPES = ['nordic-id-sampo-native', 'sensormatic', 'impinj-speedway-octane', 'zebra-fx-series'];

function eanOf(product: JsonObject): string {
  return String(((product.attributes as JsonObject).ean as JsonObject).value);
}

describe('demo data: operations (000 §3 Operation, Form field)', () => {
  it('every operation has code, type, description, templatePath, enabled, formSchema, actions and string options', () => {
    for (const operation of operations) {
      expect(operation, String(operation.code)).toMatchObject({
        enabled: true,
        templatePath: expect.any(String) as string,
      });
      expect(typeof operation.code).toBe('string');
      expect(typeof operation.type).toBe('string');
      expect(typeof operation.description).toBe('string');
      expect(Array.isArray(operation.formSchema)).toBe(true);
      expect(Array.isArray(operation.actions)).toBe(true);
      for (const value of Object.values(operation.options as JsonObject)) expect(typeof value).toBe('string');
    }
    expect(new Set(operations.map((operation) => operation.code)).size).toBe(operations.length);
  });

  it('every form field has a name and a known type; autocompletes an endpoint, selects options (000 §5 Schema errors)', () => {
    for (const operation of operations) {
      for (const field of operation.formSchema as JsonObject[]) {
        expect(typeof field.name, `${String(operation.code)}`).toBe('string');
        expect(FORM_FIELD_TYPES).toContain(field.type);
        if (field.type === 'autocomplete') expect(typeof field.endpoint).toBe('string');
        if (field.type === 'select') expect(Array.isArray(field.options)).toBe(true);
      }
    }
  });

  it('has one enabled operation of every type and template variant of 000 §2.1, 001 §2 and 002 §2', () => {
    const variants = new Set(
      operations.map((operation) => `${String(operation.type)}:${String(operation.templatePath)}`),
    );
    for (const variant of [
      'TAG_INFO:',
      'TRANSFER_TO_ZONE:',
      'TRANSFER_TO_ZONE:conveyor',
      'SIMPLE_ITEM_LIST:',
      'SIMPLE_PARCEL_LIST:',
      'INBOUND:',
      'OUTBOUND:',
      'PACKING:',
      'PACKING:cartonization',
      'SORTING:',
      'INVENTORY:',
      'ENCODING:',
      'ENCODING:browserPrint',
      'ENCODING:imbustatrice',
      'ENCODING:encodingOutboundSap',
      'SIMPLE_ITEM_SESSION_LIST:',
      'SIMPLE_ITEM_SESSION_LIST:countTBoxUbicazioni',
      'SIMPLE_ITEM_SESSION_LIST:encodingInboundSap',
    ]) {
      expect(variants, variant).toContain(variant);
    }
  });

  it('000 §6: the operator holds the capability of every seeded operation; the guest holds none', () => {
    const operator = seed.users.find((user) => user.username === 'operator');
    const guest = seed.users.find((user) => user.username === 'guest');
    for (const operation of operations)
      expect(operator?.capabilities).toContain(operationCapability(String(operation.type)));
    expect(guest?.capabilities).toEqual([]);
  });
});

describe('demo data: products and items (000 §3 Product, Item, Identifier)', () => {
  it('every product has style, material, color, size as {value, description}, an EAN-13 and an image id', () => {
    for (const product of products) {
      for (const field of ['style', 'material', 'color', 'size']) {
        expect(product[field], `${String(product.code)} ${field}`).toMatchObject({
          value: expect.any(String) as string,
        });
      }
      expect(eanOf(product)).toMatch(/^\d{13}$/);
      const imageId = JSON.parse(
        String(((product.attributes as JsonObject).imageId as JsonObject).value),
      ) as JsonObject;
      expect(imageId).toMatchObject({ imageUrls: { medium: `IMG-${String(product.code)}` } });
    }
  });

  it('every UHF identifier is a valid SGTIN-96 that decodes back to its product EAN and the item serial', () => {
    const productById = new Map(products.map((product) => [product.id, product]));
    let epcs = 0;
    for (const item of items) {
      const ean = eanOf(productById.get(String(item.productId)) ?? {});
      for (const identifier of item.identifiers as JsonObject[]) {
        if (identifier.type !== 'UHF_TAG') continue;
        const decoded = decodeSgtin96(String(identifier.code));
        expect(decoded, String(identifier.code)).toBeDefined();
        expect(ean13OfGtin(decoded?.gtin ?? '')).toBe(ean);
        const offset = identifier.role === 'PENDANT' ? PENDANT_SERIAL_OFFSET : 0n;
        expect(decoded?.serial).toBe(BigInt(String(item.serial)) + offset);
        expect(identifier.tid).toMatch(/^E280[0-9A-F]{20}$/);
        epcs += 1;
      }
    }
    expect(epcs).toBeGreaterThan(items.length);
    const all = items.flatMap((item) => (item.identifiers as JsonObject[]).map((identifier) => identifier.code));
    expect(new Set(all).size).toBe(all.length);
  });

  it('every item event belongs to a seeded item, dated in the past', () => {
    const itemIds = new Set(items.map((item) => item.id));
    for (const event of recordsOf('itemEvents')) {
      expect(itemIds.has(String(event.itemId))).toBe(true);
      expect(event.creationDate).toBeLessThan(NOW);
    }
  });
});

describe('demo data: places, workstations, references', () => {
  it('every kind of the data set is a resource of the catalogue, and ids are unique per kind', () => {
    for (const [kind, records] of seed.records) {
      expect(findResourceKind(kind), kind).toBeDefined();
      expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    }
  });

  it('000 §3 Workstation: device-manager URLs are placeholders, antennas use the 000 §9 UHF device types or NFC', () => {
    const antennas = new Map(recordsOf('rfidAntennas').map((antenna) => [antenna.id, antenna]));
    for (const workstation of recordsOf('workstations')) {
      expect(workstation).toMatchObject({
        deviceManagerUrl: '{{deviceManagerUrl}}',
        deviceManagerWebsocket: '{{deviceManagerWebsocket}}',
      });
      for (const id of workstation.rfidAntennaIds as string[]) expect(antennas.has(id)).toBe(true);
    }
    const types = new Set([...antennas.values()].map((antenna) => String((antenna.reader as JsonObject).deviceType)));
    for (const type of UHF_DEVICE_TYPES) expect(types).toContain(type);
    expect([...types].some((type) => type.startsWith('nfc'))).toBe(true);
  });

  it('has a supplier place and stores in Milan, Rome and Paris', () => {
    const places = recordsOf('places');
    expect(places.filter((place) => place.type === 'SUPPLIER')).toHaveLength(1);
    expect(places.filter((place) => place.type === 'STORE').map((place) => place.code)).toEqual([
      'ST-MIL',
      'ST-ROM',
      'ST-PAR',
    ]);
  });

  it('buildSeedData is deterministic: the same ids every time', () => {
    const again = buildSeedData(NOW + 1000);
    expect(again.records.get('items')?.map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(again.users.map((user) => user.id)).toEqual(seed.users.map((user) => user.id));
  });
});

describe('demo antenna fields (000 §7.5 scannings, for the device emulator)', () => {
  const fields = demoAntennaFields();
  const epcs = new Set(
    items.flatMap((item) => (item.identifiers as JsonObject[]).map((identifier) => String(identifier.code))),
  );

  it('has a field for every seeded antenna, keyed by antenna id', () => {
    expect(Object.keys(fields).sort()).toEqual(
      recordsOf('rfidAntennas')
        .map((antenna) => antenna.id)
        .sort(),
    );
  });

  it('UHF fields are mostly seeded EPCs plus unknown SGTIN-96 tags; the NFC pad gets UIDs', () => {
    const nfcId = stableId('rfidAntennas', 'ANT-LOM-ENC-NFC');
    for (const [antennaId, tags] of Object.entries(fields)) {
      expect(tags.length).toBeGreaterThan(0);
      if (antennaId === nfcId) {
        expect(tags.every((tag) => tag.uid && !tag.epc)).toBe(true);
        expect(tags.filter((tag) => epcs.has(String(tag.uid))).length).toBeGreaterThan(0);
        continue;
      }
      const known = tags.filter((tag) => epcs.has(String(tag.epc)));
      const unknown = tags.filter((tag) => !epcs.has(String(tag.epc)));
      expect(known.length).toBeGreaterThan(unknown.length);
      expect(unknown.some((tag) => decodeSgtin96(String(tag.epc)))).toBe(true);
      expect(tags.every((tag) => /^[0-9A-F]{24}$/.test(String(tag.epc)) && /^E280/.test(String(tag.tid)))).toBe(true);
    }
  });
});

describe('tagInfoDemoField() (000 §2.12 tag info journey)', () => {
  const epcs = new Set(
    items.flatMap((item) => (item.identifiers as JsonObject[]).map((identifier) => String(identifier.code))),
  );
  const field = tagInfoDemoField(500);

  it('gives 500 distinct tags mixing seeded items, unknown SGTIN-96 tags and virgin tags of the ignored prefix', () => {
    expect(new Set(field.map((tag) => tag.epc)).size).toBe(500);
    const known = field.filter((tag) => epcs.has(String(tag.epc)));
    const virgin = field.filter((tag) => String(tag.epc).startsWith(VIRGIN_EPC_PREFIX));
    const unknown = field.filter((tag) => !epcs.has(String(tag.epc)) && !String(tag.epc).startsWith(VIRGIN_EPC_PREFIX));
    expect(known.length).toBeGreaterThan(100);
    expect(virgin).toHaveLength(50);
    expect(unknown.every((tag) => decodeSgtin96(String(tag.epc)))).toBe(true);
    expect(field.every((tag) => /^[0-9A-F]{24}$/.test(String(tag.epc)) && tag.tid)).toBe(true);
  });
});
