/**
 * An in-memory shipping server for the shipping screens' stories: the calls of 001 §7 Shipping over one inbound
 * shipment of the workstation's place, its two parcels (one with a product checklist) and a few decodable items.
 */
import type { RequestOptions } from '../api/http-client.ts';
import { fakeApiClient } from './fake-api-client.ts';
import { mapFailedResponse } from '../core/api-error.ts';
import type { DecodedRead, Product } from '../core/readings/decoded-read.ts';

const created = Date.UTC(2025, 10, 20, 9, 30);

const product = (code: string, description: string, size: string): Product => ({
  id: `prod-${code}`,
  code,
  description,
  style: { value: code.slice(0, 5), description: '' },
  material: { value: 'CSH', description: 'Cashmere' },
  color: { value: 'GRM', description: 'Grey melange' },
  size: { value: size, description: '' },
  attributes: {},
});

export const storyProducts = [
  product('KN210-CSH-GRM-M', 'Cashmere crew-neck sweater', 'M'),
  product('SH305-POP-WHT-40', 'Poplin shirt', '40'),
];

export const storyAsn = {
  id: 'asn-5',
  code: 'ASN-2025-0005',
  status: 'IN_TRANSIT',
  originPlaceId: 'SUP-BIELLA',
  destinationPlaceId: 'WH-LOM',
  destinationPlace: { id: 'WH-LOM', code: 'WH-LOM', description: 'Central Warehouse Lombardia' },
  creationDate: created,
  shippingDate: created + 86_400_000,
  receivedParcels: 1,
  expectedParcels: 2,
  attributes: { carrier: 'GLS' },
};

const checklist = {
  id: 'chk-4',
  code: 'CHK-2025-0004',
  type: 'CHECKLIST_BY_PRODUCT',
  totalExpected: 3,
  checklistProducts: [
    { productCode: 'KN210-CSH-GRM-M', quantity: 2, detected: 0 },
    { productCode: 'SH305-POP-WHT-40', quantity: 1, detected: 0 },
  ],
  attributes: {},
};

export const storyParcels = [
  {
    id: 'prc-501',
    code: 'PRC-2025-00501',
    status: 'IN_INBOUND',
    parcelEntryQuantity: 0,
    checklistExpectedQuantity: 3,
    asn: { id: 'asn-5', code: 'ASN-2025-0005' },
    attributes: {},
  },
  {
    id: 'prc-400',
    code: 'PRC-2025-00400',
    status: 'RECEIVED',
    parcelEntryQuantity: 2,
    checklistExpectedQuantity: 2,
    asn: { id: 'asn-5', code: 'ASN-2025-0005' },
    attributes: {},
  },
];

/** The parcel with its checklist and products, as startParcel answers it. */
export const storyStartedParcel = { ...storyParcels[0], checklist, products: storyProducts };

/** A decoded read of an item of `of` with the RFID tag `code`, expected by the parcel's checklist or not. */
export const storyItemRead = (code: string, of: Product, onChecklist = true): DecodedRead => ({
  identifierCode: code,
  decodeResult: 'itemFound',
  statuses: [],
  item: {
    id: `item-${code}`,
    fakeItemID: '',
    serial: code.slice(-6),
    product: of,
    identifiers: [{ id: code, code, role: 'EMBEDDED', type: 'UHF_TAG', tid: '' }],
    components: [],
    attributes: {},
  },
  epc: code,
  detected: 1,
  expected: onChecklist ? 1 : 0,
  unexpected: onChecklist ? 0 : 1,
});

export interface ShippingServerOptions {
  /** Calls (by a path suffix such as '/asn/list') that fail with this HTTP status. */
  failing?: Record<string, number>;
  /** The decode's answers by code. */
  reads?: readonly DecodedRead[];
  /** The shipments the ASN list answers with (the story shipment when left out). */
  asns?: readonly (typeof storyAsn)[];
}

export function shippingServer(options: ShippingServerOptions = {}) {
  const calls: { method: string; path: string; init?: RequestOptions }[] = [];
  const decoded = new Map((options.reads ?? []).map((read) => [read.identifierCode, read]));
  const answer = (path: string, init?: RequestOptions): unknown => {
    const failure = Object.entries(options.failing ?? {}).find(([suffix]) => path.endsWith(suffix));
    if (failure) throw mapFailedResponse(failure[1], { message: `${path} failed` });
    const body = (init?.body ?? {}) as Record<string, unknown>;
    if (path.endsWith('/asn/list')) {
      const like = String(init?.query?.likeCodes ?? '').toLowerCase();
      const content = (options.asns ?? [storyAsn]).filter((asn) => asn.code.toLowerCase().includes(like));
      return { content, totalElements: content.length, totalPages: 1 };
    }
    if (path.endsWith('/startAsn'))
      return body.asnCode === storyAsn.code
        ? { ...storyAsn, status: 'IN_INBOUND' }
        : { ...storyAsn, id: 'asn-new', code: body.asnCode };
    if (path === `api/v1/asns/${storyAsn.id}`) return storyAsn;
    if (path.endsWith('/parcelList')) {
      const search = String(init?.query?.search ?? '').toLowerCase();
      const content = storyParcels.filter((parcel) => parcel.code.toLowerCase().includes(search));
      return { content, totalElements: content.length, totalPages: 1 };
    }
    if (path.endsWith('/parcelContent'))
      return [{ product: storyProducts[0], detected: 2, expected: 2, unexpected: 0 }];
    const parcel = /^api\/v1\/parcels\/([^/]+)$/.exec(path)?.[1];
    if (parcel) return storyParcels.find((candidate) => candidate.id === parcel) ?? storyParcels[0];
    if (path.endsWith('/parcelDetail')) {
      const known = storyParcels.find((candidate) => candidate.code === init?.query?.parcelCode);
      if (!known) throw mapFailedResponse(404, { message: `Parcel ${String(init?.query?.parcelCode)} not found` });
      return known;
    }
    if (path.endsWith('/startParcel')) return storyStartedParcel;
    if (path.endsWith('/batchValidate'))
      return ((body.identifierCodes as string[] | undefined) ?? []).flatMap((code) => decoded.get(code) ?? []);
    if (path.endsWith('/updateParcelContent')) return storyStartedParcel;
    if (path.endsWith('/confirmParcel')) return { id: 'instance-1' };
    if (path.endsWith('/confirmAsn')) return { ...storyAsn, status: 'RECEIVED' };
    throw mapFailedResponse(404, { message: `${path}: no such call` });
  };
  const call = async (method: string, path: string, init?: RequestOptions) => {
    calls.push({ method, path, init });
    return answer(path, init);
  };
  const api = fakeApiClient(call);
  return { api, calls, callsTo: (suffix: string) => calls.filter((recorded) => recorded.path.endsWith(suffix)) };
}
