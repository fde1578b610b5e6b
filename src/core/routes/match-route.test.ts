import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { routeTable, type RouteId } from './route-table.ts';

type Case = [ids: string, path: string, routeId: RouteId, params: Record<string, string>];

const op = { opCode: 'OP1' };
const tp = (templatePath: string) => ({ templatePath, opCode: 'OP1' });

// Every route of the table, matched by a path built from its pattern (000 §2.1, 001 §2.2, 002 §2).
const privateCases: Case[] = [
  ['[001-2.2-01] [002-2-routes-17]', '/', 'dashboard', {}],
  ['', '/tag-info/OP1', 'tagInfo', op],
  ['', '/tag-info/custom/OP1', 'tagInfoTemplate', tp('custom')],
  ['[001-2.2-11]', '/transfer-to-zone/OP1', 'transferToZoneForm', op],
  ['[001-2.2-11]', '/transfer-to-zone/custom/OP1', 'transferToZoneTemplateForm', tp('custom')],
  ['[001-2.2-12]', '/transfer-to-zone/OP1/reading', 'transferToZoneReading', op],
  ['[001-2.2-13]', '/transfer-to-zone/conveyor/OP1', 'conveyorForm', op],
  ['[001-2.2-14]', '/transfer-to-zone/conveyor/OP1/reading', 'conveyorReading', op],
  ['[001-2.2-09]', '/simple-item-list/OP1', 'simpleItemListForm', op],
  ['', '/simple-item-list/custom/OP1', 'simpleItemListTemplateForm', tp('custom')],
  ['[001-2.2-09]', '/simple-item-list/OP1/reading', 'simpleItemListReading', op],
  ['[001-2.2-10]', '/simple-parcel-list/OP1', 'simpleParcelListForm', op],
  ['', '/simple-parcel-list/custom/OP1', 'simpleParcelListTemplateForm', tp('custom')],
  ['[001-2.2-10]', '/simple-parcel-list/OP1/reading', 'simpleParcelListReading', op],
  ['[001-2.2-02]', '/shipping/OP1', 'shippingStart', op],
  ['', '/shipping/custom/OP1', 'shippingTemplateStart', tp('custom')],
  ['[001-2.2-03]', '/shipping/OP1/asn/7', 'shippingAsn', { opCode: 'OP1', asnId: '7' }],
  ['[001-2.2-04]', '/shipping/OP1/asn/7/add', 'shippingAddParcel', { opCode: 'OP1', asnId: '7' }],
  ['[001-2.2-05]', '/shipping/OP1/asn/7/add/P9', 'shippingAddParcelFor', { opCode: 'OP1', asnId: '7', parcelId: 'P9' }],
  ['[001-2.2-06]', '/shipping/OP1/reading', 'shippingReading', op],
  ['[001-2.2-07]', '/shipping/cartonization/OP1', 'cartonizationForm', op],
  ['[001-2.2-08]', '/shipping/cartonization/OP1/reading', 'cartonizationReading', op],
  ['[001-2.2-15]', '/sorting/OP1', 'sortingList', op],
  ['', '/sorting/custom/OP1', 'sortingTemplateList', tp('custom')],
  ['[001-2.2-16]', '/sorting/OP1/start', 'sortingCreate', op],
  ['[001-2.2-16]', '/sorting/OP1/start/S1', 'sortingCreateWithCode', { opCode: 'OP1', code: 'S1' }],
  ['[001-2.2-17]', '/sorting/OP1/reading', 'sortingReading', op],
  ['[001-2.2-18]', '/inventory/OP1', 'inventoryList', op],
  ['', '/inventory/custom/OP1', 'inventoryTemplateList', tp('custom')],
  ['[001-2.2-19]', '/inventory/OP1/start/42', 'inventoryReading', { opCode: 'OP1', id: '42' }],
  ['[002-2-routes-01]', '/encoding/OP1', 'encodingAssociate', op],
  ['[002-2-routes-02]', '/encoding/custom/OP1', 'encodingTemplateAssociate', tp('custom')],
  ['[002-2-routes-03]', '/encoding/OP1/verify', 'encodingVerify', op],
  ['', '/encoding/browserPrint/OP1', 'printAndEncode', op],
  ['[002-2-routes-05]', '/encoding/imbustatrice/OP1', 'baggingMachineForm', op],
  ['', '/encoding/imbustatrice/OP1/encode', 'baggingMachineMonitor', op],
  ['[002-2-routes-07]', '/encoding/encodingOutboundSap/OP1', 'outboundErpForm', op],
  ['', '/encoding/encodingOutboundSap/OP1/encode', 'outboundErpEncode', op],
  ['[002-2-routes-09]', '/simple-item-session-list/OP1', 'sessionListForm', op],
  ['[002-2-routes-11]', '/simple-item-session-list/custom/OP1', 'sessionListTemplateForm', tp('custom')],
  ['', '/simple-item-session-list/OP1/reading', 'sessionListReading', op],
  ['[002-2-routes-12]', '/simple-item-session-list/countTBoxUbicazioni/OP1', 'tboxCountForm', op],
  ['', '/simple-item-session-list/countTBoxUbicazioni/OP1/reading', 'tboxCountReading', op],
  ['[002-2-routes-14]', '/simple-item-session-list/encodingInboundSap/OP1', 'inboundErpForm', op],
  ['', '/simple-item-session-list/encodingInboundSap/OP1/encode', 'inboundErpEncode', op],
  ['', '/simple-item-session-list/encodingInboundSap/OP1/view', 'inboundErpView', op],
];

