import { describe, expect, it } from 'vitest';
import { parseItem } from '../readings/decoded-read.ts';
import { parseGroupEntry, parseSortingReadAnswer, type SortingReadAnswer } from './sorting-records.ts';
import {
  antennaState,
  entryBarcode,
  entryRows,
  groupLabel,
  groupRows,
  hasZoneError,
  isSortedOk,
  sortingMissing,
  sortingOutcome,
  sortingPrinterIp,
} from './sorting-rules.ts';

const answer = (statuses: string[], extra: Partial<SortingReadAnswer> = {}): SortingReadAnswer => ({
  identifierCode: 'E1',
  statuses,
  item: parseItem({
    id: 'i1',
    serial: '1000031',
    zone: { id: 'z', code: 'WH-LOM-QUARANTINE', description: 'Quarantine' },
  }),
  epc: 'E1',
  sortingGroupRead: undefined,
  zpl: '',
  ...extra,
});

describe('sortingOutcome()', () => {
  it.each(['INVALID_IDENTIFIER', 'ITEM_UNKNOWN'])('[001-4.11-04] [001-4.11-05] %s only raises Ignored', (status) => {
    expect(sortingOutcome(answer([status]), 'ignored')).toEqual({
      kind: 'ignored',
      ok: false,
      message: { key: 'sorting.messages.tagNotValid', params: { tag: 'E1' } },
    });
  });

  it('[001-4.11-06] [001-8-19] ALREADY_READ is shown as ignored, naming the group and its destination', () => {
    const read = answer(['ALREADY_READ'], {
      sortingGroupRead: { code: 'ST-MIL', description: 'Milano', attributes: { destination: 'ST-MIL' } },
    });
    expect(sortingOutcome(read, 'warning')).toEqual({
      kind: 'alreadyRead',
      ok: false,
      message: {
        key: 'sorting.messages.alreadyReadOnDestination',
        params: { serial: '1000031', group: 'ST-MIL - Milano', destination: 'ST-MIL' },
      },
    });
    expect(sortingOutcome(answer(['ALREADY_READ']), 'warning')).toMatchObject({
      message: { key: 'sorting.messages.alreadyRead', params: { group: '---' } },
    });
  });

  it('[001-4.11-09] [001-8-21] [001-8-20] not in zone and not sortable are processed but not ok, with their messages', () => {
    expect(sortingOutcome(answer(['NOT_IN_ZONE']), 'error')).toEqual({
      kind: 'processed',
      ok: false,
      message: { key: 'sorting.messages.notInZone', params: { serial: '1000031', zone: 'Quarantine' } },
    });
    expect(sortingOutcome(answer(['SORTING_GROUP_NOT_FOUND']), 'error')).toMatchObject({
      ok: false,
      message: { key: 'sorting.messages.notSortable', params: { serial: '1000031' } },
    });
    expect(sortingOutcome(answer(['UNEXPECTED']), 'error')).toMatchObject({
      ok: false,
      message: { key: 'sorting.messages.unexpected' },
    });
    expect(sortingOutcome(answer([]), 'valid')).toEqual({ kind: 'processed', ok: true });
  });
});

describe('isSortedOk()', () => {
  it('[001-4.11-09] is ok unless the status is error or the statuses say ALREADY_READ or NOT_IN_ZONE', () => {
    expect(isSortedOk('valid', [])).toBe(true);
    expect(isSortedOk('warning', ['SOMETHING'])).toBe(true);
    expect(isSortedOk('error', [])).toBe(false);
    expect(isSortedOk('valid', ['ALREADY_READ'])).toBe(false);
    expect(isSortedOk('valid', ['NOT_IN_ZONE'])).toBe(false);
  });
});

