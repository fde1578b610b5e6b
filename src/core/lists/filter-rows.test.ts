import { describe, expect, it } from 'vitest';
import { filterRows, searchTexts } from './filter-rows.ts';

const rows = [
  { id: 1, code: 'SRT-001', description: 'Winter returns', zone: { code: 'Z1' } },
  { id: 2, code: 'SRT-002', description: 'Summer stock', zone: { code: 'Z2' } },
  { id: 3, code: 'INV-9', description: null, zone: null },
];
const search = (text: string, fields: string[]) => filterRows(rows, searchTexts(rows, fields), text).map((r) => r.id);

describe('filterRows()', () => {
  it.each([
    ['', ['code'], [1, 2, 3]],
    ['  ', ['code'], [1, 2, 3]],
    ['srt', ['code'], [1, 2]],
    ['WINTER', ['code', 'description'], [1]],
    ['z2', ['zone.code'], [2]],
    ['9', ['code'], [3]],
    ['nothing', ['code', 'description'], []],
  ])('should find %j in %j', (text, fields, ids) => {
    expect(search(text, fields)).toEqual(ids);
  });

  it('should not match across two fields', () => {
    expect(search('001 winter', ['code', 'description'])).toEqual([]);
  });

  it('should match what a row shows besides its raw values', () => {
    const texts = searchTexts(rows, ['code'], (row) => (row.id === 2 ? '01/02/2026' : undefined));
    expect(filterRows(rows, texts, '01/02')).toEqual([rows[1]]);
  });

  it('should never read a prototype property', () => {
    expect(search('function', ['constructor'])).toEqual([]);
  });
});
