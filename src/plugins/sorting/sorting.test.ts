/** @vitest-environment node */
/**
 * The sorting plugin's handlers against the sandbox's API in process (001 §2.13, §4.11, §5, §7): what the screens
 * bind, where they go, and what the sandbox recorded.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { insertRecords } from '../../../sandbox/db/resource-store.ts';
import { stableId } from '../../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../../sandbox/seed/stock.ts';
import { sortingContext } from '../../test-support/sorting-context.ts';
import { ledgerOf, recordingDurable } from '../../test-support/recording-durable.ts';

const sortingId = stableId('sortings', 'SRT-2025-0007');
const stockZoneId = stableId('zones', 'WH-LOM-STOCK');

const env = withInProcessSandbox();
const { asked } = env;
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});

const epcOf = (zone: string, sku: string, index = 0) =>
  stockItems().filter((item) => item.zoneCode === zone && item.sku.code === sku)[index]!.epc;
const seededReadEpc = stockItems().find((item) => item.serial === '1000031')!.epc;
const call = (path: string) => asked.filter((request) => request.url.pathname.endsWith(path));
const control = () =>
  sandbox.json<{ sorting: { status: string; readsCount: number }; confirmations: { action: string }[] }>(
    `/control/sortings/${sortingId}`,
    { token: null },
  );

async function openedReading(given: Parameters<typeof sortingContext>[1] = {}) {
  const setup = await sortingContext(sandbox, { navigation: { sortingId, originZoneId: stockZoneId }, ...given });
  await setup.bound.open('sorting/reading');
  return setup;
}

describe('sorting list and create (001 §2.13)', () => {
  it('[001-7-general-02] [001-2.13-01] [001-7-sorting-03] lists the OPEN sortings of the operation, searched on the server', async () => {
    const setup = await sortingContext(sandbox);
    await setup.bound.open('sorting/list');
    expect((setup.screen().sortings as { code: string }[]).map((row) => row.code)).toEqual(['SRT-2025-0007']);
    const search = call('/api/v1/sortings')[0]!.url.searchParams;
    expect(search.getAll('statuses')).toEqual(['OPEN']);
    expect(search.getAll('operationIds')).toEqual([setup.context.operation.id]);
    expect(await setup.bound.handlers.searchSortings!({ search: 'nothing like it' })).toEqual([]);
  });

  it('[001-2.13-06] [001-2.13-07] [001-2.13-05] a row opens the reading with sortingId and, with enableOriginZone, its origin zone; New opens the create form', async () => {
    const setup = await sortingContext(sandbox);
    await setup.bound.handlers.openSorting!({ row: { id: sortingId, originZoneId: stockZoneId } });
    expect(setup.navigate).toHaveBeenLastCalledWith('/sorting/SORTING/reading', {
      state: { sortingId, originZoneId: stockZoneId },
    });
    const withoutZones = await sortingContext(sandbox, { options: { enableOriginZone: 'false' } });
    await withoutZones.bound.handlers.openSorting!({ row: { id: sortingId, originZoneId: stockZoneId } });
    expect(withoutZones.navigate).toHaveBeenLastCalledWith('/sorting/SORTING/reading', { state: { sortingId } });
    await setup.bound.handlers.newSorting!({});
    expect(setup.navigate).toHaveBeenLastCalledWith('/sorting/SORTING/start');
  });

  it('[001-2.13-09] [001-2.13-10] the create form shows the form schema, or sends back to the list without showCreateButton', async () => {
    const setup = await sortingContext(sandbox, { params: { code: 'PCK-2025-0101' } });
    await setup.bound.open('sorting/create');
    expect(setup.screen()).toMatchObject({ ready: true, initialData: { code: 'PCK-2025-0101' } });
    expect((setup.screen().formSchema as { name: string }[]).map((field) => field.name)).toEqual([
      'description',
      'pickingIds',
    ]);
    const hidden = await sortingContext(sandbox, { options: { showCreateButton: 'false' } });
    await hidden.bound.open('sorting/create');
    expect(hidden.navigate).toHaveBeenCalledWith('/sorting/SORTING', { replace: true });
  });

  it('[001-4.11-03] [001-7-sorting-11] creates the sorting from the chosen pickings and opens its reading', async () => {
    const setup = await sortingContext(sandbox);
    const pickingIds = [stableId('pickings', 'PCK-2025-0102')];
    await setup.bound.handlers.submitCreate!({ formData: { description: 'Rome', pickingIds } });
    expect(call('/createFromPicking')[0]!.body).toMatchObject({
      pickingIds,
      operationId: setup.context.operation.id,
      operationPlaceId: stableId('places', 'WH-LOM'),
      form: { description: 'Rome' },
    });
    const [, options] = setup.navigate.mock.lastCall as [string, { state: { sortingId: string } }];
    expect(setup.navigate.mock.lastCall?.[0]).toBe('/sorting/SORTING/reading');
    const created = await sandbox.json<{ description: string; expectedCount: number }>(
      `/api/v1/sortings/${options.state.sortingId}`,
    );
    expect(created).toMatchObject({ description: 'Rome', expectedCount: 3 });
  });
});

describe('sorting reading (001 §2.13, §4.11)', () => {
  it('[001-4.11-22] [001-4.11-23] goes back without a sortingId or with an unknown one', async () => {
    const missing = await sortingContext(sandbox);
    await missing.bound.open('sorting/reading');
    expect(missing.back).toHaveBeenCalled();
    expect(missing.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'sorting.errors.missingSorting' }),
    );
    const unknown = await sortingContext(sandbox, { navigation: { sortingId: 'no-such-sorting' } });
    await unknown.bound.open('sorting/reading');
    expect(unknown.back).toHaveBeenCalled();
  });

  it('[001-7-sorting-01] [001-7-sorting-02] [001-7-sorting-12] [001-9-12] [001-3-sorting-01] [001-2.13-18] [001-2.13-22] loads the zones and counters; the antenna reads once loaded; Confirm for a permitted user', async () => {
    const setup = await openedReading();
    expect(setup.screen()).toMatchObject({
      originZoneId: stockZoneId,
      originZones: [{ value: stockZoneId, label: 'Main stock (WH-LOM-STOCK)' }],
      counters: { read: 1, expected: 8, missing: 7, unexpected: 0, ignored: 0 },
      antenna: { visible: true, enabled: true },
      canConfirm: true,
      reloading: false,
    });
    expect(call('/countersByZone')[0]!.body).toMatchObject({ sortingId, zoneIds: [stockZoneId] });
    expect(call(`/api/v1/sortings/${sortingId}/originZones`)).toHaveLength(1);
    const visitor = await openedReading({ capabilities: ['Resource.Sorting.view'] });
    expect(visitor.screen().canConfirm).toBe(false);
  });

  it('[001-4.11-10] [001-8-23] [001-2.13-18] a sorting without origin zones is in the zone error state: no antenna', async () => {
    const id = 'sorting-without-zones';
    await insertRecords(sandbox.db, 'sortings', [
      {
        id,
        creationDate: 0,
        lastModifyDate: 0,
        code: 'SRT-NOZONE',
        status: 'OPEN',
        operationId: stableId('operations', 'SORTING'),
        originZoneIds: [],
      },
    ]);
    const setup = await sortingContext(sandbox, { navigation: { sortingId: id } });
    await setup.bound.open('sorting/reading');
    expect(setup.screen()).toMatchObject({ zoneError: true, antenna: { visible: false, enabled: false } });
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'sorting.errors.noZones' }),
    );
  });

  it('[001-9-06] [001-3-zone-01] [001-2.13-19] [001-5-34] [001-7-sorting-13] with enableCheckZone the antenna waits for a check zone', async () => {
    const setup = await openedReading({ options: { enableCheckZone: 'true' } });
    expect(setup.screen().antenna).toEqual({ visible: true, enabled: false });
    const zones = setup.screen().checkZones as { value: string }[];
    expect(zones.map((zone) => zone.value)).toContain(stockZoneId);
    const zonesQuery = call('/api/v1/zones')[0]!.url.searchParams;
    expect(zonesQuery.get('place.labels')).toBe('WAREHOUSE');
    // STOCK zones of the places labelled as the workstation's place is, 1000 at most.
    expect(zonesQuery.get('type')).toBe('STOCK');
    expect(zonesQuery.get('size')).toBe('1000');
    await setup.bound.handlers.chooseCheckZone!({ value: stockZoneId });
    expect(setup.screen().antenna).toEqual({ visible: true, enabled: true });
  });

  it('[001-4.11-04] [001-4.11-05] [001-4.11-06] [001-8-19] [001-8-22] [001-7-sorting-04] [001-7-sorting-05] an invalid tag and an item already sorted only raise Ignored, each told in the panel', async () => {
    const setup = await openedReading();
    await setup.bound.decode!(['NOT-A-TAG']);
    expect(setup.screen().current).toMatchObject({
      ok: false,
      message: 'sorting.messages.tagNotValid {"tag":"NOT-A-TAG"}',
    });
    await setup.bound.decode!([seededReadEpc]);
    expect(setup.screen().current).toMatchObject({
      ok: false,
      message: expect.stringContaining('sorting.messages.alreadyReadOnDestination'),
    });
    expect(setup.screen().counters).toMatchObject({ ignored: 2, unexpected: 0, read: 1 });
    expect(call('/operations/sorting/read')[1]!.body).toMatchObject({
      itemIdentifierCode: seededReadEpc,
      sortingId,
      originZoneId: stockZoneId,
      workstationId: stableId('workstations', 'WS-LOM-PACK'),
      attributes: { pricing: 'true', workstationCode: 'WS-LOM-PACK' },
    });
    // Counters reload only after an item that was processed.
    expect(call('/countersByZone')).toHaveLength(1);
  });

  it('[001-7-sorting-06] [001-3-decoded-03] [001-3-workstation-03] [001-4.11-07] [001-4.11-08] [001-5-32] [001-2.13-15] a sorted item reloads the counters and its price label prints at the workstation printer', async () => {
    const setup = await openedReading({
      options: { enablePicking: 'false' },
      workstationAttributes: { ventilationBPSUSAPrinterIP: 'http://sandbox.test/printers/PRN-TEST' },
    });
    const epc = epcOf('WH-LOM-STOCK', 'DR615-SLK-RUB-40');
    await setup.bound.decode!([epc]);
    expect(setup.screen().current).toMatchObject({ ok: true, group: 'ST-MIL', epc, code: 'DR615-SLK-RUB-40' });
    expect(setup.screen().counters).toMatchObject({ read: 2, missing: 6 });
    const printed = await sandbox.json<{ labels: { label: string }[] }>('/control/printers/PRN-TEST/labels', {
      token: null,
    });
    expect(printed.labels.map((label) => label.label)).toEqual([expect.stringContaining('EUR 1.150,00')]);
  });

  it('[001-5-33] without a printer the label is only logged; with pricing off nothing is asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setup = await openedReading();
    setup.context.operation = { ...setup.context.operation, attributes: { 'zpl-template-code': 'ZPL-PRICE-TAG' } };
    await setup.bound.decode!([epcOf('WH-LOM-STOCK', 'DR615-SLK-RUB-40')]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('missing_printer_id'));
    expect(setup.dialogs.toast).not.toHaveBeenCalled();
    await setup.bound.handlers.togglePricing!({ checked: false });
    await setup.bound.decode!([epcOf('WH-LOM-STOCK', 'DR615-SLK-RUB-40', 1)]);
    expect((call('/operations/sorting/read')[1]!.body as { attributes: object }).attributes).toMatchObject({
      pricing: 'false',
    });
    warn.mockRestore();
  });

  it('[001-4.11-11] [001-4.11-12] changing a zone clears the read items and the tallies and reloads the counters', async () => {
    const setup = await openedReading();
    await setup.bound.decode!(['NOT-A-TAG']);
    await setup.bound.handlers.chooseOriginZone!({ value: stockZoneId });
    expect(setup.readings.clear).toHaveBeenCalledTimes(1);
    expect(setup.screen().counters).toMatchObject({ ignored: 0, read: 1 });
    expect(setup.screen().current).toEqual({ state: 'idle' });
    await setup.bound.handlers.chooseCheckZone!({ value: stockZoneId });
    expect(setup.readings.clear).toHaveBeenCalledTimes(2);
    expect(call('/countersByZone')).toHaveLength(3);
  });
});

describe('zones of a restored reading (issue 17, durable reading sessions)', () => {
  it('the chosen origin and check zones are kept in the session; a restored reading opens in them', async () => {
    const setup = await openedReading({ options: { enableCheckZone: 'true' } });
    const durable = recordingDurable();
    setup.context.durable = durable.port;
    await setup.bound.handlers.chooseOriginZone!({ value: stockZoneId });
    await setup.bound.handlers.chooseCheckZone!({ value: stockZoneId });
    expect(durable.navigation()).toEqual({ originZoneId: stockZoneId, checkZoneId: stockZoneId });

    const restored = await sortingContext(sandbox, {
      navigation: { sortingId, ...durable.navigation() },
      options: { enableCheckZone: 'true' },
    });
    await restored.bound.open('sorting/reading');
    expect(restored.screen()).toMatchObject({ originZoneId: stockZoneId, checkZoneId: stockZoneId });
    expect(restored.screen().antenna).toEqual({ visible: true, enabled: true });
  });
});

describe('tallies of a restored reading (issue 17, durable reading sessions)', () => {
  it('Unexpected and Ignored are kept with the session and shown again as the restored reading opens', async () => {
    const setup = await openedReading();
    const durable = recordingDurable();
    setup.context.durable = durable.port;
    await setup.bound.decode!(['NOT-A-TAG']);
    expect(durable.kept()).toEqual({ 'sorting/tally': { unexpected: 0, ignored: 1 } });

    const restored = await sortingContext(sandbox, { navigation: { sortingId, originZoneId: stockZoneId } });
    restored.context.durable = recordingDurable(durable.kept()).port;
    await restored.bound.open('sorting/reading');
    expect(restored.screen().counters).toMatchObject({ unexpected: 0, ignored: 1 });
  });
});

describe('confirm and delete (001 §4.11)', () => {
  it('[001-7-general-03] [001-7-sorting-08] [001-4.11-13] [001-4.11-15] [001-4.11-18] [001-4.11-20] [001-7-sorting-07] [001-8-34] partial confirm asks, takes the date, stays and warns when nothing is new', async () => {
    const setup = await openedReading();
    const date = new Date('2026-11-20T10:00:00Z');
    setup.dialogs.datePicker.mockResolvedValue(date);
    await setup.bound.handlers.partialConfirm!({});
    expect(setup.dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'sorting.confirmations.partialConfirm' }),
    );
    expect(call('/partialConfirm')[0]!.body).toEqual({
      sortingId,
      operationId: setup.context.operation.id,
      attributes: { transactionDate: date.getTime() },
    });
    expect(setup.back).not.toHaveBeenCalled();
    await setup.bound.handlers.partialConfirm!({});
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'warning', description: 'Nothing was sorted since the last partial confirm' }),
    );
    expect((await control()).confirmations.map((row) => row.action)).toEqual(['PARTIAL_CONFIRM', 'PARTIAL_CONFIRM']);
  });

  it('a declined question or a closed date modal sends nothing', async () => {
    const declined = await openedReading({ dialogs: { confirm: async () => false } });
    await declined.bound.handlers.partialConfirm!({});
    const closed = await openedReading({ dialogs: { datePicker: async () => undefined } });
    await closed.bound.handlers.confirmSorting!({});
    expect(call('/partialConfirm')).toHaveLength(0);
    expect(call('/close')).toHaveLength(0);
  });

  it('[001-4.11-14] [001-4.11-16] [001-4.11-17] [001-4.11-19] [001-7-sorting-09] [001-8-35] confirm closes the sorting and goes back; a closed one answers a confirmationError', async () => {
    const setup = await openedReading({ options: { showTransactionDateModal: 'false' } });
    await setup.bound.handlers.confirmSorting!({});
    expect(setup.dialogs.datePicker).not.toHaveBeenCalled();
    expect(setup.dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'sorting.confirmations.irreversible' }),
    );
    expect(call('/close')[0]!.body).toMatchObject({
      sortingId,
      form: { attributes: { transactionDate: expect.any(Number) } },
    });
    expect((await control()).sorting.status).toBe('CLOSED');
    expect(setup.back).toHaveBeenCalledTimes(1);
    await setup.bound.handlers.confirmSorting!({});
    expect(setup.back).toHaveBeenCalledTimes(1);
    expect(setup.dialogs.toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'error', description: expect.stringContaining('already closed') }),
    );
  });

  it('[001-4.4-16] [001-8-03] an async partial confirm answered without an asyncExecutionId fails with Missing asyncExecutionId', async () => {
    const setup = await openedReading({ options: { executionModeForSyncConfirmation: 'async' } });
    const sandboxFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/partialConfirm/asyncExecution')) return Response.json({});
      return sandboxFetch(request);
    });
    await setup.bound.handlers.partialConfirm!({});
    expect(setup.dialogs.toast).toHaveBeenLastCalledWith(
      expect.objectContaining({
        status: 'error',
        description: expect.stringContaining('confirmation.missingAsyncExecutionId'),
      }),
    );
  });

  it('[001-5-04] partial confirm needs the workstation place', async () => {
    const setup = await openedReading();
    setup.context.state.set('workstation', { code: 'WS', placeId: '' });
    await setup.bound.handlers.partialConfirm!({});
    expect(call('/partialConfirm')).toHaveLength(0);
    expect(setup.dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'confirmation.missingWorkstationPlace' }),
    );
  });

  describe('a confirm resumed after the page went (issue 17, durable reading sessions)', () => {
    it('a partial confirm stores its key before it goes; resumed with it, the sorting is confirmed once, without asking again', async () => {
      const stored = recordingDurable();
      const first = await openedReading();
      first.context.durable = stored.port;
      const before = (await control()).confirmations.length;
      const date = new Date('2026-11-20T10:00:00Z');
      first.dialogs.datePicker.mockResolvedValue(date);
      await first.bound.handlers.partialConfirm!({});
      const inFlight = stored.sent.at(-1)!;
      const request = { sortingId, operationId: first.context.operation.id, transactionDate: date.getTime() };
      expect(inFlight.payload).toEqual({ full: false, mode: 'sync', request });
      // After a partial confirm the reads stay: the key goes, the session does not end.
      expect(stored.port.settled).toHaveBeenCalled();
      expect(stored.port.succeeded).not.toHaveBeenCalled();

      // Its answer went with the page: the restored reading sends it again with its key.
      const again = await openedReading();
      const resumed = recordingDurable();
      again.context.durable = resumed.port;
      asked.length = 0;
      await again.bound.resumeConfirm!(inFlight);
      expect(again.dialogs.confirm).not.toHaveBeenCalled();
      expect(again.dialogs.datePicker).not.toHaveBeenCalled();
      expect(call('/partialConfirm')[0]!.body).toEqual({
        sortingId,
        operationId: request.operationId,
        attributes: { transactionDate: date.getTime() },
      });
      expect(await ledgerOf(sandbox, inFlight.idempotencyKey)).toEqual([expect.objectContaining({ replays: 1 })]);
      expect((await control()).confirmations.slice(before).map((row) => row.action)).toEqual(['PARTIAL_CONFIRM']);
      expect(again.dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' }));
      expect(resumed.sent.at(-1)?.idempotencyKey).toBe(inFlight.idempotencyKey);
    });

    it('a resumed close closes the sorting once, ends the session and goes back', async () => {
      const options = { showTransactionDateModal: 'false' };
      const stored = recordingDurable();
      const first = await openedReading({ options });
      first.context.durable = stored.port;
      await first.bound.handlers.confirmSorting!({});
      const inFlight = stored.sent.at(-1)!;
      expect(inFlight.payload).toMatchObject({ full: true, mode: 'sync', form: expect.any(Object) });
      expect(stored.port.succeeded).toHaveBeenCalled();

      const again = await openedReading({ options });
      const resumed = recordingDurable();
      again.context.durable = resumed.port;
      await again.bound.resumeConfirm!(inFlight);
      expect(await ledgerOf(sandbox, inFlight.idempotencyKey)).toEqual([expect.objectContaining({ replays: 1 })]);
      expect((await control()).sorting.status).toBe('CLOSED');
      expect(resumed.port.succeeded).toHaveBeenCalled();
      expect(again.back).toHaveBeenCalledTimes(1);
    });

    it('a stored confirm of another sorting, or not a confirm, sends nothing and drops its key', async () => {
      const setup = await openedReading();
      const durable = recordingDurable();
      setup.context.durable = durable.port;
      const request = { sortingId: 'another-sorting', operationId: setup.context.operation.id, transactionDate: 1 };
      await setup.bound.resumeConfirm!({
        idempotencyKey: 'another',
        fingerprint: '',
        payload: { full: true, mode: 'sync', request },
      });
      await setup.bound.resumeConfirm!({ idempotencyKey: 'malformed', fingerprint: '', payload: { full: 'yes' } });
      expect(call('/close')).toHaveLength(0);
      expect(call('/partialConfirm')).toHaveLength(0);
      expect(durable.port.settled).toHaveBeenCalledTimes(2);
    });

    it('a confirm without an answer keeps its key in the session; a refused one drops it', async () => {
      const setup = await openedReading();
      const durable = recordingDurable();
      setup.context.durable = durable.port;
      const fail = (status: number) =>
        sandbox.json('/control/faults/sorting.partialConfirm', {
          method: 'PUT',
          body: { fail: { status, body: { message: 'Sorting store unavailable' }, times: 1 } },
          token: null,
        });
      await fail(503);
      await setup.bound.handlers.partialConfirm!({});
      expect(durable.port.settled).not.toHaveBeenCalled();
      await fail(409);
      await setup.bound.handlers.partialConfirm!({});
      expect(durable.port.settled).toHaveBeenCalledTimes(1);
      // The attempt without an answer and the refused one went with the same key (kept until answered).
      const keys = durable.sent.map((confirm) => confirm.idempotencyKey);
      expect(keys[0]).toBe(keys[1]);
    });
  });

  it('[001-4.11-21] [001-4.11-02] [001-7-sorting-10] [001-8-36] delete asks, deletes and goes back', async () => {
    const setup = await openedReading();
    await setup.bound.handlers.deleteSorting!({});
    expect(setup.dialogs.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'sorting.confirmations.delete' }),
    );
    expect(call('/operations/sorting/delete')[0]!.body).toEqual({ sortingId, operationId: setup.context.operation.id });
    expect((await control()).sorting.status).toBe('DELETED');
    expect(setup.back).toHaveBeenCalled();
  });
});

describe('detail modal (001 §2.13)', () => {
  it('[001-2.13-27] [001-2.13-29] [001-2.13-31] [001-2.13-32] [001-2.13-33] [001-7-sorting-14] [001-7-sorting-15] [001-7-sorting-16] [001-9-05] [001-3-sorting-02] [001-3-sorting-04] [001-3-sorting-06] groups by priority, then a group entries, then an entry reads', async () => {
    const setup = await openedReading();
    await setup.bound.handlers.openDetail!({});
    const detail = () => setup.screen().detail as Record<string, unknown>;
    expect(detail().level).toBe('groups');
    expect(
      (detail().groups as { code: string; sortedColour: string }[]).map((row) => [row.code, row.sortedColour]),
    ).toEqual([
      ['ST-MIL', 'red'],
      ['ST-ROM', 'red'],
    ]);
    expect(call('/api/v1/sortinggroups')[0]!.url.searchParams.get('size')).toBe('99999');
    const groupId = (detail().groups as { id: string }[])[0]!.id;
    await setup.bound.handlers.openDetailGroup!({
      row: { id: groupId, group: 'ST-MIL - Store Milano Montenapoleone' },
    });
    expect(detail().level).toBe('entries');
    const entries = detail().entries as { id: string; required: number; sorted: number; missing: number }[];
    expect(entries.map((row) => [row.required, row.sorted, row.missing])).toEqual([
      [3, 0, 3],
      [2, 1, 1],
    ]);
    await setup.bound.handlers.openDetailEntry!({ row: entries[1] });
    expect(detail().level).toBe('reads');
    expect(detail().reads).toEqual([expect.objectContaining({ serial: '1000031', username: 'operator' })]);
    await setup.bound.handlers.detailUp!({});
    expect(detail().level).toBe('entries');
  });
});
