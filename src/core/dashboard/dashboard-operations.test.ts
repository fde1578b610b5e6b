import { describe, expect, it } from 'vitest';
import { parseOperation } from '../operation-config/index.ts';
import { compareTiles, dashboardOperations, needsFillerTile, placeholderTileCount } from './dashboard-operations.ts';

const op = (raw: Record<string, unknown>) =>
  parseOperation({ id: String(raw.code), type: 'SIMPLE_ITEM_LIST', description: 'd', ...raw }).operation;

const codes = (raws: Record<string, unknown>[]) => dashboardOperations(raws.map(op)).map((o) => o.code);

describe('dashboardOperations()', () => {
  it('[000-2.4-09] should keep only enabled operations', () => {
    expect(codes([{ code: 'A' }, { code: 'B', enabled: false }, { code: 'C', enabled: true }])).toEqual(['A', 'C']);
  });

  it('[000-2.4-12] should sort by displayPriority ascending, a missing displayPriority counting as 0', () => {
    expect(
      codes([
        { code: 'A', displayPriority: 20 },
        { code: 'B' },
        { code: 'C', displayPriority: -5 },
        { code: 'D', displayPriority: 10 },
      ]),
    ).toEqual(['C', 'B', 'D', 'A']);
  });

  it('[000-2.4-13] should sort equal priorities by code', () => {
    expect(
      codes([
        { code: 'Z', displayPriority: 1 },
        { code: 'B' },
        { code: 'M', displayPriority: 1 },
        { code: 'A', displayPriority: 0 },
      ]),
    ).toEqual(['A', 'B', 'M', 'Z']);
  });

  it('should leave out an operation of an unknown type (it has no route)', () => {
    expect(codes([{ code: 'A', type: 'TELEPORT' }, { code: 'B' }])).toEqual(['B']);
  });

  it('should not reorder the list it is given', () => {
    const operations = [op({ code: 'B' }), op({ code: 'A' })];
    dashboardOperations(operations);
    expect(operations.map((o) => o.code)).toEqual(['B', 'A']);
  });

  it('should compare two equal tiles as equal', () => {
    expect(compareTiles(op({ code: 'A' }), op({ code: 'A' }))).toBe(0);
  });
});

describe('needsFillerTile()', () => {
  it.each([
    [0, false],
    [1, true],
    [2, false],
    [7, true],
    [20, false],
  ])('[000-2.4-11] should add the dashed tile for %i tiles: %s', (count, expected) => {
    expect(needsFillerTile(count)).toBe(expected);
  });
});

describe('placeholderTileCount', () => {
  it('[000-2.4-10] should be six', () => {
    expect(placeholderTileCount).toBe(6);
  });
});
