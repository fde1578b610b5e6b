import { describe, expect, it } from 'vitest';
import { decodeResultLabels } from './decode-result-label.ts';
import { statusChip } from './status-chip.ts';

const lists = { ignore: [], ignoreWithReason: [], error: ['ITEM_NOT_IN_STOCK'], warning: ['CUSTOM_CHECK'] };

describe('statusChip() (000 §4.6 status chips)', () => {
  it('[000-4.6-21] is error or warning when the operation lists the status', () => {
    expect(statusChip('ITEM_NOT_IN_STOCK', lists).severity).toBe('error');
    expect(statusChip('CUSTOM_CHECK', lists).severity).toBe('warning');
    expect(statusChip('ITEM_NOT_IN_INBOUND', lists).severity).toBe('default');
  });
  it('[000-4.6-22] [000-4.6-23] has a label key when known, else shows underscores as spaces', () => {
    expect(statusChip('RESTORE_VARIANT', lists).labelKey).toBe('readings.statuses.RESTORE_VARIANT');
    expect(statusChip('CUSTOM_CHECK', lists)).toMatchObject({ labelKey: undefined, plainLabel: 'CUSTOM CHECK' });
  });
});

describe('decodeResultLabels (000 §4.6 decoded result types)', () => {
  it('[000-4.6-16] [000-4.6-17] [000-4.6-18] [000-4.6-19] labels and colours', () => {
    expect(decodeResultLabels.itemFound).toEqual({ key: 'valid', colour: 'green' });
    expect(decodeResultLabels.productFound).toEqual({ key: 'unknownTag', colour: 'yellow' });
    expect(decodeResultLabels.unknownDecoded).toEqual({ key: 'unknownProduct', colour: 'yellow' });
    expect(decodeResultLabels.unknown).toEqual({ key: 'invalidTag', colour: 'red' });
  });
});
