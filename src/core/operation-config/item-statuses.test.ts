/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { parseOperation } from './parse-operation.ts';
import { rawOperation } from '../../test-support/operation-config/operation-fixtures.ts';

const parse = (options: Record<string, unknown>, members = {}) =>
  parseOperation(rawOperation('TRANSFER_TO_ZONE', options, members));

describe('itemStatuses (000 §3 Operation, 000 §4.6)', () => {
  it('[000-3-operation-06] [000-3-operation-07] [001-3-operation-04] should build the four lists from the *States options', () => {
    const { operation, diagnostics } = parse({
      errorStates: 'ITEM_NOT_IN_STOCK, INVALID_IDENTIFIER',
      warningStates: 'MISSING_SYSTEM_TAG',
      ignoreStates: '',
      ignoreWithReasonStates: ' ITEM_IN_QUARANTINE ,,',
    });
    expect(operation.itemStatuses).toEqual({
      ignore: [],
      ignoreWithReason: ['ITEM_IN_QUARANTINE'],
      warning: ['MISSING_SYSTEM_TAG'],
      error: ['ITEM_NOT_IN_STOCK', 'INVALID_IDENTIFIER'],
    });
    expect(diagnostics).toEqual([]);
  });

  it('[000-3-operation-06] should give four empty lists without options', () => {
    expect(parse({}).operation.itemStatuses).toEqual({ ignore: [], ignoreWithReason: [], warning: [], error: [] });
  });

  it('[000-3-operation-07] should not keep the *States options among the options', () => {
    const { operation } = parse({ errorStates: 'A', warningStates: 'B' });
    expect(operation.extraOptions).toEqual({});
    expect(operation.options).not.toHaveProperty('errorStates');
  });

  it('[000-3-operation-06] should merge an itemStatuses object with the options: object first, no duplicates', () => {
    const { operation, diagnostics } = parse(
      { errorStates: 'B,A,C', warningStates: 'W' },
      { itemStatuses: { error: ['A', ' B '], ignore: ['I'] } },
    );
    expect(operation.itemStatuses).toEqual({
      ignore: ['I'],
      ignoreWithReason: [],
      warning: ['W'],
      error: ['A', 'B', 'C'],
    });
    expect(diagnostics).toEqual([]);
  });

  it.each([
    [{ itemStatuses: 'ERROR' }, '$.itemStatuses', 'itemStatuses', 'ERROR'],
    [{ itemStatuses: { error: 'A,B' } }, '$.itemStatuses.error', 'error', 'A,B'],
    [{ itemStatuses: { warning: ['A', 7] } }, '$.itemStatuses.warning[1]', 'warning', 7],
    [{ itemStatuses: { errors: ['A'] } }, '$.itemStatuses.errors', 'errors', ['A']],
  ])('should refuse a wrong itemStatuses %j with a diagnostic at its path', (members, path, option, value) => {
    const { operation, diagnostics } = parse({ errorStates: 'X' }, members);
    expect(operation.itemStatuses.error).toContain('X');
    expect(diagnostics).toEqual([expect.objectContaining({ problem: 'invalid', path, option, value })]);
  });

  it('should refuse a *States option that is not text', () => {
    const { operation, diagnostics } = parse({ errorStates: { A: true } });
    expect(operation.itemStatuses.error).toEqual([]);
    expect(diagnostics).toEqual([expect.objectContaining({ path: '$.options.errorStates', option: 'errorStates' })]);
  });
});