const publicAndPrivateCases: Case[] = [
  ['', '/connection-error', 'connectionError', {}],
  ['', '/utilities', 'utilities', {}],
  ['', '/utilities/write-tag', 'writeTag', {}],
  ['', '/auth/callback', 'authCallback', {}],
];

const publicOnlyCases: Case[] = [['', '/login', 'login', {}]];

describe('matchRoute()', () => {
  it('should have a case for every route of the table', () => {
    const tested = [...privateCases, ...publicAndPrivateCases, ...publicOnlyCases].map(([, , id]) => id);
    expect(new Set(tested)).toEqual(new Set(routeTable.map((route) => route.id)));
  });

  describe.each([
    ['signed in', true],
    ['signed out', false],
  ])('%s', (_state, authenticated) => {
    it.each(publicAndPrivateCases)('%s should match %s to %s', (_ids, path, id, params) => {
      expect(matchRoute(path, authenticated)).toEqual({ route: expect.objectContaining({ id }), params });
    });
  });

  describe('signed in', () => {
    it.each(privateCases)('%s should match %s to %s', (_ids, path, id, params) => {
      expect(matchRoute(path, true)).toEqual({ route: expect.objectContaining({ id }), params });
    });

    it.each(publicOnlyCases)('%s should redirect %s to /', (_ids, path) => {
      expect(matchRoute(path, true)).toEqual({ redirect: '/' });
    });

    it.each([
      '/nowhere',
      '/shipping',
      '/shipping/OP1/asn/7/add/P9/more',
      '/encoding/OP1/verify/extra',
      'shipping/OP1',
      '',
    ])('should redirect the unknown path %j to /', (path) => expect(matchRoute(path, true)).toEqual({ redirect: '/' }));
  });

  describe('signed out', () => {
    it.each(privateCases)('%s should redirect %s to /login', (_ids, path) => {
      expect(matchRoute(path, false)).toEqual({ redirect: '/login' });
    });

    it.each(publicOnlyCases)('%s should match %s to %s', (_ids, path, id, params) => {
      expect(matchRoute(path, false)).toEqual({ route: expect.objectContaining({ id }), params });
    });

    it.each(['/nowhere', '/utilities/write-tag/extra'])('should redirect the unknown path %j to /login', (path) =>
      expect(matchRoute(path, false)).toEqual({ redirect: '/login' }),
    );
  });

  // A literal segment beats a param at the leftmost position where two matching routes differ.
  it.each<[string, RouteId, Record<string, string>]>([
    ['/encoding/browserPrint/verify', 'printAndEncode', { opCode: 'verify' }],
    ['/encoding/ABC/verify', 'encodingVerify', { opCode: 'ABC' }],
    ['/encoding/imbustatrice/verify', 'baggingMachineForm', { opCode: 'verify' }],
    ['/encoding/custom/verify', 'encodingVerify', { opCode: 'custom' }],
    ['/shipping/cartonization/reading', 'cartonizationForm', { opCode: 'reading' }],
    ['/shipping/custom/reading', 'shippingReading', { opCode: 'custom' }],
    ['/shipping/cartonization/asn/reading', 'cartonizationReading', { opCode: 'asn' }],
    ['/transfer-to-zone/conveyor/reading', 'conveyorForm', { opCode: 'reading' }],
    ['/sorting/custom/start', 'sortingCreate', { opCode: 'custom' }],
    ['/simple-item-session-list/countTBoxUbicazioni/reading', 'tboxCountForm', { opCode: 'reading' }],
    ['/simple-item-session-list/encodingInboundSap/view', 'inboundErpForm', { opCode: 'view' }],
  ])('should resolve the ambiguous path %s to %s', (path, id, params) => {
    expect(matchRoute(path, true)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it.each<[string, RouteId, Record<string, string>]>([
    ['/shipping/OP%2F1/reading', 'shippingReading', { opCode: 'OP/1' }],
    ['/shipping/OP%20A?asn=1#top', 'shippingStart', { opCode: 'OP A' }],
    ['/shipping/OP1/reading/', 'shippingReading', { opCode: 'OP1' }],
    ['/shipping/OP1/asn//add/P9', 'shippingAddParcelFor', { opCode: 'OP1', asnId: '', parcelId: 'P9' }],
  ])('should decode, ignore query and trailing slash, and keep empty inner params: %s', (path, id, params) => {
    expect(matchRoute(path, true)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it('should redirect a path with a malformed escape instead of throwing', () => {
    expect(matchRoute('/shipping/%E0%A4%A', true)).toEqual({ redirect: '/' });
  });
});
