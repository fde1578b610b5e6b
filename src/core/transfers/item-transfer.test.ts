import { describe, expect, it } from 'vitest';
import { parseItemTransfer, transferRoute } from './item-transfer.ts';

describe('parseItemTransfer() (000 §7.3 item transfers)', () => {
  it('reads the transfer, its zones, count and user', () => {
    expect(
      parseItemTransfer({
        id: 't1',
        code: 'TRF-1',
        description: 'Blazers to quarantine',
        status: 'CONFIRMED',
        originZone: { code: 'WH-STOCK', description: 'Stock' },
        destinationZone: { code: 'WH-Q', description: 'Quarantine' },
        itemsCount: 3,
        user: { username: 'operator' },
        creationDate: 1_700_000_000_000,
      }),
    ).toEqual({
      id: 't1',
      code: 'TRF-1',
      description: 'Blazers to quarantine',
      status: 'CONFIRMED',
      originZone: { code: 'WH-STOCK', description: 'Stock' },
      destinationZone: { code: 'WH-Q', description: 'Quarantine' },
      itemsCount: 3,
      username: 'operator',
      creationDate: 1_700_000_000_000,
    });
  });

  it('drops a record without an id and fields of the wrong shape', () => {
    expect(parseItemTransfer({ code: 'TRF-1' })).toBeUndefined();
    expect(parseItemTransfer('TRF-1')).toBeUndefined();
    const parsed = parseItemTransfer({ id: 7, itemsCount: -1, originZone: 'Z', user: 'x', creationDate: '2025-01-02' });
    expect(parsed).toEqual({
      id: '7',
      code: '',
      description: '',
      status: '',
      username: '',
      creationDate: Date.parse('2025-01-02'),
    });
  });

  it('names the route by zone codes, with ? for a zone not named', () => {
    expect(
      transferRoute({ originZone: { code: 'A', description: '' }, destinationZone: { code: 'B', description: '' } }),
    ).toBe('A → B');
    expect(transferRoute({ destinationZone: { code: '', description: 'Sales floor' } })).toBe('? → Sales floor');
  });
});
