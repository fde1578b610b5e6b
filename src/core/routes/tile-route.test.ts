import { describe, expect, it } from 'vitest';
import { kindOfType, operationTypes, type OperationType } from '../operation-types.ts';
import { matchRoute } from './match-route.ts';
import { tileRoute } from './tile-route.ts';

describe('tileRoute()', () => {
  it.each<[string, OperationType, string]>([
    ['', 'TAG_INFO', 'tag-info'],
    ['[001-2.1-06]', 'TRANSFER_TO_ZONE', 'transfer-to-zone'],
    ['[001-2.1-04]', 'SIMPLE_ITEM_LIST', 'simple-item-list'],
    ['[001-2.1-05]', 'SIMPLE_PARCEL_LIST', 'simple-parcel-list'],
    ['[001-2.1-03]', 'INBOUND', 'shipping'],
    ['[001-2.1-03]', 'OUTBOUND', 'shipping'],
    ['[001-2.1-03]', 'PACKING', 'shipping'],
    ['[001-2.1-07]', 'SORTING', 'sorting'],
    ['[002-2-routes-02]', 'ENCODING', 'encoding'],
    ['[001-2.1-08]', 'INVENTORY', 'inventory'],
    ['[002-2-routes-11]', 'SIMPLE_ITEM_SESSION_LIST', 'simple-item-session-list'],
  ])('%s [001-2.1-02] should route a %s tile under /%s', (_ids, type, root) => {
    expect(tileRoute({ type, code: 'OP1' })).toBe(`/${root}/OP1`);
    expect(tileRoute({ type, code: 'OP1', templatePath: '' })).toBe(`/${root}/OP1`);
    expect(tileRoute({ type, code: 'OP1', templatePath: '  ' })).toBe(`/${root}/OP1`);
    expect(tileRoute({ type, code: 'OP1', templatePath: null })).toBe(`/${root}/OP1`);
    expect(tileRoute({ type, code: 'OP1', templatePath: 'custom' })).toBe(`/${root}/custom/OP1`);
  });

  it('should URL-encode the code and the templatePath', () => {
    expect(tileRoute({ type: 'INBOUND', code: 'IN 1/A', templatePath: 'a b' })).toBe('/shipping/a%20b/IN%201%2FA');
  });

  it.each(operationTypes.flatMap((type) => [[type, undefined] as const, [type, 'custom'] as const]))(
    '[001-2.1-01] should lead a %s tile (templatePath %s) to a route of its kind with its opCode',
    (type, templatePath) => {
      const match = matchRoute(tileRoute({ type, code: 'OP 1', templatePath }), true);
      expect(match).toMatchObject({ route: { kind: kindOfType[type] }, params: { opCode: 'OP 1' } });
    },
  );

  it.each<[OperationType, string, string]>([
    ['TRANSFER_TO_ZONE', 'conveyor', 'conveyorForm'],
    ['INBOUND', 'cartonization', 'cartonizationForm'],
    ['ENCODING', 'browserPrint', 'printAndEncode'],
    ['ENCODING', 'imbustatrice', 'baggingMachineForm'],
    ['ENCODING', 'encodingOutboundSap', 'outboundErpForm'],
    ['SIMPLE_ITEM_SESSION_LIST', 'countTBoxUbicazioni', 'tboxCountForm'],
    ['SIMPLE_ITEM_SESSION_LIST', 'encodingInboundSap', 'inboundErpForm'],
  ])('should lead a %s tile with templatePath %s to its fixed variant %s', (type, templatePath, id) => {
    expect(matchRoute(tileRoute({ type, code: 'OP1', templatePath }), true)).toMatchObject({ route: { id } });
  });
});
