/** @vitest-environment node */
/**
 * The shipping plugin's handlers against the sandbox's API in process (001 §2.4–§2.7, §4.2–§4.5, §5, §7): what the
 * screens bind and where they go, and what the sandbox recorded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmInFlight } from '../../core/durable-session/durable-session.ts';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { stableId } from '../../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../../sandbox/seed/stock.ts';
import { shippingContext, warehousePlaceId } from '../../test-support/shipping-context.ts';
import type { ListedRead } from '../define-plugin.ts';
import { saveFingerprint } from '../shared/save-fingerprint.ts';
import { ledgerOf, recordingDurable } from '../../test-support/recording-durable.ts';
import { matchRoute } from '../../core/routes/match-route.ts';
import shippingPlugin from './index.ts';

const asnId = stableId('asns', 'ASN-2025-0005');

const env = withInProcessSandbox();
const { asked } = env;
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});

const knitwear = stockItems().filter((item) => item.zoneCode === 'WH-LOM-STOCK' && item.sku.code === 'KN210-CSH-GRM-M');
const read = (item: (typeof knitwear)[number], status = 'valid'): ListedRead => ({
  identifierCode: item.epc,
  status,
  item: { id: stableId('items', item.serial), product: { code: item.sku.code } },
});
const parcelRecord = (code: string) =>
  sandbox.json<{ parcel: { status: string }; contentItemIds: string[]; contentCalls: { action: string }[] }>(
    `/control/shipping/parcels/${code}`,
    { token: null },
  );

async function startedParcel(code = 'PRC-2025-00501') {
  const started = await sandbox.json<Record<string, unknown>>('/api/v1/operations/inbound/startParcel', {
    method: 'POST',
    body: { operationId: stableId('operations', 'INBOUND'), parcelCode: code, asn: { code: 'ASN-2025-0005' } },
  });
  return started;
}

describe('ASN list (001 §2.5)', () => {
  it('[001-3-workstation-01] [001-7-general-02] [001-3-asn-01] [001-3-asn-02] [001-2.5-09] [001-4.2-01] [001-9-01] [001-7-shipping-17] [001-7-shipping-19] [001-7-shipping-32] loads the shipments of the workstation place in the INBOUND statuses, newest first, page 0 of 100', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND' });
    await setup.bound.open('shipping/asn-list');
    const rows = setup.screen().asns as { code: string; parcels: string; destination: string; status: string }[];
    expect(rows.map((row) => row.code)).toEqual(['ASN-2025-0005']);
    expect(rows[0]).toMatchObject({ parcels: '0/2', destination: 'Central Warehouse Lombardia', status: 'IN_TRANSIT' });
    const query = asked[0]?.url.searchParams;
    expect(query?.getAll('statuses')).toEqual(['DRAFT', 'IN_TRANSIT', 'IN_INBOUND', 'INBOUND_ERROR']);
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      destinationPlaceId: warehousePlaceId,
      size: '100',
      page: '0',
      sort: 'creationDate,desc',
    });
  });

  it('[001-7-shipping-17] [001-7-shipping-18] searches by likeCodes; reverseAsnOrder asks oldest first', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', options: { reverseAsnOrder: 'true' } });
    expect(await setup.bound.handlers.searchAsns?.({ search: 'nothing-like-it' })).toEqual([]);
    expect(asked[0]?.url.searchParams.get('likeCodes')).toBe('nothing-like-it');
    expect(asked[0]?.url.searchParams.get('sort')).toBe('creationDate,asc');
  });

  it('[001-2.5-12] [001-4.2-12] [001-7-shipping-20] choosing a shipment starts it and opens its ASN screen', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND' });
    await setup.bound.open('shipping/asn-list');
    const [row] = setup.screen().asns as unknown[];
    await setup.bound.handlers.openAsn?.({ row });
    expect(setup.navigate).toHaveBeenCalledWith(`/shipping/INBOUND/asn/${asnId}`, expect.anything());
    const asn = await sandbox.json<{ status: string }>(`/api/v1/asns/${asnId}`);
    expect(asn.status).toBe('IN_INBOUND');
  });

  it('[001-2.5-05] [001-2.5-06] [001-2.5-13] [001-5-42] the create form makes a new shipment from its shipmentCode and opens it', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND' });
    await setup.bound.open('shipping/asn-list');
    expect(setup.screen().asnFormSchema).toEqual([expect.objectContaining({ name: 'shipmentCode', required: true })]);
    await setup.bound.handlers.createAsn?.({ formData: { shipmentCode: 'ASN-NEW-7' } });
    const [path] = setup.navigate.mock.calls[0] as [string];
    const created = await sandbox.json<{ code: string; status: string; destinationPlaceId: string }>(
      `/api/v1/asns/${path.split('/').at(-1)}`,
    );
    expect(created).toMatchObject({ code: 'ASN-NEW-7', status: 'IN_INBOUND', destinationPlaceId: warehousePlaceId });
  });

  it("[001-8-01] says 'Missing workstation place' and lists nothing without a place", async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', placeId: '' });
    await setup.bound.open('shipping/asn-list');
    expect(setup.screen().asns).toEqual([]);
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'confirmation.missingWorkstationPlace' }),
    );
  });
});

describe('ASN screen, reading A (001 §2.5, §4.2)', () => {
  it('[001-3-parcel-02] [001-2.5-17] [001-2.5-20] [001-2.5-27] [001-4.2-04] [001-4.2-05] [001-4.2-11] [001-7-shipping-21] [001-7-shipping-26] [001-7-shipping-31] [001-9-02] shows the parcels, the counters and New parcel', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId } });
    await setup.bound.open('shipping/asn');
    expect(setup.screen()).toMatchObject({ asnCounter: '0/3', canCreateParcel: true, hasParcels: true });
    expect(asked.some((call) => call.method === 'GET' && call.url.pathname === `/api/v1/asns/${asnId}`)).toBe(true);
    const parcels = setup.screen().parcels as { code: string; completed: boolean; counter: string }[];
    expect(parcels.map((row) => [row.code, row.completed, row.counter])).toEqual([
      ['PRC-2025-00502', false, '0/0'],
      ['PRC-2025-00501', false, '0/3'],
    ]);
  });

  it("[000-7.3-06] [000-7.3-08] a received parcel's content rows carry each product's picture URL, as the reading rows ask it", async () => {
    const parcel = await startedParcel();
    const reading = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { executionModeForSyncConfirmation: 'sync' },
      navigation: { parcel },
      formData: { parcelCode: 'PRC-2025-00501', originPlaceId: stableId('places', 'SUP-BIELLA') },
      listed: knitwear.slice(0, 2).map((item) => read(item)),
    });
    await reading.bound.open('shipping/reading');
    await reading.bound.confirm?.();
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId } });
    await setup.bound.open('shipping/asn');
    const row = (setup.screen().parcels as { code: string; completed: boolean }[]).find(
      (candidate) => candidate.code === 'PRC-2025-00501',
    );
    expect(row?.completed).toBe(true);
    const content = (await setup.bound.handlers.parcelContent?.({ row })) as { code: string; image: string }[];
    expect(content.length).toBeGreaterThan(0);
    for (const entry of content) {
      expect(entry.image).toBe(
        `http://sandbox.test/api/v1/images?imageId=IMG-${entry.code}&access_token=valid-operator`,
      );
    }
  });

  it("[001-7-shipping-28] a parcel's content is asked with the operation, grouped by product or, in item display mode, by item", async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId } });
    await setup.bound.open('shipping/asn');
    const row = (setup.screen().parcels as { code: string }[]).find((parcel) => parcel.code === 'PRC-2025-00501');
    await setup.bound.handlers.parcelContent?.({ row });
    const byItem = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      params: { asnId },
      options: { readingsDisplayMode: 'item' },
    });
    await byItem.bound.handlers.parcelContent?.({ row });
    const contents = asked.filter((call) => call.url.pathname.endsWith('/parcelContent'));
    expect(contents.map((call) => call.url.pathname)).toEqual([
      `/api/v1/parcels/${stableId('parcels', 'PRC-2025-00501')}/parcelContent`,
      `/api/v1/parcels/${stableId('parcels', 'PRC-2025-00501')}/parcelContent`,
    ]);
    expect(contents.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { operationId: stableId('operations', 'INBOUND'), groupedBy: 'product' },
      { operationId: stableId('operations', 'INBOUND'), groupedBy: 'item' },
    ]);
  });

  it('[001-2.5-32] opening a parcel not completed goes to its add-parcel form with the ASN and the parcel', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId } });
    await setup.bound.open('shipping/asn');
    const row = (setup.screen().parcels as { code: string }[]).find((parcel) => parcel.code === 'PRC-2025-00501');
    await setup.bound.handlers.openParcel?.({ row });
    expect(setup.navigate).toHaveBeenCalledWith(
      `/shipping/INBOUND/asn/${asnId}/add/${stableId('parcels', 'PRC-2025-00501')}`,
      { state: expect.objectContaining({ asn: expect.objectContaining({ code: 'ASN-2025-0005' }) }) },
    );
  });

  it('[000-7.1-06] [001-4.2-13] [001-4.2-15] [001-4.2-17] [001-7-shipping-23] confirm shipment asks to force the closing, then confirms with now as transactionDate', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId } });
    await setup.bound.open('shipping/asn');
    const before = Date.now();
    await setup.bound.handlers.confirmShipment?.({});
    expect(setup.dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'shipment.confirmCloseAsn' }),
    );
    const sent = asked.find((call) => call.url.pathname.endsWith('/confirmAsn'))?.body as {
      attributes: { transactionDate: number };
    };
    // Dates travel as epoch milliseconds (000 §7.1), not as ISO text.
    expect(Number.isInteger(sent.attributes.transactionDate)).toBe(true);
    expect(sent.attributes.transactionDate).toBeGreaterThanOrEqual(before);
    expect(setup.navigate).toHaveBeenCalledWith('/shipping/INBOUND');
    expect((await parcelRecord('PRC-2025-00502')).parcel.status).toBe('FORCE_RECEIVED');
  });

  it('[001-4.2-13] answering No to the force-close question confirms nothing', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId } });
    setup.dialogs.confirm.mockResolvedValue(false);
    await setup.bound.open('shipping/asn');
    await setup.bound.handlers.confirmShipment?.({});
    expect(asked.some((call) => call.url.pathname.endsWith('/confirmAsn'))).toBe(false);
  });
});

describe('add-parcel form and parcel reading (001 §2.6, §2.7, §4.4)', () => {
  it('[001-2.6-01] [001-2.6-02] [001-2.6-03] [001-2.6-04] [001-2.5-24] [001-2.5-25] [001-7-shipping-04] [001-7-shipping-25] [001-7-shipping-27] starts the parcel against the ASN and opens the reading with backRoute', async () => {
    const parcelId = stableId('parcels', 'PRC-2025-00501');
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId, parcelId } });
    await setup.bound.open('shipping/add-parcel');
    expect(setup.screen().initialData).toMatchObject({ parcelCode: 'PRC-2025-00501', weightKg: '2.9' });
    // The ASN's origin (an id) is the autocomplete's default, looked up to show the place, not a bare id.
    expect(setup.screen().formSchema).toContainEqual(
      expect.objectContaining({ name: 'originPlaceId', defaultValue: stableId('places', 'SUP-BIELLA') }),
    );
    expect(setup.screen().initialData).not.toHaveProperty('originPlaceId');
    await setup.bound.handlers.submitAddParcel?.({ formData: { parcelCode: 'PRC-2025-00501' } });
    expect(setup.navigate).toHaveBeenCalledWith('/shipping/INBOUND/reading', {
      state: expect.objectContaining({
        backRoute: '/shipping/:opCode/asn/:asnId',
        backRouteParams: { opCode: 'INBOUND', asnId },
        parcel: expect.objectContaining({ code: 'PRC-2025-00501' }),
      }),
    });
  });

  /** The screen a path handed to navigate() opens, as the app's router resolves it (001 §2.2, §2.4). */
  function screenOpenedBy(setup: Awaited<ReturnType<typeof shippingContext>>, path: string) {
    const match = matchRoute(path, true);
    if (!('route' in match)) return { redirect: match.redirect };
    const query = new URLSearchParams(path.split('?')[1] ?? '');
    const screen = shippingPlugin.screenFor?.(match.route.screen, setup.context.operation, query) ?? match.route.screen;
    return { screen, opCode: match.params.opCode, asnId: match.params.asnId };
  }

  it("[001-2.6-05] [001-2.6-06] [001-2.5-26] [001-2.5-33] [001-8-09] without an ASN says 'shipment' and goes back to the ASN selection (ASN list) of this operation", async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId: '' } });
    await setup.bound.open('shipping/add-parcel');
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'error', description: 'shipment.errors.shipment' }),
    );
    const [path, options] = setup.navigate.mock.calls[0] as [string, unknown];
    expect(options).toEqual({ replace: true });
    expect(screenOpenedBy(setup, path)).toEqual({ screen: 'shipping/asn-list', opCode: 'INBOUND', asnId: undefined });
    // Its Back goes there too.
    await setup.bound.handlers.leaveAddParcel?.({});
    expect(screenOpenedBy(setup, setup.navigate.mock.calls[1]?.[0] as string)).toMatchObject({
      screen: 'shipping/asn-list',
      opCode: 'INBOUND',
    });
  });

  it('[001-2.6-06] an ASN id that names no shipment goes back to that ASN screen', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', params: { asnId: 'no-such-asn' } });
    await setup.bound.open('shipping/add-parcel');
    const [path] = setup.navigate.mock.calls[0] as [string];
    expect(screenOpenedBy(setup, path)).toEqual({ screen: 'shipping/asn', opCode: 'INBOUND', asnId: 'no-such-asn' });
  });

  it("[001-2.7-02] [001-3-checklist-04] the parcel's checklist becomes the expected products", async () => {
    const parcel = await startedParcel();
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', navigation: { parcel }, formData: {} });
    await setup.bound.open('shipping/reading');
    expect(setup.readings.setExpected).toHaveBeenCalledWith([
      expect.objectContaining({ productCode: 'KN210-CSH-GRM-M', expected: 2 }),
      expect.objectContaining({ productCode: 'SH305-POP-WHT-40', expected: 1 }),
    ]);
  });

  it("[000-5-checklist-18] [001-5-25] a checklist product missing from the parcel's products is named", async () => {
    const parcel = await startedParcel();
    const products = (parcel.products as { code: string }[]).filter((product) => product.code !== 'SH305-POP-WHT-40');
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      navigation: { parcel: { ...parcel, products } },
    });
    await setup.bound.open('shipping/reading');
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'shipment.checklist.productMissing {"code":"SH305-POP-WHT-40"}' }),
    );
  });

  it('[001-4.4-01] [001-4.4-05] [001-4.4-07] [001-4.4-08] [001-4.4-09] [001-4.4-10] [001-4.4-11] [001-4.3-01] [001-7-shipping-06] [001-7-shipping-07] [001-7-shipping-10] [001-5-07] [001-5-08] [001-8-17] a missing item asks, then CLEAR, INSERT and one confirm', async () => {
    const parcel = await startedParcel();
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { executionModeForSyncConfirmation: 'sync' },
      navigation: { parcel },
      formData: { parcelCode: 'PRC-2025-00501', originPlaceId: stableId('places', 'SUP-BIELLA') },
      listed: knitwear.slice(0, 2).map((item) => read(item)),
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.confirm?.();
    expect(setup.reader.stop).toHaveBeenCalled();
    expect(setup.dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'shipment.checklist.thereAre shipment.checklist.missings {"count":"1"}. shipment.checklist.question',
      }),
    );
    const confirmBody = asked.find((call) => call.url.pathname.endsWith('/confirmParcel'))?.body;
    expect(confirmBody).toMatchObject({ destinationPlaceId: warehousePlaceId, asnCode: 'ASN-2025-0005', hasAsn: true });
    const recorded = await parcelRecord('PRC-2025-00501');
    expect(recorded.parcel.status).toBe('RECEIVED');
    expect(recorded.contentCalls.map((call) => call.action)).toEqual(['CLEAR', 'INSERT']);
    expect(recorded.contentItemIds).toHaveLength(2);
  });

  it('[001-4.4-08] [001-8-05] a parcel that cannot be started at the confirm is told once, titled Start Parcel Error', async () => {
    const closed = await sandbox.json<Record<string, unknown>>(`/api/v1/asns/${stableId('asns', 'ASN-2025-0004')}`);
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { executionModeForSyncConfirmation: 'sync', hasChecklist: 'false' },
      navigation: { asn: closed },
      formData: { parcelCode: 'PRC-NEW-1', originPlaceId: 'x' },
      listed: knitwear.slice(0, 1).map((item) => read(item)),
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.confirm?.();
    const errors = setup.dialogs.toast.mock.calls.filter(([toast]) => toast.status === 'error');
    expect(errors).toEqual([[expect.objectContaining({ title: 'shipment.errors.startParcel' })]]);
    expect(asked.some((call) => call.url.pathname.endsWith('/confirmParcel'))).toBe(false);
  });

  it("[001-4.4-06] [001-8-16] a KO tells and confirms nothing (canConfirmWithMissing 'no')", async () => {
    const parcel = await startedParcel();
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { executionModeForSyncConfirmation: 'sync', canConfirmWithMissing: 'no' },
      navigation: { parcel },
      formData: { parcelCode: 'PRC-2025-00501', originPlaceId: 'x' },
      listed: knitwear.slice(0, 1).map((item) => read(item)),
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.confirm?.();
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({
        description: 'shipment.checklist.thereAre shipment.checklist.missings {"count":"2"}.',
      }),
    );
    expect((await parcelRecord('PRC-2025-00501')).contentCalls).toEqual([]);
  });

  it('[001-2.15-19] [001-4.4-02] [001-4.4-03] a required field left empty opens the required-fields modal; cancelling aborts', async () => {
    const parcel = await startedParcel();
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { executionModeForSyncConfirmation: 'sync' },
      navigation: { parcel },
      formData: { parcelCode: 'PRC-2025-00501' },
      listed: knitwear.slice(0, 2).map((item) => read(item)),
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.confirm?.();
    expect(setup.dialogs.form).toHaveBeenCalledWith(
      expect.objectContaining({
        submitLabel: 'shipment.updateAndConfirm',
        initialData: { parcelCode: 'PRC-2025-00501' },
      }),
    );
    expect((await parcelRecord('PRC-2025-00501')).contentCalls).toEqual([]);
  });

  it('[001-1-24] [001-7-shipping-02] [001-7-shipping-03] [001-3-decoded-05] decodes the reads through batchValidate with the form, operationId, parcelCode and the workstation place, without the ASN', async () => {
    const parcel = await startedParcel();
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      navigation: { parcel },
      formData: { parcelCode: 'PRC-2025-00501', note: 'dock 3', asn: { code: 'ASN-2025-0005' } },
    });
    await setup.bound.open('shipping/reading');
    const [item] = knitwear;
    const decoded = await setup.bound.decode!([item!.epc]);
    const call = asked.find((request) => request.url.pathname.endsWith('/batchValidate'));
    expect(call?.url.pathname).toMatch(/\/operations\/inbound\/batchValidate$/);
    expect(call?.body).toMatchObject({
      note: 'dock 3',
      operationId: stableId('operations', 'INBOUND'),
      parcelCode: 'PRC-2025-00501',
      clientPlaceId: warehousePlaceId,
      identifierCodes: [item!.epc],
    });
    expect(call?.body).not.toHaveProperty('asn');
    expect(decoded).toEqual([
      expect.objectContaining({
        identifierCode: item!.epc,
        statuses: [],
        item: expect.objectContaining({
          id: stableId('items', item!.serial),
          product: expect.objectContaining({ code: 'KN210-CSH-GRM-M' }),
          identifiers: expect.arrayContaining([expect.objectContaining({ code: item!.epc })]),
        }),
      }),
    ]);
  });

  it('[001-5-01] a confirm without a workstation place says so and confirms nothing', async () => {
    const parcel = await startedParcel();
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { executionModeForSyncConfirmation: 'sync' },
      navigation: { parcel },
      formData: { parcelCode: 'PRC-2025-00501', originPlaceId: 'x' },
      listed: knitwear.slice(0, 2).map((item) => read(item)),
      placeId: '',
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.confirm?.();
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'confirmation.missingWorkstationPlace' }),
    );
    expect(asked.some((call) => call.url.pathname.endsWith('/confirmParcel'))).toBe(false);
    expect((await parcelRecord('PRC-2025-00501')).contentCalls).toEqual([]);
  });

  it('[001-5-02] the add-parcel form starts no parcel without a workstation place', async () => {
    const parcelId = stableId('parcels', 'PRC-2025-00501');
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      params: { asnId, parcelId },
      placeId: '',
    });
    await setup.bound.open('shipping/add-parcel');
    await setup.bound.handlers.submitAddParcel?.({ formData: { parcelCode: 'PRC-2025-00501' } });
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'confirmation.missingWorkstationPlace' }),
    );
    expect(asked.some((call) => call.url.pathname.endsWith('/startParcel'))).toBe(false);
    expect(setup.navigate).not.toHaveBeenCalledWith('/shipping/INBOUND/reading', expect.anything());
  });

  it('[001-2.7-13] [001-2.7-14] back goes to the backRoute handed over, else to the start form, else to /', async () => {
    const handed = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      navigation: { backRoute: '/shipping/:opCode/asn/:asnId', backRouteParams: { opCode: 'INBOUND', asnId } },
    });
    await handed.bound.handlers.leaveReading?.({});
    expect(handed.navigate).toHaveBeenCalledWith(`/shipping/INBOUND/asn/${asnId}`);
    const plain = await shippingContext(sandbox, { operationCode: 'INBOUND' });
    await plain.bound.handlers.leaveReading?.({});
    expect(plain.navigate).toHaveBeenCalledWith('/shipping/INBOUND');
  });
});

