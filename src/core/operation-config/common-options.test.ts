/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { commonOptionSpec } from './common-options.ts';
import { parseOperation } from './parse-operation.ts';
import { rawOperation } from '../../test-support/operation-config/operation-fixtures.ts';

const parseOptions = (options: Record<string, unknown>) => parseOperation(rawOperation('TAG_INFO', options));

const defaultCases = [
  ['000-3-operation-09', 'autostartAntenna', false],
  ['000-3-operation-10 001-3-operation-06', 'autostopAntennaTimeout', 0],
  ['000-3-operation-11 001-3-operation-07 001-9-19', 'refreshCounterTimeout', 30000],
  ['000-3-operation-12 001-3-operation-08', 'readingsDisplayMode', 'groupedByProduct'],
  ['000-3-operation-13 001-3-operation-09', 'removeMode', 'none'],
  ['000-3-operation-14 001-3-operation-10', 'formSchemaSingleRow', false],
  ['000-3-operation-14 001-3-operation-10', 'activeStorageForm', false],
  ['000-3-operation-14 001-3-operation-10', 'enabledCheckItemZone', false],
  ['000-3-operation-14 001-3-operation-10', 'disableWorkstationCheck', false],
  ['000-3-operation-15 001-3-operation-11', 'postConfirmAction', 'disabled'],
  ['000-3-operation-16 001-3-operation-12', 'batchInterval', false],
  ['000-3-operation-17 001-3-operation-13 000-9-18 001-9-21', 'batchIntervalTime', 1000],
  ['000-3-operation-18 001-3-operation-14 000-9-19 001-9-22', 'batchIntervalTagCount', 200],
  ['000-3-operation-19', 'templatePath', ''],
  ['000-3-operation-20 001-3-operation-15 002-3-options-22', 'executionModeForSyncConfirmation', 'sync'],
  ['000-3-operation-21 001-3-operation-16 002-3-options-21', 'errorMessageView', 'toast'],
  ['000-3-operation-22 001-3-operation-17', 'newReadingsFirst', false],
  ['000-3-operation-22 001-3-operation-17', 'showAlertOnExit', false],
  ['000-3-operation-23 001-3-operation-17', 'saveOnReadActionCode', ''],
  ['000-3-operation-24 002-3-options-15', 'automaticRestartAntenna', true],
  ['000-3-operation-25', 'ignoreReadingTagsWithPrefixes', []],
  ['000-3-operation-26', 'enableSoundFeedbackConfirm', true],
  ['000-3-operation-26', 'enableSoundFeedbackOk', true],
  ['000-3-operation-26', 'enableSoundFeedbackKo', true],
  ['000-9-47 002-9-timings-02', 'timeoutValidateTags', 700],
] as const;

