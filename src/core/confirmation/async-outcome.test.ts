import { describe, expect, it } from 'vitest';
import { failureDetailsText, isSuccessfulOutcome, operationInstanceIdOf, parseAsyncOutcome } from './async-outcome.ts';

describe('parseAsyncOutcome()', () => {
  it('[000-7.6-03] [000-3-asyncevent-01] reads asyncExecutionId, executionStatus and details from JSON data', () => {
    const data = JSON.stringify({
      asyncExecutionId: 'x1',
      executionStatus: 'OK',
      details: { operationInstanceId: 'i' },
    });
    expect(parseAsyncOutcome(data)).toEqual({
      asyncExecutionId: 'x1',
      executionStatus: 'OK',
      details: { operationInstanceId: 'i' },
    });
  });

  it('[000-7.6-03] accepts the fields wrapped under data', () => {
    expect(parseAsyncOutcome({ data: { asyncExecutionId: 'x2', executionStatus: 'KO' } })).toMatchObject({
      asyncExecutionId: 'x2',
    });
  });

  it.each([
    ['not json {'],
    [null],
    [[1, 2]],
    [{ executionStatus: 'OK' }],
    [{ asyncExecutionId: '', executionStatus: 'OK' }],
    [{ asyncExecutionId: 'x', executionStatus: 3 }],
  ])('should refuse %j', (data) => {
    expect(parseAsyncOutcome(data)).toBeUndefined();
  });
});

describe('isSuccessfulOutcome() / operationInstanceIdOf()', () => {
  it('[000-4.10-04] [000-4.10-06] OK is success, anything else a failure', () => {
    expect(isSuccessfulOutcome({ asyncExecutionId: 'a', executionStatus: 'OK', details: null })).toBe(true);
    expect(isSuccessfulOutcome({ asyncExecutionId: 'a', executionStatus: 'ok', details: null })).toBe(false);
    expect(isSuccessfulOutcome({ asyncExecutionId: 'a', executionStatus: 'KO', details: null })).toBe(false);
  });

  it('[000-4.10-05] [000-3-asyncevent-02] reads details.operationInstanceId (text or number)', () => {
    const outcome = (details: unknown) => ({ asyncExecutionId: 'a', executionStatus: 'OK', details });
    expect(operationInstanceIdOf(outcome({ operationInstanceId: 'inst-1' }))).toBe('inst-1');
    expect(operationInstanceIdOf(outcome({ operationInstanceId: 42 }))).toBe('42');
    expect(operationInstanceIdOf(outcome('text'))).toBeUndefined();
    expect(operationInstanceIdOf(outcome({ operationInstanceId: '' }))).toBeUndefined();
  });
});

describe('failureDetailsText()', () => {
  it('[001-8-10] [001-8-11] is the server text, from a string or a message field, else undefined', () => {
    expect(failureDetailsText('Warehouse closed')).toBe('Warehouse closed');
    expect(failureDetailsText({ message: 'Zone locked' })).toBe('Zone locked');
    expect(failureDetailsText('  ')).toBeUndefined();
    expect(failureDetailsText({ code: 7 })).toBeUndefined();
    expect(failureDetailsText(undefined)).toBeUndefined();
  });
});
