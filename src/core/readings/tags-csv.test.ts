import { describe, expect, it } from 'vitest';
import { tagsCsv, tagsCsvFileName } from './tags-csv.ts';

describe('tagsCsvFileName() (000 §9 tag CSV export)', () => {
  it('[000-2.12-06] names the file tags_yyyyMMdd_HHmmss.csv', () => {
    expect(tagsCsvFileName(new Date(2026, 10, 22, 9, 5, 7))).toBe('tags_20261122_090507.csv');
  });
});

describe('tagsCsv() (000 §9 tag CSV export)', () => {
  it("[000-2.12-06] writes the header 'EPC;TID' and one line per item, an empty TID when missing", () => {
    expect(tagsCsv([{ epc: 'E1', tid: 'T1' }, { epc: 'E2' }])).toBe('EPC;TID\nE1;T1\nE2;\n');
  });
});