describe('unpack (001 §4.3)', () => {
  it('[001-4.3-09] [001-4.3-11] [001-7-shipping-24] a packed parcel asks to unpack; Yes unpacks and starts it again', async () => {
    const setup = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options: { allowUnpack: 'true', hasChecklist: 'true' },
      formData: { parcelCode: 'PRC-2025-00301' },
    });
    await setup.bound.open('shipping/reading');
    expect(setup.dialogs.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: 'shipment.confirmUnpack' }));
    expect(asked.map((call) => call.url.pathname.split('/').at(-1))).toEqual(['startParcel', 'unpack', 'startParcel']);
    expect((await parcelRecord('PRC-2025-00301')).parcel.status).toBe('DRAFT');
  });

  it('[001-4.3-12] No leaves the parcel packed', async () => {
    const setup = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options: { allowUnpack: 'true', hasChecklist: 'true' },
      formData: { parcelCode: 'PRC-2025-00301' },
    });
    setup.dialogs.confirm.mockResolvedValue(false);
    await setup.bound.open('shipping/reading');
    expect((await parcelRecord('PRC-2025-00301')).parcel.status).toBe('PACKED');
    expect(setup.context.back).toHaveBeenCalled();
  });
});

describe('more of the reading and the ASN selection', () => {
  it("a readingMode other than rfid says 'Reading mode not supported' and goes back", async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND', options: { readingMode: 'barcode' } });
    await setup.bound.open('shipping/reading');
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'device.errors.readingModeNotSupported' }),
    );
    expect(setup.context.back).toHaveBeenCalled();
  });

  it("[001-2.4-02] [001-2.5-07] back from the create form returns to the list; with 'inputCode' the form is the screen", async () => {
    const list = await shippingContext(sandbox, { operationCode: 'INBOUND' });
    list.context.state.set('screen', { creating: true });
    await list.bound.handlers.leaveAsnList?.({});
    expect(list.screen().creating).toBe(false);
    expect(list.navigate).not.toHaveBeenCalled();
    const inputCode = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { startAsnScreen: 'inputCode' },
    });
    inputCode.context.state.set('screen', { creating: true });
    await inputCode.bound.handlers.leaveAsnList?.({});
    expect(inputCode.navigate).toHaveBeenCalledWith('/');
  });

  it('[001-4.4-17] [001-4.4-18] [001-4.4-19] [001-4.4-20] [001-4.4-21] batch mode: started on entry, each batch INSERTed, REMOVE and CLEAR sent', async () => {
    const reads = knitwear.slice(0, 2).map((item) => read(item));
    const setup = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options: { persistParcelContentScannings: 'onBatchRead', hasChecklist: 'false' },
      formData: { parcelCode: 'PRC-2025-00601' },
    });
    await setup.bound.open('shipping/reading');
    expect((await parcelRecord('PRC-2025-00601')).parcel.status).toBe('DRAFT');
    setup.readings.set(reads.slice(0, 1));
    await setup.bound.handlers.itemsDecoded?.({});
    setup.readings.set(reads);
    await setup.bound.handlers.itemsDecoded?.({});
    await setup.bound.onRemove?.(reads.slice(0, 1));
    await setup.bound.onClear?.();
    const recorded = await parcelRecord('PRC-2025-00601');
    expect(recorded.contentCalls.map((call) => call.action)).toEqual(['INSERT', 'INSERT', 'REMOVE', 'CLEAR']);
    expect(recorded.contentItemIds).toEqual([]);
  });
});