describe('common options (000 §3 Operation options table)', () => {
  it.each(defaultCases)('[%s] should default %s to %j', (_ids, name, expected) => {
    const { operation, diagnostics } = parseOptions({});
    expect(operation.options[name]).toEqual(expected);
    expect(commonOptionSpec[name].default).toEqual(expected);
    expect(diagnostics).toEqual([]);
  });

  it('should test the default of every common option', () => {
    expect(new Set(defaultCases.map(([, name]) => name))).toEqual(new Set(Object.keys(commonOptionSpec)));
    expect(Object.keys(parseOptions({}).operation.options)).toEqual(Object.keys(commonOptionSpec));
  });

  it.each([
    ['000-3-operation-08 000-3-operation-09', 'autostartAntenna', 'true', true],
    ['000-3-operation-10 002-3-options-20', 'autostopAntennaTimeout', '5000', 5000],
    ['000-3-operation-11', 'refreshCounterTimeout', '0', 0],
    ['000-3-operation-12', 'readingsDisplayMode', 'item', 'item'],
    ['000-3-operation-13', 'removeMode', 'sku', 'sku'],
    ['000-3-operation-13', 'removeMode', 'rfid', 'rfid'],
    ['000-3-operation-14', 'formSchemaSingleRow', 'TRUE', true],
    ['000-3-operation-14', 'activeStorageForm', 'true', true],
    ['000-3-operation-14', 'enabledCheckItemZone', 'true', true],
    ['000-3-operation-14', 'disableWorkstationCheck', 'true', true],
    ['000-3-operation-15', 'postConfirmAction', 'hideSuccessModal', 'hideSuccessModal'],
    ['000-3-operation-15', 'postConfirmAction', 'keepInput', 'keepInput'],
    ['000-3-operation-15 001-3-operation-11', 'postConfirmAction', 'changeIt', 'changeInput'],
    ['000-3-operation-16', 'batchInterval', 'true', true],
    ['000-3-operation-17', 'batchIntervalTime', '250', 250],
    ['000-3-operation-18', 'batchIntervalTagCount', '50', 50],
    ['000-3-operation-19', 'templatePath', 'conveyor', 'conveyor'],
    ['000-3-operation-20 001-1-28', 'executionModeForSyncConfirmation', 'async', 'async'],
    ['000-3-operation-21', 'errorMessageView', 'modal', 'modal'],
    ['000-3-operation-22', 'newReadingsFirst', 'true', true],
    ['000-3-operation-22', 'showAlertOnExit', 'true', true],
    ['000-3-operation-23', 'saveOnReadActionCode', 'conveyorTransferItem', 'conveyorTransferItem'],
    ['000-3-operation-24', 'automaticRestartAntenna', 'false', false],
    ['000-3-operation-25', 'ignoreReadingTagsWithPrefixes', 'E280, 3034,', ['E280', '3034']],
    ['000-3-operation-26', 'enableSoundFeedbackConfirm', 'false', false],
    ['000-3-operation-26', 'enableSoundFeedbackOk', 'false', false],
    ['000-3-operation-26', 'enableSoundFeedbackKo', 'false', false],
    ['000-9-47', 'timeoutValidateTags', '1000', 1000],
    ['000-9-47', 'timeoutValidateTags', '0', 700],
  ] as const)('[%s] should convert %s %j to %j', (_ids, name, raw, expected) => {
    const { operation, diagnostics } = parseOptions({ [name]: raw });
    expect(operation.options[name]).toEqual(expected);
    expect(diagnostics).toEqual([]);
  });

  it.each([
    ['000-3-operation-09', 'autostartAntenna', 'maybe', false],
    ['000-3-operation-10', 'autostopAntennaTimeout', '-1', 0],
    ['000-3-operation-11', 'refreshCounterTimeout', 'abc', 30000],
    ['000-3-operation-12 000-5-schema-04', 'readingsDisplayMode', 'table', 'groupedByProduct'],
    ['000-3-operation-13', 'removeMode', 'barcode', 'none'],
    ['000-3-operation-15', 'postConfirmAction', '', 'disabled'],
    ['000-3-operation-17', 'batchIntervalTime', '', 1000],
    ['000-3-operation-18', 'batchIntervalTagCount', '0', 200],
    ['000-3-operation-18', 'batchIntervalTagCount', '2.5', 200],
    ['000-3-operation-20', 'executionModeForSyncConfirmation', 'later', 'sync'],
    ['000-3-operation-21', 'errorMessageView', 'popup', 'toast'],
    ['000-3-operation-24', 'automaticRestartAntenna', 'sometimes', true],
    ['000-3-operation-25', 'ignoreReadingTagsWithPrefixes', 42, []],
    ['000-9-47', 'timeoutValidateTags', 'Infinity', 700],
  ] as const)('[%s] should give %s %j its default %j with a diagnostic', (_ids, name, raw, expected) => {
    const { operation, diagnostics } = parseOptions({ [name]: raw });
    expect(operation.options[name]).toEqual(expected);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        problem: 'invalid',
        operationCode: 'OP-1',
        path: `$.options.${name}`,
        option: name,
        value: raw,
        expected: commonOptionSpec[name].expected,
      }),
    ]);
  });

  it("[000-5-schema-04] should name the unsupported readingsDisplayMode in the diagnostic's message", () => {
    const [diagnostic] = parseOptions({ readingsDisplayMode: 'table' }).diagnostics;
    expect(diagnostic?.message).toBe(
      `Operation OP-1: $.options.readingsDisplayMode is "table", expected one of 'groupedByProduct' or 'item'; using "groupedByProduct".`,
    );
  });
});
