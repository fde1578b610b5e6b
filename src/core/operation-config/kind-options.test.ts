/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { kindOfType, operationKinds, operationTypes } from '../operation-types.ts';
import type { OperationType } from '../operation-types.ts';
import { commonOptionSpec } from './common-options.ts';
import { itemStatusOptionSpec } from './item-statuses.ts';
import { kindOptionSpecs } from './kind-option-specs.ts';
import { parseOperation } from './parse-operation.ts';
import { rawOperation } from '../../test-support/operation-config/operation-fixtures.ts';

function kindOptions(type: OperationType, options: Record<string, unknown> = {}, features = {}) {
  const { operation, diagnostics } = parseOperation(rawOperation(type, options), { features });
  return { values: operation.kindOptions as unknown as Record<string, unknown>, diagnostics };
}

const defaultCases = [
  ['000-3-operation-28 001-3-operation-18', 'INBOUND', 'hasChecklist', false],
  ['000-3-operation-29 001-3-operation-19', 'OUTBOUND', 'readingMode', 'rfid'],
  ['000-3-operation-30 001-3-operation-20', 'PACKING', 'shippingMode', 'parcelByParcel'],
  ['000-3-operation-31 001-3-operation-21', 'INBOUND', 'canConfirmWithMissing', 'withWarning'],
  ['000-3-operation-32 001-3-operation-22', 'INBOUND', 'canConfirmWithOverQuantity', 'withWarning'],
  ['000-3-operation-33 001-3-operation-23', 'INBOUND', 'canConfirmWithUnexpected', 'withWarning'],
  ['000-3-operation-34 001-3-operation-24', 'INBOUND', 'startWithRfidSearch', false],
  ['000-3-operation-34 001-3-operation-24', 'INBOUND', 'showModalOnConfirm', false],
  ['000-3-operation-35 001-3-operation-25', 'INBOUND', 'persistParcelContentScannings', 'onUserConfirm'],
  ['000-3-operation-36 001-3-operation-26', 'INBOUND', 'startAsnScreen', 'no'],
  ['000-3-operation-37 001-3-operation-27', 'INBOUND', 'canCreateParcels', false],
  ['000-3-operation-37 001-3-operation-27', 'INBOUND', 'genericDiscrepancyMessage', false],
  ['000-3-operation-38 001-3-operation-27', 'INBOUND', 'reverseAsnOrder', false],
  ['000-3-operation-38 001-3-operation-27', 'INBOUND', 'reverseParcelOrder', false],
  ['000-3-operation-39 001-3-operation-27', 'PACKING', 'allowUnpack', false],
  ['000-3-operation-40 001-3-operation-28 001-9-20', 'INBOUND', 'shippingReadTimeout', 1000],
  ['000-3-operation-41 001-3-operation-27', 'INBOUND', 'filterByOperation', false],
  ['000-3-operation-42 001-3-operation-29', 'INBOUND', 'startParcelWithAsn', true],
  ['000-3-operation-43 001-3-operation-30', 'SIMPLE_ITEM_LIST', 'customExtensionCode', ''],
  ['000-3-operation-43 001-3-operation-30', 'SIMPLE_ITEM_LIST', 'confirmOnItemRead', false],
  ['000-3-operation-44 002-3-options-02', 'ENCODING', 'canForceAssociation', 'no'],
  ['000-3-operation-45', 'ENCODING', 'scanIdentifier', 'rfid'],
  ['000-3-operation-46', 'ENCODING', 'skipValidation', false],
  ['002-3-options-05', 'ENCODING', 'initialType', 'product'],
  ['002-3-options-07', 'ENCODING', 'expectOnlyMandatoryIdentifiers', false],
  ['002-3-options-08', 'ENCODING', 'productionOrderRowSelectionMode', 'byOrderAndRowCode'],
  ['002-3-options-09', 'ENCODING', 'useTidTargetDuringWrite', true],
  ['002-3-options-09', 'ENCODING', 'uhfTagToWriteRegex', ''],
  ['002-3-options-09', 'ENCODING', 'encodingTagPassword', ''],
  ['002-3-options-09', 'ENCODING', 'forceTagRewrite', false],
  ['002-3-options-10', 'ENCODING', 'enableUhfWrite', false],
  ['002-3-options-11', 'ENCODING', 'ignoreUnknownTags', false],
  ['', 'ENCODING', 'timeoutTagsNoReads', 5000],
  ['002-9-timings-05', 'ENCODING', 'resetReadingsAfterOperation', 300],
  ['002-9-timings-01', 'ENCODING', 'antennaTurnWaitingInterval', 1000],
  ['', 'ENCODING', 'askUserInputEveryTime', false],
  ['002-3-options-17', 'ENCODING', 'onItemAlreadyEncodedFeedback', 'toast'],
  ['', 'ENCODING', 'itemTypeConfigs', {}],
  ['000-3-operation-47 001-3-operation-31', 'SIMPLE_PARCEL_LIST', 'viewMode', 'parcel'],
  ['000-3-operation-48 001-3-operation-32', 'SIMPLE_PARCEL_LIST', 'showModalOnConfirm', false],
  ['000-3-operation-49 001-3-operation-33', 'SORTING', 'enableOriginZone', false],
  ['000-3-operation-49 001-3-operation-33', 'SORTING', 'enablePicking', false],
  ['000-3-operation-49 001-3-operation-33', 'SORTING', 'showCreateButton', false],
  ['000-3-operation-49 001-3-operation-33', 'SORTING', 'showCloseButton', false],
  ['000-3-operation-49 001-3-operation-33', 'SORTING', 'showDeleteButton', false],
  ['000-3-operation-50 001-3-operation-34', 'SORTING', 'pricingEnabled', false],
  ['000-3-operation-50 001-3-operation-34', 'SORTING', 'enableCheckZone', false],
  ['000-3-operation-50 001-3-operation-34', 'SORTING', 'showTransactionDateModal', false],
  ['001-3-operation-35 001-2.13-23', 'SORTING', 'itemConfirmMode', 'full'],
  ['000-3-operation-51', 'SIMPLE_ITEM_SESSION_LIST', 'resetReadingsAfterOperation', 500],
  ['000-3-operation-52', 'SIMPLE_ITEM_SESSION_LIST', 'stopAndResetAntennaTimeout', 3000],
  ['', 'SIMPLE_ITEM_SESSION_LIST', 'sessionRework', false],
  ['', 'SIMPLE_ITEM_SESSION_LIST', 'sessionUpdatePolicy', 'error'],
  ['', 'SIMPLE_ITEM_SESSION_LIST', 'showSessionWarningIfNoQc', false],
  ['', 'SIMPLE_ITEM_SESSION_LIST', 'blockListIfNoQc', false],
] as const;