describe('batch reading mode restored after the page went (issue 17, durable reading sessions)', () => {
  it('[001-4.4-18] the restored reads are INSERTed again as the reading opens; later reads only once', async () => {
    const reads = knitwear.slice(0, 3).map((item) => read(item));
    const setup = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options: { persistParcelContentScannings: 'onBatchRead', hasChecklist: 'false' },
      formData: { parcelCode: 'PRC-2025-00602' },
      // The restored session's reads, listed before the plugin opens.
      listed: reads.slice(0, 2),
    });
    await setup.bound.open('shipping/reading');
    setup.readings.set(reads);
    await setup.bound.handlers.itemsDecoded?.({});
    const recorded = await parcelRecord('PRC-2025-00602');
    expect(recorded.contentCalls.map((call) => call.action)).toEqual(['INSERT', 'INSERT']);
    expect(recorded.contentCalls.map((call) => (call as { itemIds?: string[] }).itemIds?.length)).toEqual([2, 1]);
    expect(recorded.contentItemIds.sort()).toEqual(reads.map((entry) => entry.item!.id).sort());
  });
});

describe('batch reading mode: an INSERT that failed', () => {
  it('[001-4.4-19] [001-4.4-09] is sent again before the confirm; a confirm whose INSERT fails confirms nothing', async () => {
    const reads = knitwear.slice(0, 2).map((item) => read(item));
    const setup = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options: {
        persistParcelContentScannings: 'onBatchRead',
        hasChecklist: 'false',
        showModalOnConfirm: 'false',
        executionModeForSyncConfirmation: 'sync',
      },
      formData: { parcelCode: 'PRC-2025-00603' },
    });
    const failNext = (times: number) =>
      sandbox.json('/control/faults/shipping.updateParcelContent', {
        method: 'PUT',
        body: { fail: { status: 500, body: { message: 'Parcel store unavailable' }, times } },
        token: null,
      });
    await setup.bound.open('shipping/reading');
    await failNext(1);
    setup.readings.set(reads);
    await setup.bound.handlers.itemsDecoded?.({});
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Parcel store unavailable' }),
    );
    expect((await parcelRecord('PRC-2025-00603')).contentItemIds).toEqual([]);

    await failNext(1);
    await setup.bound.confirm?.();
    expect((await parcelRecord('PRC-2025-00603')).parcel.status).toBe('DRAFT');
    await setup.bound.confirm?.();
    const recorded = await parcelRecord('PRC-2025-00603');
    expect(recorded.parcel.status).toBe('PACKED');
    expect(recorded.contentCalls.map((call) => call.action)).toEqual(['INSERT']);
    expect(recorded.contentItemIds.sort()).toEqual(reads.map((entry) => entry.item!.id).sort());
  });
});

