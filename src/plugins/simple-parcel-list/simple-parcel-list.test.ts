/** @vitest-environment node */
/**
 * The simple parcel list plugin against the sandbox's API in process (001 §2.10, §4.6, §4.8, §7): what the screen
 * binds and what the sandbox recorded.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DecodedRead } from '../../core/readings/decoded-read.ts';
import type { ListedRead } from '../define-plugin.ts';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { stockItems } from '../../../sandbox/seed/stock.ts';
import { parcelListContext } from '../../test-support/parcel-list-context.ts';
import { ledgerOf, recordingDurable } from '../../test-support/recording-durable.ts';

const tags = { p501: '3174257BF4A1C0000000501A', p502: '3174257BF4A1C0000000502A', p101: '3174257BF4A1C0000000101A' };
const itemEpc = stockItems().find((item) => item.zoneCode === 'WH-LOM-STOCK')!.epc;

const env = withInProcessSandbox();
const { asked } = env;
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});

const saved = () =>
  sandbox.json<{ saved: { parcelCodes: string[]; forcedParcelCodes: string[]; form: object }[] }>(
    '/control/simple-parcel-lists',
    { token: null },
  );

describe('simple parcel list (001 §2.10, §4.8)', () => {
  it('[001-3-parcel-06] [001-4.8-06] [001-4.8-07] [001-4.8-09] [001-7-spl-01] [001-7-spl-02] parcel mode: parcels detected, an item of no parcel is UNKNOWN and unexpected, the rest ignored', async () => {
    const setup = await parcelListContext(sandbox, { operationCode: 'PARCEL-LIST' });
    await setup.bound.open('simple-parcel-list/reading');
    const decoded = await setup.bound.decode!([tags.p501, itemEpc, 'NOPE']);
    expect(decoded.map((read) => read.kindFields?.parcelCode)).toEqual(['PRC-2025-00501', undefined, undefined]);
    const screen = setup.screen();
    expect((screen.parcels as { code: string }[]).map((parcel) => parcel.code)).toEqual(['UNKNOWN', 'PRC-2025-00501']);
    expect(screen.ignoredEpcs).toEqual([{ code: 'NOPE' }]);
    expect(screen.summary).toMatchObject({ detected: 2, unexpected: 1, ignored: 1, canConfirm: false });
    expect(asked[0]!.body).toMatchObject({ identifierCodes: [tags.p501, itemEpc, 'NOPE'], form: {} });
  });

  it('[001-3-decoded-02] [001-9-03] [001-4.8-10] [001-7-spl-03] [001-7-spl-04] [001-9-02] parcelAndAsn mode loads each shipment once, its parcels undetected', async () => {
    const setup = await parcelListContext(sandbox, { operationCode: 'PARCEL-LIST-ASN' });
    await setup.bound.open('simple-parcel-list/reading');
    await setup.bound.decode!([tags.p501]);
    await setup.bound.decode!([tags.p502]);
    const lists = asked.filter((call) => call.url.pathname.endsWith('/parcelList'));
    expect(lists).toHaveLength(1);
    expect(Object.fromEntries(lists[0]!.url.searchParams)).toEqual({
      asnCode: 'ASN-2025-0005',
      size: '1000',
      page: '0',
      sort: 'desc',
      filter: 'true',
    });
    expect(setup.screen().groups).toEqual([
      expect.objectContaining({ asnCode: 'ASN-2025-0005', detected: 2, total: 2, colour: 'green' }),
    ]);
  });

  it('[001-4.8-11] [001-4.8-12] removing a parcel or a shipment forgets their tags in the reader', async () => {
    const setup = await parcelListContext(sandbox, { operationCode: 'PARCEL-LIST-ASN' });
    await setup.bound.open('simple-parcel-list/reading');
    await setup.bound.decode!([tags.p501, tags.p101]);
    await setup.bound.handlers.parcelAction!({ event: { kind: 'remove', code: 'PRC-2025-00501' } });
    expect(setup.readings.remove).toHaveBeenCalledWith({ identifierCode: tags.p501 });
    await setup.bound.handlers.parcelAction!({ event: { kind: 'removeAsn', asnCode: 'ASN-2025-0001' } });
    expect(setup.readings.remove).toHaveBeenCalledWith({ identifierCode: tags.p101 });
    expect((setup.screen().groups as { asnCode: string }[]).map((group) => group.asnCode)).toEqual(['ASN-2025-0005']);
  });

  it('[001-6-09] [001-2.10-15] [001-8-31] [001-4.8-03] a wrong PIN is refused with User PIN invalid; the right one forces; the save carries it', async () => {
    const pins = ['0000', '1234'];
    const setup = await parcelListContext(sandbox, {
      operationCode: 'PARCEL-LIST-ASN',
      dialogs: { pin: async () => pins.shift() },
    });
    await setup.bound.open('simple-parcel-list/reading');
    const before = (await saved()).saved.length;
    await setup.bound.decode!([tags.p501]);
    await setup.bound.handlers.parcelAction!({ event: { kind: 'force', code: 'PRC-2025-00502' } });
    expect(setup.dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'parcelList.pinInvalid' }));
    expect(setup.screen().summary).toMatchObject({ forced: 0 });
    await setup.bound.handlers.parcelAction!({ event: { kind: 'force', code: 'PRC-2025-00502' } });
    expect(setup.screen().summary).toMatchObject({ forced: 1, canConfirm: true });
    await setup.bound.confirm!();
    expect(asked.find((call) => call.url.pathname.endsWith('/save'))?.body).toMatchObject({
      parcelCodes: ['PRC-2025-00501', 'PRC-2025-00502'],
      forcedParcelCodes: ['PRC-2025-00502'],
      pin: '1234',
    });
    expect((await saved()).saved).toHaveLength(before + 1);
  });

  it('[001-4.6-05] [001-4.6-06] [001-7-spl-05] nothing is saved without a detected parcel or with an unexpected one', async () => {
    const origin = { id: 'SUP-BIELLA', code: 'SUP-BIELLA' };
    const setup = await parcelListContext(sandbox, {
      operationCode: 'PARCEL-LIST',
      formData: { originPlaceId: origin },
    });
    await setup.bound.open('simple-parcel-list/reading');
    // The sandbox keeps what earlier tests saved: only what this one adds counts.
    const before = (await saved()).saved.length;
    await setup.bound.confirm!();
    await setup.bound.decode!([tags.p101]);
    await setup.bound.confirm!();
    expect((await saved()).saved).toHaveLength(before);
    await setup.bound.handlers.parcelAction!({ event: { kind: 'remove', code: 'PRC-2025-00101' } });
    await setup.bound.decode!([tags.p501]);
    await setup.bound.confirm!();
    expect((await saved()).saved.slice(before)).toEqual([
      expect.objectContaining({
        parcelCodes: ['PRC-2025-00501'],
        forcedParcelCodes: [],
        form: { originPlaceId: origin },
      }),
    ]);
  });

  describe('a session restored after the page went (issue 17, durable reading sessions)', () => {
    /** What the pipeline lists of decoded reads, as a restore lists them again (without a decode call). */
    const listedOf = (reads: DecodedRead[]): ListedRead[] =>
      reads.map((read) => ({ ...read, status: read.decodeResult === 'unknown' && !read.item ? 'ignored' : 'valid' }));
    const confirmations = (idempotencyKey: string) => ledgerOf(sandbox, idempotencyKey);
    const origin = { id: 'SUP-BIELLA', code: 'SUP-BIELLA' };
    /** A screen with a durable session: PRC-2025-00501 read, PRC-2025-00502 forced with the PIN. */
    async function readAndForce() {
      const stored = recordingDurable();
      const first = await parcelListContext(sandbox, {
        operationCode: 'PARCEL-LIST-ASN',
        formData: { originPlaceId: origin },
        dialogs: { pin: async () => '1234' },
      });
      first.context.durable = stored.port;
      await first.bound.open('simple-parcel-list/reading');
      const decoded = await first.bound.decode!([tags.p501]);
      await first.bound.handlers.parcelAction!({ event: { kind: 'force', code: 'PRC-2025-00502' } });
      return { stored, first, decoded };
    }

    it('opens on the parcels of the restored reads, with their shipment, without decoding them again', async () => {
      const first = await parcelListContext(sandbox, { operationCode: 'PARCEL-LIST-ASN' });
      await first.bound.open('simple-parcel-list/reading');
      const decoded = await first.bound.decode!([tags.p501, 'NOPE']);
      asked.length = 0;

      const restored = await parcelListContext(sandbox, {
        operationCode: 'PARCEL-LIST-ASN',
        listed: listedOf(decoded),
      });
      await restored.bound.open('simple-parcel-list/reading');
      expect(restored.screen().parcels).toEqual(first.screen().parcels);
      expect(restored.screen().summary).toEqual(first.screen().summary);
      expect(restored.screen().ignoredEpcs).toEqual([{ code: 'NOPE' }]);
      expect(asked.map((call) => call.url.pathname.split('/').at(-1))).toEqual(['parcelList']);
    });

    it('stores the save and its key (not the PIN) before it goes; resumed with the key and the PIN asked again, it is saved once', async () => {
      const before = (await saved()).saved.length;
      const { stored, first, decoded } = await readAndForce();
      await first.bound.confirm!();
      const inFlight = stored.sent.at(-1)!;
      expect(inFlight.payload).toEqual({
        form: { originPlaceId: origin },
        operationId: first.context.operation.id,
        operationPlaceId: expect.any(String),
        parcelCodes: ['PRC-2025-00501', 'PRC-2025-00502'],
        forcedParcelCodes: ['PRC-2025-00502'],
        itemIds: ['PRC-2025-00501', 'PRC-2025-00502'],
      });
      expect(stored.port.succeeded).toHaveBeenCalledTimes(1);

      // The answer went with the page: the restored screen sends the stored save again with its key.
      const pinAsked = vi.fn(async () => '1234');
      const again = await parcelListContext(sandbox, {
        operationCode: 'PARCEL-LIST-ASN',
        formData: { originPlaceId: origin },
        listed: listedOf(decoded),
        dialogs: { pin: pinAsked },
      });
      const resumed = recordingDurable();
      again.context.durable = resumed.port;
      await again.bound.open('simple-parcel-list/reading');
      await again.bound.resumeConfirm!(inFlight);
      expect(again.screen().summary).toMatchObject({ detected: 2, forced: 1 });
      expect(pinAsked).toHaveBeenCalledWith({ title: 'parcelList.resumeTitle {"codes":"PRC-2025-00502"}' });
      expect(await confirmations(inFlight.idempotencyKey)).toEqual([expect.objectContaining({ replays: 1 })]);
      expect((await saved()).saved).toHaveLength(before + 1);
      expect(resumed.port.succeeded).toHaveBeenCalledTimes(1);
      expect(again.dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' }));
    });

    it('shows the parcels forced before the page went forced again, and asks the PIN once, checked, as it saves', async () => {
      const { stored, decoded } = await readAndForce();
      expect(stored.kept()).toEqual({ forcedParcelCodes: ['PRC-2025-00502'] });

      // The page went before any save: the restored screen opens on the same parcels, the forced one forced.
      const pins = ['0000', '1234'];
      const pinAsked = vi.fn(async () => pins.shift());
      const again = await parcelListContext(sandbox, {
        operationCode: 'PARCEL-LIST-ASN',
        formData: { originPlaceId: origin },
        listed: listedOf(decoded),
        dialogs: { pin: pinAsked },
      });
      again.context.durable = recordingDurable(stored.kept()).port;
      await again.bound.open('simple-parcel-list/reading');
      expect(again.screen().summary).toMatchObject({ detected: 2, forced: 1 });
      expect(pinAsked).not.toHaveBeenCalled();

      const before = (await saved()).saved.length;
      const title = { title: 'parcelList.savePinTitle {"codes":"PRC-2025-00502"}' };
      // A wrong PIN is refused before anything is saved; the right one saves the list with it.
      await again.bound.confirm!();
      expect(again.dialogs.toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'parcelList.pinInvalid' }),
      );
      expect((await saved()).saved).toHaveLength(before);
      await again.bound.confirm!();
      expect(pinAsked.mock.calls).toEqual([[title], [title]]);
      const lists = (await saved()).saved;
      expect(lists).toHaveLength(before + 1);
      expect(lists.at(-1)).toMatchObject({ forcedParcelCodes: ['PRC-2025-00502'] });
    });

    it('leaves a stored save that is not one alone: nothing is sent', async () => {
      const setup = await parcelListContext(sandbox, { operationCode: 'PARCEL-LIST' });
      await setup.bound.open('simple-parcel-list/reading');
      asked.length = 0;
      await setup.bound.resumeConfirm!({ idempotencyKey: 'k', fingerprint: 'f', payload: { parcelCodes: 'PRC' } });
      expect(asked).toEqual([]);
    });
  });
});
