import { describe, expect, it } from 'vitest';
import { operationKinds } from '../operation-types.ts';
import { inboundErpTemplatePath, outboundErpTemplatePath, routePattern, routeTable } from './route-table.ts';

const shapeOf = (pattern: string) => pattern.replace(/:[^/]+/g, ':');

describe('routeTable', () => {
  it('should give every route a unique id', () => {
    const ids = routeTable.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should never list two patterns of the same shape, which no specificity rule could tell apart', () => {
    const shapes = routeTable.map((route) => shapeOf(route.pattern));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('should share a screen only where the documents show one screen at two routes', () => {
    const keys = routeTable.map((route) => `${route.screen}|${'templatePath' in route ? route.templatePath : ''}`);
    const shared = routeTable.filter((_, index) => keys.indexOf(keys[index] ?? '') !== index);
    // Only the documents' "one screen, two routes" cases: a template tile route, an optional trailing param.
    expect(shared.map((route) => route.id)).toEqual([
      'tagInfoTemplate',
      'transferToZoneTemplateForm',
      'simpleItemListTemplateForm',
      'simpleParcelListTemplateForm',
      'shippingTemplateStart',
      'shippingAddParcelFor',
      'sortingTemplateList',
      'sortingCreateWithCode',
      'inventoryTemplateList',
      'encodingTemplateAssociate',
      'sessionListTemplateForm',
    ]);
  });

  it.each(routeTable.map((route) => [route.id, route] as const))(
    'should name the screen of %s after its kind, or shell for the shell',
    (_id, route) => {
      const [prefix] = route.screen.split('/');
      if ('kind' in route) expect(prefix).toBe(route.kind);
      else expect(prefix).toBe('shell');
      expect(route.screen).toMatch(/^[a-z-]+\/[a-z-]+$/);
    },
  );

  it('should make every operation route private and serve every operation kind', () => {
    const operationRoutes = routeTable.filter((route) => 'kind' in route);
    expect(operationRoutes.every((route) => route.access === 'private')).toBe(true);
    expect(new Set(operationRoutes.map((route) => ('kind' in route ? route.kind : '')))).toEqual(
      new Set(operationKinds),
    );
  });

  it.each([
    ['/transfer-to-zone/conveyor/:opCode', 'conveyor'],
    ['/transfer-to-zone/conveyor/:opCode/reading', 'conveyor'],
    ['/shipping/cartonization/:opCode', 'cartonization'],
    ['/shipping/cartonization/:opCode/reading', 'cartonization'],
    ['/encoding/browserPrint/:opCode', 'browserPrint'],
    ['/encoding/imbustatrice/:opCode', 'imbustatrice'],
    ['/encoding/imbustatrice/:opCode/encode', 'imbustatrice'],
    ['/encoding/encodingOutboundSap/:opCode', 'encodingOutboundSap'],
    ['/encoding/encodingOutboundSap/:opCode/encode', 'encodingOutboundSap'],
    ['/simple-item-session-list/countTBoxUbicazioni/:opCode', 'countTBoxUbicazioni'],
    ['/simple-item-session-list/countTBoxUbicazioni/:opCode/reading', 'countTBoxUbicazioni'],
    ['/simple-item-session-list/encodingInboundSap/:opCode', 'encodingInboundSap'],
    ['/simple-item-session-list/encodingInboundSap/:opCode/encode', 'encodingInboundSap'],
    ['/simple-item-session-list/encodingInboundSap/:opCode/view', 'encodingInboundSap'],
  ])('should record the fixed templatePath of %s as %s', (pattern, templatePath) => {
    const route = routeTable.find((entry) => entry.pattern === pattern);
    expect(route && 'templatePath' in route ? route.templatePath : undefined).toBe(templatePath);
  });

  it('should record no templatePath on routes whose second segment is a param', () => {
    const withParam = routeTable.filter((route) => route.pattern.split('/')[2]?.startsWith(':'));
    expect(withParam.filter((route) => 'templatePath' in route)).toEqual([]);
  });

  it('should name the ERP templates after the provider', () => {
    expect(outboundErpTemplatePath).toBe('encodingOutboundSap');
    expect(inboundErpTemplatePath).toBe('encodingInboundSap');
  });

  it('should look a pattern up by route id', () => {
    expect(routePattern('shippingReading')).toBe('/shipping/:opCode/reading');
    expect(routePattern('dashboard')).toBe('/');
  });
});
