import { describe, expect, it } from 'vitest';
import { autocheckOutcome } from './autocomplete-rules.ts';
import {
  actionSearchRequest,
  autocheckRequest,
  defaultValueRequest,
  lookupEntities,
  plainSearchRequest,
  withEnabledFlag,
} from './lookup-requests.ts';
import { parseFormSchema } from './parse-form-schema.ts';

const context = { placeId: 'P1', place: undefined, operationId: 'OP9' };
const field = (extra: Record<string, unknown>) =>
  parseFormSchema([{ name: 'f', type: 'autocomplete', endpoint: 'api/v1/zones', ...extra }]).fields[0]!;

describe('plainSearchRequest() (000 §7.4 Autocomplete plain)', () => {
  it('[000-7.4-04] search, or size 25, plus dynamicParams', () => {
    const f = field({
      dynamicParams: [
        { field: 'placeId', value: '{placeId}' },
        { field: 'type', value: '$kind' },
      ],
    });
    expect(plainSearchRequest(f, f.endpoint!, '', { kind: 'STOCK' }, context)).toEqual({
      method: 'GET',
      endpoint: 'api/v1/zones',
      query: { size: 25, placeId: 'P1', type: 'STOCK', enabled: true },
    });
    expect(plainSearchRequest(f, f.endpoint!, ' ab ', {}, context).query.search).toBe('ab');
  });
  it('keeps the query an endpoint carries', () => {
    const f = field({ endpoint: 'api/v1/zones?type=STOCK' });
    expect(plainSearchRequest(f, f.endpoint!, 'a', {}, context)).toEqual({
      method: 'GET',
      endpoint: 'api/v1/zones',
      query: { type: 'STOCK', search: 'a', enabled: true },
    });
  });
  it('[000-7.4-03] enabled=true only for zones, places, workstations and only when absent', () => {
    expect(withEnabledFlag('api/v1/places', {})).toEqual({ enabled: true });
    expect(withEnabledFlag('/api/v1/workstations', { enabled: false })).toEqual({ enabled: false });
    expect(withEnabledFlag('api/v1/items', {})).toEqual({});
  });
});

describe('actionSearchRequest() (000 §7.4 Autocomplete with action)', () => {
  it('[000-7.4-09] [000-7.4-10] POSTs size, actionCode, operationId and attributes', () => {
    const f = field({
      endpoint: 'api/v1/operations/{operationId}/execute',
      action: {
        code: 'LIST',
        payload: {
          attributes: [
            { field: 'zone', dynamicValue: 'z' },
            { field: 'k', value: 1 },
          ],
        },
      },
    });
    expect(actionSearchRequest(f, f.endpoint!, 'x', { z: { id: 'Z1' } }, context)).toEqual({
      method: 'POST',
      endpoint: 'api/v1/operations/OP9/execute',
      query: {},
      body: { size: 25, actionCode: 'LIST', operationId: 'OP9', attributes: { search: 'x', zone: 'Z1', k: 1 } },
    });
  });
  it('[000-7.4-10] leaves search out when nothing is typed; the payload operationId wins over the current one', () => {
    const f = field({
      endpoint: 'api/v1/operations/{operationId}/execute',
      action: { code: 'LIST', payload: { operationId: 'OP2', attributes: [{ field: 'place', value: '{placeId}' }] } },
    });
    expect(actionSearchRequest(f, f.endpoint!, '  ', {}, context)).toEqual({
      method: 'POST',
      endpoint: 'api/v1/operations/OP2/execute',
      query: {},
      body: { size: 25, actionCode: 'LIST', operationId: 'OP2', attributes: { place: 'P1' } },
    });
  });
});

describe('defaultValueRequest() (000 §7.4 Autocomplete default)', () => {
  it('[000-7.4-01] [000-5-autocomplete-02] queries ids, or equalCodes on a defaultValueEndpoint', () => {
    const f = field({});
    expect(defaultValueRequest(f, f.endpoint!, '{placeId}', context).query).toEqual({ ids: ['P1'], enabled: true });
    const g = field({ defaultValueEndpoint: 'api/v1/items' });
    expect(defaultValueRequest(g, g.endpoint!, ['A', 'B'], context)).toMatchObject({
      endpoint: 'api/v1/items',
      query: { equalCodes: ['A', 'B'] },
    });
  });
});

describe('autocheckRequest() / lookupEntities()', () => {
  it('[000-5-forms-21] autocheck sends the value under autocheckEndpointField', () => {
    const f = parseFormSchema([
      { name: 'sku', type: 'text', autocheckEndpoint: 'api/v1/products', autocheckEndpointField: 'code' },
    ]).fields[0]!;
    expect(autocheckRequest(f, 'ABC', context)).toEqual({
      method: 'GET',
      endpoint: 'api/v1/products',
      query: { code: 'ABC' },
    });
  });
  it('[000-7.4-02] [000-7.4-05] reads content[] or an array, nothing else', () => {
    expect(lookupEntities({ content: [{ id: 1 }, 3] })).toEqual([{ id: 1 }]);
    expect(lookupEntities([{ id: 2 }])).toEqual([{ id: 2 }]);
    expect(lookupEntities('x')).toEqual([]);
  });
  it('[000-7.4-13] autocheck reads content and uses it only when it holds exactly one entity', () => {
    const f = parseFormSchema([{ name: 'sku', type: 'text', autocheckEndpoint: 'api/v1/products' }]).fields[0]!;
    expect(autocheckOutcome(f, lookupEntities({ content: [{ code: 'A' }] }))).toEqual({
      kind: 'fill',
      entity: { code: 'A' },
    });
    expect(autocheckOutcome(f, lookupEntities({ content: [{ code: 'A' }, { code: 'B' }] }))).toEqual({ kind: 'none' });
    expect(autocheckOutcome(f, lookupEntities({ content: [] }))).toEqual({ kind: 'none' });
  });
});