describe('batch reading mode: a REMOVE that did not reach the server', () => {
  const options = {
    persistParcelContentScannings: 'onBatchRead',
    hasChecklist: 'false',
    showModalOnConfirm: 'false',
    executionModeForSyncConfirmation: 'sync',
  };
  const failNextContentCall = () =>
    sandbox.json('/control/faults/shipping.updateParcelContent', {
      method: 'PUT',
      body: { fail: { status: 500, body: { message: 'Parcel store unavailable' }, times: 1 } },
      token: null,
    });

  it('[001-4.4-20] is kept with the session and sent again before the confirm', async () => {
    const reads = knitwear.slice(0, 2).map((item) => read(item));
    const setup = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options,
      formData: { parcelCode: 'PRC-2025-00604' },
    });
    const durable = recordingDurable();
    setup.context.durable = durable.port;
    await setup.bound.open('shipping/reading');
    setup.readings.set(reads);
    await setup.bound.handlers.itemsDecoded?.({});
    await failNextContentCall();
    setup.readings.set(reads.slice(1));
    await expect(setup.bound.onRemove?.(reads.slice(0, 1))).rejects.toThrow('Parcel store unavailable');
    expect(durable.kept()).toEqual({ 'shipping/removing': [reads[0]!.item!.id] });
    expect((await parcelRecord('PRC-2025-00604')).contentItemIds).toHaveLength(2);

    await setup.bound.confirm?.();
    const recorded = await parcelRecord('PRC-2025-00604');
    expect(recorded.parcel.status).toBe('PACKED');
    expect(recorded.contentCalls.map((call) => call.action)).toEqual(['INSERT', 'REMOVE']);
    expect(recorded.contentItemIds).toEqual([reads[1]!.item!.id]);
    expect(durable.kept()).toEqual({ 'shipping/removing': [] });
  });

  it('is sent again as a restored reading opens; an item read again after it is not removed', async () => {
    const reads = knitwear.slice(0, 3).map((item) => read(item));
    const first = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options,
      formData: { parcelCode: 'PRC-2025-00605' },
    });
    const durable = recordingDurable();
    first.context.durable = durable.port;
    await first.bound.open('shipping/reading');
    first.readings.set(reads);
    await first.bound.handlers.itemsDecoded?.({});
    await failNextContentCall();
    first.readings.set(reads.slice(2));
    await expect(first.bound.onRemove?.(reads.slice(0, 2))).rejects.toThrow('Parcel store unavailable');
    // Read again before the page went: its INSERT goes, and its REMOVE must not follow it.
    first.readings.set([reads[2]!, reads[1]!]);
    await first.bound.handlers.itemsDecoded?.({});
    expect(durable.kept()).toEqual({ 'shipping/removing': [reads[0]!.item!.id] });

    const restored = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options,
      formData: { parcelCode: 'PRC-2025-00605' },
      navigation: durable.navigation(),
      listed: [reads[2]!, reads[1]!],
    });
    restored.context.durable = recordingDurable(durable.kept()).port;
    await restored.bound.open('shipping/reading');
    const recorded = await parcelRecord('PRC-2025-00605');
    expect(recorded.contentCalls.map((call) => call.action)).toEqual(['INSERT', 'INSERT', 'REMOVE', 'INSERT']);
    expect(recorded.contentItemIds.sort()).toEqual([reads[1]!.item!.id, reads[2]!.item!.id].sort());
  });
});

