import { describe, expect, it } from 'vitest';
import {
  parseProductionCounters,
  parseProductionOrder,
  parseProductionOrderRow,
  rowSearchQuery,
  withOneEncoded,
} from './production-orders.ts';

describe('parseProductionOrder()', () => {
  it('should read the code, the order type and the attributes, plain or as {value}', () => {
    expect(
      parseProductionOrder({
        id: 'o1',
        code: 'PO-1',
        orderType: 'PRODUCTION',
        attributes: { numeroCommessa: 'C-1', material: { value: 'GAB' }, addonCode: '' },
      }),
    ).toEqual({ id: 'o1', code: 'PO-1', orderType: 'PRODUCTION', orderNumber: 'C-1', material: 'GAB', addonCode: '' });
  });

  it.each([[undefined], [null], ['PO-1'], [[]], [{ id: 'o1' }], [{ code: '' }]])(
    'should refuse %j (no record, or no code)',
    (value) => expect(parseProductionOrder(value)).toBeUndefined(),
  );
});

describe('parseProductionOrderRow()', () => {
  const product = { id: 'p1', code: 'TR100', description: 'Trench' };

  it('should read the id, the code, the order code and the product', () => {
    expect(
      parseProductionOrderRow({ id: 'r1', code: '010', productionOrder: { code: 'PO-1' }, product }),
    ).toMatchObject({ id: 'r1', code: '010', orderCode: 'PO-1', product: { id: 'p1', code: 'TR100' } });
  });

  it('should leave the order code empty when the server does not attach the order', () => {
    expect(parseProductionOrderRow({ id: 'r1', code: '010', product })?.orderCode).toBe('');
  });

  it.each([
    [{ code: '010', product }],
    [{ id: 'r1', code: '010' }],
    [{ id: 'r1', code: '010', product: { code: 'TR100' } }],
    [{ id: 'r1', code: '010', product: { id: 'p1' } }],
    ['r1'],
  ])('should refuse %j (no id, or no product with id and code)', (value) =>
    expect(parseProductionOrderRow(value)).toBeUndefined(),
  );
});

describe('parseProductionCounters()', () => {
  it('should read both counters, numbers given as text too', () => {
    expect(
      parseProductionCounters({
        order: { pending: 38, encoded: 12, expected: 50 },
        row: { pending: '13', encoded: '12', expected: '25' },
      }),
    ).toEqual({ order: { pending: 38, encoded: 12, expected: 50 }, row: { pending: 13, encoded: 12, expected: 25 } });
  });

  it('should derive pending from expected and encoded when the server leaves it out', () => {
    expect(parseProductionCounters({ order: { encoded: 3, expected: 5 }, row: { encoded: 7, expected: 5 } })).toEqual({
      order: { pending: 2, encoded: 3, expected: 5 },
      row: { pending: 0, encoded: 7, expected: 5 },
    });
  });

  it.each([
    [{ order: { encoded: 1 } }],
    [{ order: { encoded: 1 }, row: { encoded: 'x' } }],
    [{ order: { encoded: -1 }, row: { encoded: 1 } }],
    [{ order: null, row: { encoded: 1 } }],
    [[]],
  ])('should refuse %j', (value) => expect(parseProductionCounters(value)).toBeUndefined());
});

describe('withOneEncoded()', () => {
  it('should count one more encoded and one less pending for the order and the row', () => {
    expect(
      withOneEncoded({
        order: { pending: 38, encoded: 12, expected: 50 },
        row: { pending: 13, encoded: 12, expected: 25 },
      }),
    ).toEqual({ order: { pending: 37, encoded: 13, expected: 50 }, row: { pending: 12, encoded: 13, expected: 25 } });
  });

  it('should never count pending below zero (a row encoded past its quantity)', () => {
    const full = { pending: 0, encoded: 25, expected: 25 };
    expect(withOneEncoded({ order: full, row: full }).row).toEqual({ pending: 0, encoded: 26, expected: 25 });
  });
});

describe('rowSearchQuery()', () => {
  it.each([
    ['byOrderAndRowCode', 'PO-1', '010', { equalProductionOrderCodes: ['PO-1'], equalCodes: '010' }],
    ['byOrderAndSku', 'PO-1', 'TR100', { equalProductionOrderCodes: ['PO-1'], equalProductCodes: 'TR100' }],
    ['byOrderAndSku', undefined, 'TR100', { equalProductionOrderCodes: [], equalProductCodes: 'TR100' }],
    ['byOrderAndRowCode', undefined, '010', { equalProductionOrderCodes: [], equalCodes: '010' }],
  ] as const)('should search %s in order %s for %s', (mode, order, text, query) =>
    expect(rowSearchQuery(mode, order, text)).toEqual(query),
  );
});
