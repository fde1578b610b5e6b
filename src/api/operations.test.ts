import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { parseOperationsPage, searchOperations } from './operations.ts';

afterEach(() => vi.unstubAllGlobals());

const inbound = { id: 'o1', code: 'INB', type: 'INBOUND', description: 'Store inbound', displayPriority: 5 };

describe('searchOperations()', () => {
  it('[000-7.2-08] [000-9-07] [000-4.2-03] should search with size 10000, clients station, enabled and user operations', async () => {
    const { api, urls } = stubbedApi(200, { content: [] });
    await searchOperations(api);
    expect(urls()).toEqual([
      'http://api.test/api/v1/operations?clients=station&enabled=true&showUserOperations=true&size=10000',
    ]);
  });

  it('[000-7.2-09] [000-3-operation-01] should parse content[] into operation configurations', async () => {
    const { api } = stubbedApi(200, { content: [inbound], totalElements: 1 });
    const { operations, diagnostics } = await searchOperations(api);
    expect(operations).toMatchObject([
      { id: 'o1', code: 'INB', type: 'INBOUND', description: 'Store inbound', displayPriority: 5, enabled: true },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('should throw the ApiError of a failed search', async () => {
    const { api } = stubbedApi(500, { message: 'down' });
    await expect(searchOperations(api)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('parseOperationsPage()', () => {
  it.each([{ content: { a: 1 } }, {}, [inbound], null, 'x'])(
    'should give an empty list and a diagnostic for %j',
    (page) => {
      const { operations, diagnostics } = parseOperationsPage(page);
      expect(operations).toEqual([]);
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]).toMatchObject({ path: '$.content', problem: 'invalid' });
      expect(diagnostics[0]?.message).toMatch(
        /^Operations search: \$\.content is .+, expected a list of operations\.$/,
      );
    },
  );

  it('should keep each operation and collect the diagnostics naming it', () => {
    const { operations, diagnostics } = parseOperationsPage({
      content: [inbound, { ...inbound, code: 'BAD', type: 'X' }],
    });
    expect(operations.map((o) => [o.code, o.supported])).toEqual([
      ['INB', true],
      ['BAD', false],
    ]);
    expect(diagnostics).toMatchObject([{ operationCode: 'BAD', problem: 'unknownType' }]);
  });
});