describe('cartonization (001 §2.8, §4.4, §4.5, §7 Carton label)', () => {
  const inStock = (sku: string, count: number) =>
    stockItems()
      .filter((item) => item.zoneCode === 'WH-LOM-STOCK' && item.sku.code === sku)
      .slice(0, count)
      .map((item) => ({
        identifierCode: item.epc,
        status: 'valid',
        item: { id: stableId('items', item.serial), product: { code: item.sku.code } },
      }));

  async function cartonReading(
    listed: ListedRead[],
    options: Record<string, string> = {},
    workstationAttributes: Record<string, unknown> = {},
  ) {
    const form = await shippingContext(sandbox, { operationCode: 'CARTONIZATION', options });
    await form.bound.handlers.submitStartForm?.({ formData: { orderNumber: 'SO-2025-7781' } });
    const [path, { state }] = form.navigate.mock.calls[0] as [string, { state: Record<string, unknown> }];
    expect(path).toBe('/shipping/cartonization/CARTONIZATION/reading');
    const reading = await shippingContext(sandbox, {
      operationCode: 'CARTONIZATION',
      options: { executionModeForSyncConfirmation: 'sync', ...options },
      navigation: state,
      formData: state.formData as Record<string, unknown>,
      listed,
      workstationAttributes,
    });
    await reading.bound.open('shipping/cartonization-reading');
    return reading;
  }
  const labels = () =>
    sandbox.json<{ labels: { label: string }[] }>('/control/printers/PRN-LOM-PACK/labels', { token: null });

  it('[001-3-checklist-01] [001-2.8-01] [001-7-shipping-14] [001-7-shipping-15] the form starts the order checklist; its products are expected', async () => {
    const reading = await cartonReading([]);
    expect(reading.readings.setExpected).toHaveBeenCalledWith([
      expect.objectContaining({ productCode: 'BG510-LEA-BLK-UNI', expected: 2 }),
      expect.objectContaining({ productCode: 'DR615-SLK-EMR-40', expected: 3 }),
    ]);
    expect(reading.screen()).toMatchObject({ checklistDetected: 0, checklistExpected: 5, canClose: false });
  });

  it("[001-4.4-04] [001-5-27] over-quantity with canConfirmWithOverQuantity 'no' is refused", async () => {
    const reading = await cartonReading(inStock('BG510-LEA-BLK-UNI', 3));
    await reading.bound.confirm?.();
    expect(reading.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'shipment.cartonization.confirmWithOverqty' }),
    );
    expect(asked.some((call) => call.url.pathname.endsWith('/startParcel'))).toBe(false);
  });

  it('[001-3-operation-03] [001-3-carton-04] [001-4.3-03] [001-4.4-08] [001-4.4-12] [001-4.5-09] [001-5-30] [001-7-shipping-16] a carton completing the order: numbered, confirmed, its label printed, the order closed', async () => {
    const reading = await cartonReading([...inStock('BG510-LEA-BLK-UNI', 2), ...inStock('DR615-SLK-EMR-40', 3)]);
    await reading.bound.confirm?.();
    const printed = (await labels()).labels;
    expect(printed).toHaveLength(1);
    expect(printed[0]!.label).toContain('^FDPieces 5^FS');
    expect(printed[0]!.label).toContain('^FD0000001^FS');
    expect((await parcelRecord('9990000001')).parcel.status).toBe('PACKED');
    const checklist = await sandbox.json<{ status: string }>(
      `/api/v1/checklists/${stableId('checklists', 'CHK-2025-0003')}`,
    );
    expect(checklist.status).toBe('CLOSED');
    expect(reading.navigate).toHaveBeenCalledWith('/shipping/cartonization/CARTONIZATION');
  });

  it('[001-2.8-10] [001-3-parcel-04] [001-7-shipping-13] [001-9-04] the parcels modal lists the cartons of the order by parcelVersionList, each printed again on demand', async () => {
    const reading = await cartonReading(inStock('BG510-LEA-BLK-UNI', 2));
    expect(await reading.bound.handlers.loadCartons?.({})).toEqual([]);
    await reading.bound.confirm?.();
    const cartons = (await reading.bound.handlers.loadCartons?.({})) as { code: string; quantity: number }[];
    const versions = asked.filter((call) => call.url.pathname.endsWith('/parcelVersionList'));
    expect(Object.fromEntries(versions.at(-1)!.url.searchParams)).toEqual({
      operationId: stableId('operations', 'CARTONIZATION'),
      checklistId: stableId('checklists', 'CHK-2025-0003'),
      size: '1000000',
    });
    expect(cartons).toEqual([expect.objectContaining({ code: '9990000001', quantity: 2 })]);
    const before = (await labels()).labels.length;
    await reading.bound.handlers.printCarton?.({ row: cartons[0] });
    expect((await labels()).labels).toHaveLength(before + 1);
  });

  it('[001-2.8-15] back goes to the cartonization form when the operation has one, else to /', async () => {
    const reading = await cartonReading([]);
    await reading.bound.handlers.leaveCartonization?.({});
    expect(reading.navigate).toHaveBeenLastCalledWith('/shipping/cartonization/CARTONIZATION');
    reading.context.operation = { ...reading.context.operation, formSchema: [] };
    await reading.bound.handlers.leaveCartonization?.({});
    expect(reading.navigate).toHaveBeenLastCalledWith('/');
  });

  it('[001-4.5-10] [001-4.5-11] a carton leaving items missing, with keepInput: the form kept, the reads cleared for the next carton, Close shown', async () => {
    const reading = await cartonReading(inStock('BG510-LEA-BLK-UNI', 2), { postConfirmAction: 'keepInput' });
    await reading.bound.confirm?.();
    expect((await parcelRecord('9990000001')).parcel.status).toBe('PACKED');
    expect(reading.readings.clear).toHaveBeenCalled();
    expect(reading.navigate).not.toHaveBeenCalled();
    expect(reading.screen()).toMatchObject({ canClose: true, cartonConfirmed: true });
  });

  it('[001-4.5-10] [001-4.5-12] a carton leaving items missing, with another postConfirmAction: back', async () => {
    const reading = await cartonReading(inStock('BG510-LEA-BLK-UNI', 2), { postConfirmAction: 'disabled' });
    await reading.bound.confirm?.();
    expect((await parcelRecord('9990000001')).parcel.status).toBe('PACKED');
    expect(reading.navigate).toHaveBeenCalledWith('/shipping/cartonization/CARTONIZATION');
  });

  it("[001-2.8-03] the carton reading opened without the order's checklist says so and goes back", async () => {
    const reading = await shippingContext(sandbox, {
      operationCode: 'CARTONIZATION',
      navigation: {},
      formData: { orderNumber: 'SO-2025-7781' },
    });
    await reading.bound.open('shipping/cartonization-reading');
    expect(reading.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'shipment.errors.missingChecklist' }),
    );
    expect(reading.context.back).toHaveBeenCalled();
    expect(reading.readings.setExpected).not.toHaveBeenCalled();
  });

  it("[001-3-workstation-02] the label goes to the workstation's cartonizationUSAPrinterIP before the operation's printer", async () => {
    const reading = await cartonReading(
      [...inStock('BG510-LEA-BLK-UNI', 2), ...inStock('DR615-SLK-EMR-40', 3)],
      {},
      { cartonizationUSAPrinterIP: 'http://sandbox.test/printers/PRN-CARTON-WS' },
    );
    await reading.bound.confirm?.();
    const atWorkstation = await sandbox.json<{ labels: { label: string }[] }>(
      '/control/printers/PRN-CARTON-WS/labels',
      { token: null },
    );
    expect(atWorkstation.labels).toHaveLength(1);
    expect((await labels()).labels).toHaveLength(0);
  });

  it('[001-4.5-13] a carton reading opened with nothing listed and more than one item detected shows Close', async () => {
    await (await cartonReading(inStock('BG510-LEA-BLK-UNI', 2))).bound.confirm?.();
    const again = await cartonReading([]);
    expect(again.screen()).toMatchObject({ checklistDetected: 2, canClose: true });
  });

  it("[001-5-28] an item the order does not expect, with canConfirmWithUnexpected 'no', is refused", async () => {
    const reading = await cartonReading([...inStock('BG510-LEA-BLK-UNI', 1), ...inStock('KN210-CSH-GRM-M', 1)], {
      canConfirmWithUnexpected: 'no',
    });
    await reading.bound.confirm?.();
    expect(reading.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'shipment.cartonization.confirmWithUnexpected' }),
    );
    expect(asked.some((call) => call.url.pathname.endsWith('/startParcel'))).toBe(false);
  });

  it("[001-5-29] Close without the order's checklist says 'Missing checklistId' and closes nothing", async () => {
    const reading = await shippingContext(sandbox, { operationCode: 'CARTONIZATION', navigation: {}, formData: {} });
    await reading.bound.handlers.closeChecklist?.({});
    expect(reading.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'shipment.errors.missingChecklistId' }),
    );
    expect(asked.some((call) => call.url.pathname.includes('/checklists/'))).toBe(false);
  });

  it('[001-7-general-05] [001-5-31] [001-8-12] without a printer the carton is confirmed and the missing printer told', async () => {
    const reading = await cartonReading(inStock('BG510-LEA-BLK-UNI', 2));
    (reading.context.operation as { attributes: Record<string, unknown> }).attributes = {
      'zpl-template-code': 'ZPL-CARTON-LABEL',
    };
    await reading.bound.confirm?.();
    expect(reading.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'shipment.errors.missingPrinterId' }),
    );
    expect(reading.screen()).toMatchObject({ canClose: true, checklistDetected: 2 });
    // The checklist's figures again, by the generic GET of the checklist resource.
    const checklistPath = `/api/v1/checklists/${stableId('checklists', 'CHK-2025-0003')}`;
    expect(asked.some((call) => call.method === 'GET' && call.url.pathname === checklistPath)).toBe(true);
  });
});