describe('kind options: defaults (000 §3, 001 §3, 002 §3)', () => {
  it.each(defaultCases)('[%s] %s should default %s to %j', (_ids, type, name, expected) => {
    const { values, diagnostics } = kindOptions(type);
    expect(values[name]).toEqual(expected);
    expect(diagnostics).toEqual([]);
  });

  it('should test the default of every option of every kind table', () => {
    const tested = defaultCases.map(([, type, name]) => `${kindOfType[type]}.${name}`);
    const all = operationKinds.flatMap((kind) => Object.keys(kindOptionSpecs[kind]).map((name) => `${kind}.${name}`));
    expect(new Set(tested)).toEqual(new Set(all));
  });

  it.each(operationTypes.map((type) => [type, kindOfType[type]]))('%s should carry the kind %s', (type, kind) => {
    expect(kindOptions(type).values.kind).toBe(kind);
  });

  it('should keep every option name in one table only, so no table hides another', () => {
    const names = [commonOptionSpec, itemStatusOptionSpec].flatMap((table) => Object.keys(table));
    for (const kind of operationKinds) {
      const kindNames = Object.keys(kindOptionSpecs[kind]);
      expect(kindNames.filter((name) => names.includes(name))).toEqual([]);
    }
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('kind options: conversions', () => {
  it.each([
    ['000-3-operation-28', 'INBOUND', 'hasChecklist', 'true', true],
    ['000-3-operation-29', 'INBOUND', 'readingMode', 'barcode', 'barcode'],
    ['000-3-operation-30', 'OUTBOUND', 'shippingMode', 'shipment', 'shipment'],
    ['000-3-operation-31', 'INBOUND', 'canConfirmWithMissing', 'no', 'no'],
    ['000-3-operation-31', 'INBOUND', 'canConfirmWithMissing', 'yes please', 'allow'],
    ['000-3-operation-32', 'INBOUND', 'canConfirmWithOverQuantity', 'withwarning', 'withWarning'],
    ['000-3-operation-33', 'INBOUND', 'canConfirmWithUnexpected', 'always', 'allow'],
    ['000-3-operation-35 001-3-operation-25', 'PACKING', 'persistParcelContentScannings', 'onBatchRead', 'onBatchRead'],
    ['001-3-operation-26', 'INBOUND', 'startAsnScreen', 'asnListAndInputCode', 'asnListAndInputCode'],
    ['001-3-operation-26', 'OUTBOUND', 'startAsnScreen', 'inputCode', 'inputCode'],
    ['000-3-operation-40', 'INBOUND', 'shippingReadTimeout', '2500', 2500],
    ['000-3-operation-42 001-3-operation-29', 'INBOUND', 'startParcelWithAsn', 'false', false],
    ['000-3-operation-42', 'INBOUND', 'startParcelWithAsn', 'TRUE', true],
    ['000-3-operation-43', 'SIMPLE_ITEM_LIST', 'confirmOnItemRead', 'true', true],
    ['000-3-operation-44 002-3-options-02', 'ENCODING', 'canForceAssociation', 'withPin', 'withPin'],
    ['002-3-options-02', 'ENCODING', 'canForceAssociation', 'afterRetry', 'afterRetry'],
    ['000-3-operation-45', 'ENCODING', 'scanIdentifier', 'rfidAndSerial', 'rfidAndSerial'],
    ['000-3-operation-46', 'ENCODING', 'skipValidation', 'true', true],
    ['002-3-options-05', 'ENCODING', 'initialType', 'orderRow', 'orderRow'],
    ['002-3-options-07', 'ENCODING', 'expectOnlyMandatoryIdentifiers', 'true', true],
    ['002-3-options-08', 'ENCODING', 'productionOrderRowSelectionMode', 'byOrderAndSku', 'byOrderAndSku'],
    ['002-3-options-09', 'ENCODING', 'useTidTargetDuringWrite', 'false', false],
    ['002-3-options-09', 'ENCODING', 'uhfTagToWriteRegex', '^E2', '^E2'],
    ['002-3-options-10', 'ENCODING', 'enableUhfWrite', 'yes', true],
    ['002-3-options-11', 'ENCODING', 'ignoreUnknownTags', 'yes', true],
    ['', 'ENCODING', 'askUserInputEveryTime', 'false', false],
    ['002-3-options-17', 'ENCODING', 'onItemAlreadyEncodedFeedback', 'confirmModal', 'confirmModal'],
    ['002-3-options-17', 'ENCODING', 'onItemAlreadyEncodedFeedback', 'banner', 'toast'],
    ['001-3-operation-31', 'SIMPLE_PARCEL_LIST', 'viewMode', 'parcelAndAsn', 'parcelAndAsn'],
    ['000-3-operation-49', 'SORTING', 'showCreateButton', 'true', true],
    ['001-3-operation-35 001-2.13-23', 'SORTING', 'itemConfirmMode', 'partial', 'partial'],
    ['001-3-operation-35', 'SORTING', 'itemConfirmMode', 'total', 'full'],
    ['', 'SIMPLE_ITEM_SESSION_LIST', 'sessionRework', 'yes', true],
    ['', 'SIMPLE_ITEM_SESSION_LIST', 'sessionUpdatePolicy', 'keepPreviousVersions', 'keepPreviousVersions'],
    ['', 'SIMPLE_ITEM_SESSION_LIST', 'blockListIfNoQc', 'true', true],
  ] as const)('[%s] %s should convert %s %j to %j', (_ids, type, name, raw, expected) => {
    const { values, diagnostics } = kindOptions(type, { [name]: raw });
    expect(values[name]).toEqual(expected);
    expect(diagnostics).toEqual([]);
  });

  it.each([
    ['000-3-operation-30', 'INBOUND', 'shippingMode', 'byPallet', 'parcelByParcel'],
    ['000-3-operation-35', 'INBOUND', 'persistParcelContentScannings', 'never', 'onUserConfirm'],
    ['000-3-operation-36', 'INBOUND', 'startAsnScreen', 'yes', 'no'],
    ['000-3-operation-40', 'INBOUND', 'shippingReadTimeout', 'soon', 1000],
    ['000-3-operation-42', 'INBOUND', 'startParcelWithAsn', 'nope', true],
    ['000-3-operation-44', 'ENCODING', 'canForceAssociation', 'always', 'no'],
    ['000-3-operation-45', 'ENCODING', 'scanIdentifier', 'nfc', 'rfid'],
    ['002-3-options-09', 'ENCODING', 'uhfTagToWriteRegex', '(E2', ''],
    ['', 'ENCODING', 'antennaTurnWaitingInterval', '1s', 1000],
    ['000-3-operation-47', 'SIMPLE_PARCEL_LIST', 'viewMode', 'asn', 'parcel'],
    ['', 'SIMPLE_ITEM_SESSION_LIST', 'sessionUpdatePolicy', 'merge', 'error'],
    ['000-3-operation-51', 'SIMPLE_ITEM_SESSION_LIST', 'resetReadingsAfterOperation', 'NaN', 500],
  ] as const)('[%s] %s should give %s %j its default %j with a diagnostic', (_ids, type, name, raw, expected) => {
    const { values, diagnostics } = kindOptions(type, { [name]: raw });
    expect(values[name]).toEqual(expected);
    expect(diagnostics).toEqual([
      expect.objectContaining({ problem: 'invalid', path: `$.options.${name}`, option: name, value: raw }),
    ]);
  });

  it('[002-3-options-06] [000-9-57] should fall back from initialType wam to product while the wam feature is off', () => {
    const { values, diagnostics } = kindOptions('ENCODING', { initialType: 'wam' });
    expect(values.initialType).toBe('product');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        path: '$.options.initialType',
        value: 'wam',
        message: 'Operation OP-1: $.options.initialType is "wam", which needs the wam feature (off); using "product".',
      }),
    ]);
  });

  it('should keep initialType wam with the wam feature on', () => {
    const { values, diagnostics } = kindOptions('ENCODING', { initialType: 'wam' }, { wam: true });
    expect(values.initialType).toBe('wam');
    expect(diagnostics).toEqual([]);
  });

  it('should collect itemTypeConfig_<name> options by name', () => {
    const { operation, diagnostics } = parseOperation(
      rawOperation('ENCODING', {
        itemTypeConfig_default: 'default',
        itemTypeConfig_OUTERWEAR: 'dual-tag',
        itemTypeConfig_BAG: 'authenticity',
      }),
    );
    expect(operation.kindOptions).toMatchObject({
      kind: 'encoding',
      itemTypeConfigs: { default: 'default', OUTERWEAR: 'dual-tag', BAG: 'authenticity' },
    });
    expect(operation.extraOptions).toEqual({});
    expect(diagnostics).toEqual([]);
  });

  it('should keep the options of another kind as extra options', () => {
    const { operation, diagnostics } = parseOperation(rawOperation('SORTING', { hasChecklist: 'true', viewMode: 'x' }));
    expect(operation.extraOptions).toEqual({ hasChecklist: 'true', viewMode: 'x' });
    expect(diagnostics).toEqual([]);
  });
});
