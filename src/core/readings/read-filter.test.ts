import { describe, expect, it } from 'vitest';
import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import { filterKey, matchesFilter, type ReadFilter } from './read-filter.ts';
import { demoRead } from '../../test-support/test-reads.ts';

const read = (status: ReadStatus, qcStatus?: string): ClassifiedRead => {
  const decoded = demoRead('A', [], { id: 'a' });
  return {
    ...decoded,
    item: decoded.item!,
    status,
    zoneWarning: false,
    seq: 1,
    ...(qcStatus ? { kindFields: { qcStatus } } : {}),
  };
};

describe('matchesFilter()', () => {
  it.each<[string, ReadFilter | undefined, ClassifiedRead, boolean]>([
    ['no filter matches all', undefined, read('error'), true],
    ['a listed status', { statuses: ['valid', 'warning'] }, read('warning'), true],
    ['another status', { statuses: ['valid'] }, read('error'), false],
    ['a listed kind field value', { kindFields: { qcStatus: ['OK'] } }, read('valid', 'OK'), true],
    ['another value', { kindFields: { qcStatus: ['OK'] } }, read('valid', 'KO'), false],
    ["'' for an absent field", { kindFields: { qcStatus: [''] } }, read('valid'), true],
    ['every condition', { statuses: ['valid'], kindFields: { qcStatus: ['OK'] } }, read('error', 'OK'), false],
  ])('should match %s: %j', (_title, filter, given, expected) => {
    expect(matchesFilter(given, filter)).toBe(expected);
  });
});

describe('filterKey()', () => {
  it('should name equal filters alike, whatever the order of their lists', () => {
    expect(filterKey({ statuses: ['valid', 'error'], kindFields: { qcStatus: ['OK'], parcelCode: ['P'] } })).toBe(
      filterKey({ kindFields: { parcelCode: ['P'], qcStatus: ['OK'] }, statuses: ['error', 'valid'] }),
    );
    expect(filterKey(undefined)).toBe('');
    expect(filterKey({ statuses: [] })).not.toBe(filterKey({}));
  });
});