describe('the RFID-search start (001 §4.3)', () => {
  it("[001-4.3-07] [001-8-07] a tag of no parcel: 'No parcel found with these identifiers', titled search_error", async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND' });
    const result = await setup.bound.startSearch?.([{ epc: 'E2801170FFFFFFFF00000000' }]);
    expect(result).toEqual({
      type: 'error',
      title: 'shipment.errors.searchError',
      message: 'shipment.errors.noParcelFound',
    });
  });

  it('[001-4.3-04] [001-4.3-05] [001-4.3-06] a parcel tag: the parcel started, its reading with tags, parcel and ASN', async () => {
    const setup = await shippingContext(sandbox, { operationCode: 'INBOUND' });
    const tag = { epc: '3174257BF4A1C0000000502A' };
    const result = await setup.bound.startSearch?.([tag]);
    expect(result).toMatchObject({
      type: 'navigate',
      formData: { parcelCode: 'PRC-2025-00502' },
      state: { tags: [tag], parcel: { code: 'PRC-2025-00502' }, asn: { code: 'ASN-2025-0005' } },
    });
    expect((await parcelRecord('PRC-2025-00502')).parcel.status).toBe('IN_INBOUND');
  });
});

describe('after a confirmed parcel (001 §4.5)', () => {
  const trousers = stockItems()
    .filter((item) => item.zoneCode === 'WH-LOM-STOCK' && item.sku.code === 'TR100-GAB-BEI-40')
    .map((item) => read(item));

  it('[001-4.5-05] [001-4.5-06] keepInput in batch reading mode starts a new parcel at once', async () => {
    const setup = await shippingContext(sandbox, {
      operationCode: 'OUTBOUND',
      options: { persistParcelContentScannings: 'onBatchRead', postConfirmAction: 'keepInput' },
      formData: { parcelCode: 'PRC-2025-00888', destinationPlaceId: stableId('places', 'ST-MIL') },
      listed: trousers,
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.handlers.itemsDecoded?.({});
    await setup.bound.confirm?.();
    expect(setup.dialogs.postConfirmQuestion).toHaveBeenCalled();
    const calls = asked.map((call) => call.url.pathname.split('/').at(-1));
    expect(calls.slice(-2)).toEqual(['confirmParcel', 'startParcel']);
    expect((await parcelRecord('PRC-2025-00888')).parcel.status).toBe('IN_OUTBOUND');
  });

  it("[001-8-04] [001-4.7-03] [001-4.4-20] batch mode: a removal while no parcel is on the screen (the next one could not start) says 'Invalid parcel to remove'", async () => {
    const setup = await shippingContext(sandbox, {
      operationCode: 'PACKING',
      options: {
        persistParcelContentScannings: 'onBatchRead',
        postConfirmAction: 'keepInput',
        hasChecklist: 'false',
        showModalOnConfirm: 'false',
        allowUnpack: 'false',
        removeMode: 'sku',
      },
      formData: { parcelCode: 'PRC-2025-00777' },
      listed: trousers.slice(0, 1),
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.handlers.itemsDecoded?.({});
    await setup.bound.confirm?.();
    // The packed parcel cannot be started again without an unpack (allowUnpack is off): no parcel holds the next reads.
    expect((await parcelRecord('PRC-2025-00777')).parcel.status).toBe('PACKED');
    expect(setup.dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'shipment.errors.startParcel' }));
    setup.readings.set(trousers.slice(1, 2));
    await setup.bound.handlers.itemsDecoded?.({});
    await setup.bound.onRemove?.(trousers.slice(1, 2));
    expect(setup.dialogs.toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'errors.title', description: 'shipment.errors.invalidParcelToRemove' }),
    );
    expect(asked.some((call) => (call.body as { action?: string } | undefined)?.action === 'REMOVE')).toBe(false);
  });

  it('[001-7-shipping-22] [001-2.7-12] a parcel code typed on the start form is looked up with parcelDetail; the header shows its shipment', async () => {
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { hasChecklist: 'false' },
      formData: { parcelCode: 'PRC-2025-00501', originPlaceId: stableId('places', 'SUP-BIELLA') },
    });
    await setup.bound.open('shipping/reading');
    const call = asked.find((candidate) => candidate.url.pathname.endsWith('/inbound/parcelDetail'));
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      operationId: stableId('operations', 'INBOUND'),
      parcelCode: 'PRC-2025-00501',
    });
    expect(setup.screen().asnCode).toBe('ASN-2025-0005');
    // Looked up, not started: the confirm starts it (001 §4.4 step 5).
    expect(asked.some((candidate) => candidate.url.pathname.endsWith('/startParcel'))).toBe(false);
  });

  it('[001-7-shipping-22] [001-4.4-05] a typed code the server does not know is a parcel the confirm creates, not an error', async () => {
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { hasChecklist: 'false', executionModeForSyncConfirmation: 'sync' },
      formData: { parcelCode: 'PRC-NEW-42', originPlaceId: stableId('places', 'SUP-BIELLA') },
      listed: knitwear.slice(0, 1).map((item) => read(item)),
    });
    await setup.bound.open('shipping/reading');
    expect(asked.some((candidate) => candidate.url.pathname.endsWith('/parcelDetail'))).toBe(true);
    expect(setup.dialogs.toast).not.toHaveBeenCalled();
    await setup.bound.confirm?.();
    expect((await parcelRecord('PRC-NEW-42')).parcel.status).toBe('RECEIVED');
  });

  it("[001-5-06] [001-8-02] a confirm with no parcel and no parcel code (an empty start form, 001 §2.3) says 'Missing parcel' and sends nothing", async () => {
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      formSchema: [],
      options: { hasChecklist: 'false', executionModeForSyncConfirmation: 'sync' },
      formData: {},
      listed: knitwear.slice(0, 1).map((item) => read(item)),
    });
    await setup.bound.open('shipping/reading');
    await setup.bound.confirm?.();
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'errors.title', description: 'shipment.errors.missingParcel' }),
    );
    expect(asked.some((candidate) => /startParcel|confirmParcel/.test(candidate.url.pathname))).toBe(false);
  });

  it("[001-2.7-09] a parcel named anew through the header's Change is the one confirmed, not the one handed over", async () => {
    const handed = await startedParcel();
    const setup = await shippingContext(sandbox, {
      operationCode: 'INBOUND',
      options: { executionModeForSyncConfirmation: 'sync', hasChecklist: 'false' },
      navigation: { parcel: handed },
      formData: { parcelCode: 'PRC-2025-00501', originPlaceId: 'x' },
      listed: knitwear.slice(0, 2).map((item) => read(item)),
    });
    await setup.bound.open('shipping/reading');
    setup.context.state.set('formData', { parcelCode: 'PRC-2025-00999', originPlaceId: 'x' });
    await setup.bound.confirm?.();
    expect((await parcelRecord('PRC-2025-00999')).parcel.status).toBe('RECEIVED');
    expect((await parcelRecord('PRC-2025-00501')).parcel.status).toBe('IN_INBOUND');
  });

  describe('a confirm resumed after the page went (issue 17, durable reading sessions)', () => {
    const confirmations = (idempotencyKey: string) => ledgerOf(sandbox, idempotencyKey);
    const options = { executionModeForSyncConfirmation: 'sync', hasChecklist: 'false' };
    const formData = { parcelCode: 'PRC-2025-00502', originPlaceId: stableId('places', 'SUP-BIELLA') };
    const listed = () => knitwear.slice(0, 2).map((item) => read(item));

    it('a confirm the server applied is answered again: the kept parcel not started again, its content not sent again', async () => {
      const stored = recordingDurable();
      const first = await shippingContext(sandbox, { operationCode: 'INBOUND', options, formData, listed: listed() });
      first.context.durable = stored.port;
      await first.bound.open('shipping/reading');
      await first.bound.confirm?.();
      const inFlight = stored.sent.at(-1)!;
      expect(inFlight.payload).toMatchObject({ contentSentTo: 'PRC-2025-00502' });
      expect(stored.navigation().parcel).toMatchObject({ code: 'PRC-2025-00502' });
      asked.length = 0;

      // The answer went with the page: the screen opens again on what the session kept, and resumes.
      const again = await shippingContext(sandbox, {
        operationCode: 'INBOUND',
        options,
        formData,
        navigation: stored.navigation(),
        listed: listed(),
      });
      again.context.durable = recordingDurable().port;
      await again.bound.open('shipping/reading');
      await again.bound.resumeConfirm?.(inFlight);
      expect(asked.map((call) => call.url.pathname.split('/').at(-1))).toEqual(['confirmParcel']);
      expect(await confirmations(inFlight.idempotencyKey)).toEqual([expect.objectContaining({ replays: 1 })]);
      const recorded = await parcelRecord('PRC-2025-00502');
      expect(recorded.parcel.status).toBe('RECEIVED');
      expect(recorded.contentCalls.map((call) => call.action)).toEqual(['CLEAR', 'INSERT']);
    });

    it('a confirm stored before its content was sent sends the content, then confirms once with its key', async () => {
      const parcel = await startedParcel('PRC-2025-00503');
      const given = { ...formData, parcelCode: 'PRC-2025-00503' };
      const itemIds = listed().map((entry) => entry.item!.id);
      const inFlight: ConfirmInFlight = {
        idempotencyKey: 'resumed-before-content',
        fingerprint: saveFingerprint({ itemIds, formData: given } as { itemIds: string[] }),
        payload: { itemIds, formData: given },
      };
      const setup = await shippingContext(sandbox, {
        operationCode: 'INBOUND',
        options,
        formData: given,
        navigation: { parcel },
        listed: listed(),
      });
      setup.context.durable = recordingDurable().port;
      await setup.bound.open('shipping/reading');
      await setup.bound.resumeConfirm?.(inFlight);
      const recorded = await parcelRecord('PRC-2025-00503');
      expect(recorded.contentCalls.map((call) => call.action)).toEqual(['CLEAR', 'INSERT']);
      expect(recorded.parcel.status).toBe('RECEIVED');
      expect(await confirmations('resumed-before-content')).toEqual([expect.objectContaining({ replays: 0 })]);
    });
  });
});
