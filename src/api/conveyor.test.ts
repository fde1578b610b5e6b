import { describe, expect, it, vi } from 'vitest';
import { searchItemsByIdentifiers, supplierDescription } from './conveyor.ts';
import type { ApiClient } from './http-client.ts';

const apiAnswering = (answer: unknown) => {
  const get = vi.fn(async () => answer);
  return { api: { get } as unknown as ApiClient, get };
};

describe('searchItemsByIdentifiers()', () => {
  it('[001-7-ttz-07] searches items by identifierCodes in one call and reads each item’s product', async () => {
    const { api, get } = apiAnswering({
      content: [
        {
          id: 'i1',
          identifiers: [{ code: 'E1' }, { code: 'P1' }],
          product: { code: 'TR100-42', description: 'Trousers' },
        },
        { id: 'i2', identifiers: [{ code: 'E2' }], product: null },
        { id: '', identifiers: [{ code: 'E3' }], product: { code: 'X' } },
        'junk',
      ],
    });
    const found = await searchItemsByIdentifiers(api, ['E1', 'E2', 'E3', 'U1']);
    expect(get).toHaveBeenCalledWith('api/v1/items', { query: { identifierCodes: ['E1', 'E2', 'E3', 'U1'], size: 4 } });
    expect([...found]).toEqual([
      ['E1', { itemId: 'i1', productCode: 'TR100-42', description: 'Trousers' }],
      ['E2', { itemId: 'i2', productCode: '', description: '' }],
    ]);
  });

  it('asks nothing for no codes, and reads an answer without content as nothing found', async () => {
    const { api, get } = apiAnswering({ unexpected: true });
    expect((await searchItemsByIdentifiers(api, [])).size).toBe(0);
    expect(get).not.toHaveBeenCalled();
    expect((await searchItemsByIdentifiers(api, ['E1'])).size).toBe(0);
  });
});

describe('supplierDescription()', () => {
  it('[001-7-ttz-08] searches places {equalCodes, type SUPPLIER} and reads content[0].description', async () => {
    const { api, get } = apiAnswering({ content: [{ code: 'SUP-BIELLA', description: 'Lanificio Biella S.p.A.' }] });
    expect(await supplierDescription(api, 'SUP-BIELLA')).toBe('Lanificio Biella S.p.A.');
    expect(get).toHaveBeenCalledWith('api/v1/places', { query: { equalCodes: 'SUP-BIELLA', type: 'SUPPLIER' } });
    expect(await supplierDescription(apiAnswering({ content: [] }).api, 'X')).toBe('');
  });
});