describe('counters and zones', () => {
  it('[001-9-12] Missing = max(expected - read, 0)', () => {
    expect(sortingMissing(8, 3)).toBe(5);
    expect(sortingMissing(3, 8)).toBe(0);
  });

  it('[001-4.11-10] the zone error needs enableOriginZone and no origin zone', () => {
    expect(hasZoneError(true, 0)).toBe(true);
    expect(hasZoneError(true, 2)).toBe(false);
    expect(hasZoneError(false, 0)).toBe(false);
  });

  it('[001-2.13-18] [001-2.13-19] [001-5-34] [001-5-35] the antenna shows without zone error or reload, reads once the zones are chosen', () => {
    const base = {
      zoneError: false,
      reloading: false,
      enableCheckZone: true,
      checkZoneId: '',
      enableOriginZone: true,
      originZoneId: 'o',
    };
    expect(antennaState(base)).toEqual({ visible: true, enabled: false });
    expect(antennaState({ ...base, checkZoneId: 'c' })).toEqual({ visible: true, enabled: true });
    expect(antennaState({ ...base, checkZoneId: 'c', originZoneId: '' })).toEqual({ visible: true, enabled: false });
    expect(antennaState({ ...base, reloading: true })).toEqual({ visible: false, enabled: false });
    expect(antennaState({ ...base, zoneError: true })).toEqual({ visible: false, enabled: false });
  });

  it('[001-5-32] the label printer is the workstation one, else the operation one', () => {
    expect(sortingPrinterIp('10.0.0.1', '10.0.0.2')).toBe('10.0.0.1');
    expect(sortingPrinterIp(' ', '10.0.0.2')).toBe('10.0.0.2');
    expect(sortingPrinterIp(undefined, undefined)).toBe('');
  });
});

describe('detail rows', () => {
  it('[001-2.13-28] [001-2.13-29] groups by priority, sorted red below required', () => {
    const rows = groupRows([
      { id: 'b', code: 'ST-ROM', description: 'Roma', priority: 2, expectedCount: 3, readsCount: 3 },
      { id: 'a', code: 'ST-MIL', description: '', priority: 1, expectedCount: 5, readsCount: 1 },
    ]);
    expect(rows.map((row) => [row.id, row.group, row.sortedColour])).toEqual([
      ['a', 'ST-MIL', 'red'],
      ['b', 'ST-ROM - Roma', 'green'],
    ]);
  });

  it('[001-2.13-30] [001-2.13-32] [001-3-sorting-05] entry barcode falls back to the product code, then ---; sorted by assigned minus expected', () => {
    const entry = (id: string, barcode: string, code: string, expected: number, assigned: number) =>
      parseGroupEntry({
        id,
        product: { code, description: `P ${id}`, attributes: barcode ? { barcode: { value: barcode } } : {} },
        expectedQuantity: expected,
        assignedQuantity: assigned,
      })!;
    const entries = [entry('a', '8001', 'KN', 2, 2), entry('b', '', 'DR', 3, 0), entry('c', '', '', 1, 0)];
    expect(entries.map(entryBarcode)).toEqual(['8001', 'DR', '---']);
    expect(entryRows(entries).map((row) => [row.id, row.missing])).toEqual([
      ['b', 3],
      ['c', 1],
      ['a', 0],
    ]);
    expect(groupLabel('', '')).toBe('---');
  });

  it('parses the /read answer, keeping the group read and the zpl label', () => {
    const parsed = parseSortingReadAnswer(
      {
        statuses: ['OK', 3],
        epc: 'E9',
        sortingGroupRead: { sortingGroup: { code: 'G1' }, attributes: { customerName: { value: 'Aurelia' } } },
        attributes: { zpl: '^XA^XZ' },
      },
      'E9',
    );
    expect(parsed).toMatchObject({
      identifierCode: 'E9',
      statuses: ['OK', '3'],
      zpl: '^XA^XZ',
      sortingGroupRead: { code: 'G1', attributes: { customerName: 'Aurelia' } },
    });
    expect(parseSortingReadAnswer('nope', 'E9')).toBeUndefined();
  });
});
