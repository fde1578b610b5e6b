import { describe, expect, it } from 'vitest';
import { buildRecordFilter, candidatePaths, singularsOf } from './search-filters.ts';
import { parseSearchRequest, sortFieldName } from './search-params.ts';

describe('000 §7.1, §9 search parameters', () => {
  it('000 §9: defaults to offset 0, size 100, CREATION_DATE ascending', () => {
    expect(parseSearchRequest({})).toEqual({
      offset: 0,
      size: 100,
      sort: [{ field: 'creationDate', ascending: true }],
      filters: new Map(),
    });
  });

  it('reads limit, page, orderBy/asc and Spring sort, which wins', () => {
    expect(parseSearchRequest({ limit: ['25'], page: ['2'] })).toMatchObject({ size: 25, offset: 50 });
    expect(parseSearchRequest({ orderBy: ['LAST_MODIFY_DATE'], asc: ['false'] }).sort).toEqual([
      { field: 'lastModifyDate', ascending: false },
    ]);
    expect(parseSearchRequest({ orderBy: ['code'], sort: ['creationDate,DESC', 'code'] }).sort).toEqual([
      { field: 'creationDate', ascending: false },
      { field: 'code', ascending: true },
    ]);
    expect(sortFieldName('CREATION_DATE')).toBe('creationDate');
  });

  it('keeps filters from repeated keys and comma lists, but search whole', () => {
    const request = parseSearchRequest({ ids: ['a,b', 'c'], search: ['Milano, Italia'], access_token: ['t'] }, ['x']);
    expect(request.filters).toEqual(
      new Map([
        ['ids', ['a', 'b', 'c']],
        ['search', ['Milano, Italia']],
      ]),
    );
  });
});

describe('the generic filter rule (search-filters.ts)', () => {
  const item = {
    id: 'i1',
    code: 'X',
    status: 'OPEN',
    enabled: true,
    creationDate: 1000,
    product: { code: 'P1' },
    identifiers: [{ code: 'EPC1' }, { code: 'EPC2' }],
    attributes: { ean: { value: '123' }, color: 'red' },
  };
  const passes = (query: Record<string, string[]>) => buildRecordFilter(parseSearchRequest(query).filters)(item);

  it('maps plural and equal* names to fields, references and attributes', () => {
    expect(singularsOf('statuses')).toContain('status');
    expect(singularsOf('warehouses')).toContain('warehouse');
    expect(singularsOf('categories')).toContain('category');
    expect(singularsOf('address')).toEqual([]);
    expect(candidatePaths('equalProductCodes')).toContainEqual(['product', 'code']);
    expect(passes({ statuses: ['OPEN', 'CLOSED'] })).toBe(true);
    expect(passes({ equalProductCodes: ['P1'] })).toBe(true);
    expect(passes({ identifierCodes: ['EPC2'] })).toBe(true);
    expect(passes({ ean: ['123'] })).toBe(true);
    expect(passes({ color: ['red'] })).toBe(true);
    expect(passes({ enabled: ['true'] })).toBe(true);
    expect(passes({ enabled: ['false'] })).toBe(false);
    expect(passes({ unknownField: ['x'] })).toBe(false);
  });

  it('compares <field>Start / <field>End as bounds', () => {
    expect(passes({ creationDateStart: ['999'], creationDateEnd: ['1000'] })).toBe(true);
    expect(passes({ creationDateStart: ['1970-01-01T00:00:01+00:00'] })).toBe(true);
    expect(passes({ creationDateStart: ['1001'] })).toBe(false);
  });
});
