import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAsnParcels,
  applyDecodes,
  asnsToLoad,
  emptyParcelList,
  forceParcel,
  parcelGroups,
  parcelRows,
  parcelSummary,
  removeAsn,
  removeParcel,
  savedParcels,
  type ParcelDecode,
} from './parcel-list.ts';

const parcelTag = (code: string, asnCode: string, unexpected = false, tag = `T-${code}`): ParcelDecode => ({
  identifierCode: tag,
  hasItem: false,
  parcelCode: code,
  asnCode,
  unexpected,
});

describe('simple parcel list state (001 §4.8)', () => {
  it('[001-4.8-06] [001-4.8-07] [001-4.8-08] [001-4.8-09] decodes: ignored EPCs, detected parcels counted once per tag, unlisted ones added', () => {
    const state = applyDecodes(emptyParcelList, [
      parcelTag('P1', 'A1'),
      parcelTag('P1', 'A1', false, 'T-P1-b'),
      parcelTag('P1', 'A1'),
      { identifierCode: 'NOPE', hasItem: false, parcelCode: '', asnCode: '', unexpected: false },
      { identifierCode: 'ITEM', hasItem: true, parcelCode: '', asnCode: '', unexpected: true },
    ]);
    expect(state.ignoredEpcs).toEqual(['NOPE']);
    expect(
      state.parcels.map((parcel) => [parcel.code, parcel.detected, parcel.parcelEntryQuantity, parcel.unexpected]),
    ).toEqual([
      ['P1', true, 2, false],
      ['UNKNOWN', true, 1, true],
    ]);
  });

  it('[001-4.8-10] [001-2.10-08] [001-2.10-09] [001-2.10-10] [001-2.10-11] ASN mode lists the shipment parcels undetected; groups count and colour', () => {
    let state = applyDecodes(emptyParcelList, [parcelTag('P1', 'A1')]);
    expect(asnsToLoad(state, [parcelTag('P1', 'A1')])).toEqual(['A1']);
    state = addAsnParcels(state, 'A1', ['P1', 'P2']);
    expect(asnsToLoad(state, [parcelTag('P1', 'A1')])).toEqual([]);
    expect(parcelGroups(state)).toEqual([
      expect.objectContaining({ asnCode: 'A1', detected: 1, total: 2, colour: 'grey' }),
    ]);
    state = applyDecodes(state, [parcelTag('P2', 'A1')]);
    expect(parcelGroups(state)[0]).toMatchObject({ detected: 2, total: 2, colour: 'green' });
    state = applyDecodes(state, [parcelTag('P9', 'A1')]);
    expect(parcelGroups(state)[0]).toMatchObject({ detected: 3, total: 2, colour: 'orange' });
  });

  it('[001-4.8-11] [001-4.8-12] [001-4.8-05] remove resets a parcel (a read-added one shows removed); remove ASN drops the group with its tags', () => {
    let state = addAsnParcels(applyDecodes(emptyParcelList, [parcelTag('P1', 'A1'), parcelTag('X', 'B')]), 'A1', [
      'P1',
      'P2',
    ]);
    state = forceParcel(state, 'P2');
    const removed = removeParcel(state, 'P1');
    expect(removed.tags).toEqual(['T-P1']);
    expect(removed.state.parcels.find((parcel) => parcel.code === 'P1')).toMatchObject({
      detected: false,
      forced: false,
      parcelEntryQuantity: 0,
      removed: false,
    });
    expect(removeParcel(state, 'X').state.parcels.find((parcel) => parcel.code === 'X')?.removed).toBe(true);
    const withoutAsn = removeAsn(state, 'A1');
    expect(withoutAsn.tags).toEqual(['T-P1']);
    expect(withoutAsn.state.parcels.map((parcel) => parcel.code)).toEqual(['X']);
    expect(withoutAsn.state.loadedAsns).toEqual([]);
  });

  it('[001-4.6-05] [001-4.6-06] [001-2.10-06] confirm needs a detected parcel and no unexpected one; unexpected rows first; forced ones saved as forced', () => {
    expect(parcelSummary(emptyParcelList).canConfirm).toBe(false);
    let state = applyDecodes(emptyParcelList, [parcelTag('P1', 'A1'), parcelTag('P2', 'B1', true)]);
    expect(parcelRows(state).map((parcel) => parcel.code)).toEqual(['P2', 'P1']);
    expect(parcelSummary(state)).toMatchObject({ detected: 2, unexpected: 1, canConfirm: false });
    state = removeParcel(state, 'P2').state;
    state = forceParcel(addAsnParcels(state, 'A1', ['P1', 'P3']), 'P3');
    expect(parcelSummary(state)).toMatchObject({ unexpected: 0, forced: 1, canConfirm: true });
    expect(savedParcels(state)).toEqual({ parcelCodes: ['P1', 'P3'], forcedParcelCodes: ['P3'] });
  });

  it('never counts a tag twice, never saves UNKNOWN, and confirm always means detected and none unexpected', () => {
    const decode = fc.record({
      identifierCode: fc.constantFrom('t1', 't2', 't3', 't4', 't5'),
      hasItem: fc.boolean(),
      parcelCode: fc.constantFrom('', 'P1', 'P2', 'P3'),
      asnCode: fc.constantFrom('', 'A1', 'A2'),
      unexpected: fc.boolean(),
    });
    const step = fc.oneof(
      fc.record({ kind: fc.constant('decode' as const), decodes: fc.array(decode, { maxLength: 4 }) }),
      fc.record({ kind: fc.constant('remove' as const), code: fc.constantFrom('P1', 'P2', 'P3', 'UNKNOWN') }),
      fc.record({ kind: fc.constant('removeAsn' as const), code: fc.constantFrom('A1', 'A2', '') }),
      fc.record({ kind: fc.constant('force' as const), code: fc.constantFrom('P1', 'P2', 'P3') }),
      fc.record({ kind: fc.constant('asn' as const), code: fc.constantFrom('A1', 'A2') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let state = emptyParcelList;
        for (const current of steps) {
          if (current.kind === 'decode') state = applyDecodes(state, current.decodes);
          if (current.kind === 'remove') state = removeParcel(state, current.code).state;
          if (current.kind === 'removeAsn') state = removeAsn(state, current.code).state;
          if (current.kind === 'force') state = forceParcel(state, current.code);
          if (current.kind === 'asn') state = addAsnParcels(state, current.code, ['P1', 'P2']);
        }
        for (const parcel of state.parcels) {
          expect(new Set(parcel.tags).size).toBe(parcel.tags.length);
          expect(parcel.parcelEntryQuantity).toBe(parcel.tags.length);
        }
        expect(new Set(state.parcels.map((parcel) => parcel.code)).size).toBe(state.parcels.length);
        expect(savedParcels(state).parcelCodes).not.toContain('UNKNOWN');
        const summary = parcelSummary(state);
        expect(summary.canConfirm).toBe(summary.detected > 0 && summary.unexpected === 0);
      }),
    );
  });
});
