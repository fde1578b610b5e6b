/**
 * An in-memory inventory server for the inventory plugin's tests and stories: the calls of 001 §7 Inventory over a
 * few inventories, reads decoded from a table and counters worked out from the codes inserted (as the sandbox does).
 */
import type { RequestOptions } from '../api/http-client.ts';
import { fakeApiClient } from './fake-api-client.ts';
import { mapFailedResponse } from '../core/api-error.ts';
import type { Inventory } from '../core/inventory/inventory.ts';
import type { DecodedRead } from '../core/readings/decoded-read.ts';

const day = 86_400_000;
const created = Date.UTC(2025, 5, 12, 9, 30);

/** The inventories of the e2e workstation's place (sandbox seed: WH-LOM), and one of another place. */
export const lomInventories: Inventory[] = [
  {
    id: 'inv-lom-01',
    code: 'INV-2025-LOM-01',
    status: 'OPEN',
    description: 'Cyclic count bags and dresses, main stock',
    creationDate: created,
  },
  {
    id: 'inv-lom-02',
    code: 'INV-2025-LOM-02',
    status: 'POPULATING',
    description: 'Quarantine check',
    creationDate: created + day,
  },
];

/** A decoded read of a stored item with an RFID tag `code` and no status (valid). */
export const itemRead = (code: string): DecodedRead => ({
  identifierCode: code,
  decodeResult: 'itemFound',
  statuses: [],
  item: {
    id: `item-${code}`,
    fakeItemID: '',
    serial: code,
    identifiers: [{ id: code, code, role: 'EMBEDDED', type: 'UHF_TAG', tid: '' }],
    components: [],
    attributes: {},
  },
  epc: code,
  detected: 1,
  expected: 0,
  unexpected: 0,
});

export interface InventoryServerOptions {
  inventories?: Inventory[];
  /** The decode's answers by code; a code not here is answered unknown by the pipeline. */
  reads?: readonly DecodedRead[];
  /** The codes the inventory expects (each an RFID item). */
  expected?: readonly string[];
  /** Calls (by a path suffix such as '/getCounters') that fail with this HTTP status. */
  failing?: Record<string, number>;
  /** Milliseconds every answer waits. */
  latencyMs?: number;
}

export interface RecordedCall {
  method: 'GET' | 'POST';
  path: string;
  init?: RequestOptions;
}

export function inventoryServer(options: InventoryServerOptions = {}) {
  const inventories = options.inventories ?? lomInventories;
  const decoded = new Map((options.reads ?? []).map((read) => [read.identifierCode, read]));
  const expected = new Set(options.expected ?? []);
  const inserted = new Set<string>();
  const calls: RecordedCall[] = [];
  const failing = { ...options.failing };

  const counters = () => {
    const detected = [...inserted].filter((code) => decoded.get(code)?.item);
    const unexpected = detected.filter((code) => !expected.has(code)).length;
    const found = detected.length - unexpected;
    return {
      rfidDetected: detected.length,
      barcodeDetected: 0,
      rfidUnexpected: unexpected,
      barcodeUnexpected: 0,
      rfidExpected: expected.size,
      barcodeExpected: 0,
      rfidMissing: expected.size - found,
      barcodeMissing: 0,
      rfidIgnoreWithReason: inserted.size - detected.length,
    };
  };

  const answer = (method: RecordedCall['method'], path: string, init?: RequestOptions): unknown => {
    const failure = Object.entries(failing).find(([suffix]) => path.endsWith(suffix));
    if (failure) throw mapFailedResponse(failure[1], { message: `${path} failed` });
    if (path === 'api/v1/inventories') {
      const search = String(init?.query?.search ?? '').toLowerCase();
      const found = inventories.filter((inventory) =>
        `${inventory.code} ${inventory.description}`.toLowerCase().includes(search),
      );
      return { content: found, totalElements: found.length };
    }
    const id = /^api\/v1\/inventories\/([^/]+)$/.exec(path)?.[1];
    if (id !== undefined) {
      const inventory = inventories.find((candidate) => candidate.id === decodeURIComponent(id));
      if (!inventory) throw mapFailedResponse(404, { message: `Inventory ${id} not found` });
      return inventory;
    }
    const body = init?.body as { identifierCodes?: string[]; itemIdentifierCodes?: string[] } | undefined;
    if (path.endsWith('/batchValidate'))
      return (body?.identifierCodes ?? []).flatMap((code) => decoded.get(code) ?? []);
    if (path.endsWith('/insertTags')) {
      const codes = body?.itemIdentifierCodes ?? [];
      codes.forEach((code) => inserted.add(code));
      return { received: codes.length, inserted: codes.length };
    }
    if (path.endsWith('/getCounters')) return counters();
    throw mapFailedResponse(404, { message: `${method} ${path}: no such call` });
  };

  const call = async (method: RecordedCall['method'], path: string, init?: RequestOptions) => {
    calls.push({ method, path, init });
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    return answer(method, path, init);
  };
  const api = fakeApiClient(call);

  return {
    api,
    calls,
    inserted,
    /** Makes calls ending with `suffix` fail with `status` from now on (0 again to heal). */
    fail: (suffix: string, status: number) => void (status ? (failing[suffix] = status) : delete failing[suffix]),
    callsTo: (suffix: string) => calls.filter((recorded) => recorded.path.endsWith(suffix)),
  };
}
