import { describe, expect, it } from 'vitest';
import { parseInventory, parseInventoryPage } from './inventory.ts';

const open = {
  id: 'inv-1',
  code: 'INV-2025-LOM-01',
  status: 'OPEN',
  description: 'Cyclic count',
  creationDate: 1_750_000_000_000,
};

describe('parseInventory()', () => {
  it('[001-3-inventory-01] should keep id, code, status, description and creationDate', () => {
    expect(parseInventory({ ...open, entries: [] })).toEqual(open);
  });

  it.each([
    ['an ISO date', '2025-06-15T15:06:40.000Z', 1_750_000_000_000],
    ['no date', undefined, undefined],
    ['a text that is no date', 'yesterday', undefined],
  ])('should read the creation date given as %s', (_what, creationDate, expected) => {
    expect(parseInventory({ ...open, creationDate })?.creationDate).toBe(expected);
  });

  it.each([null, 'inv-1', [], { code: 'INV' }, { id: '' }])('should refuse %j (no inventory without an id)', (raw) => {
    expect(parseInventory(raw)).toBeUndefined();
  });

  it('should turn members of the wrong type into empty texts', () => {
    expect(parseInventory({ id: 7, status: { x: 1 }, description: null })).toEqual({
      id: '7',
      code: '',
      status: '',
      description: '',
      creationDate: undefined,
    });
  });

  it('should not read inherited members', () => {
    expect(parseInventory(Object.create({ id: 'inherited' }))).toBeUndefined();
  });
});

describe('parseInventoryPage()', () => {
  it('should read content, leaving out entries that are no inventory', () => {
    expect(parseInventoryPage({ content: [open, { code: 'no-id' }, 'x'], totalElements: 3 })).toEqual([open]);
  });

  it.each([undefined, [], { content: 'nope' }, { items: [] }])('should answer undefined for %j', (raw) => {
    expect(parseInventoryPage(raw)).toBeUndefined();
  });
});
