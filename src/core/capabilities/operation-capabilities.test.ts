import { describe, expect, it } from 'vitest';
import { operationTypes, type OperationType } from '../operation-types.ts';
import { canRunOperation, canViewWorkstations, requiredCapabilities } from './operation-capabilities.ts';

const admin = { capabilities: ['System.Administration.perform'] };

describe('requiredCapabilities()', () => {
  it.each<[string, OperationType, string[]]>([
    ['[000-6-09] [001-6-01]', 'INBOUND', ['Operation.Inbound.perform']],
    ['[000-6-10] [001-6-02]', 'OUTBOUND', ['Operation.Outbound.perform']],
    ['[000-6-11] [001-6-04]', 'TRANSFER_TO_ZONE', ['Operation.TransferToZone.perform']],
    ['[000-6-12] [001-6-05]', 'SIMPLE_PARCEL_LIST', ['Operation.SimpleParcelList.perform']],
    ['[000-6-13] [001-6-03]', 'PACKING', ['Operation.Packing.perform']],
    ['[000-6-14] [002-6-caps-01]', 'ENCODING', ['Operation.Encoding.perform']],
    ['[000-6-04]', 'SIMPLE_ITEM_LIST', []],
    ['[000-6-04]', 'SORTING', []],
    ['[000-6-04]', 'INVENTORY', []],
    ['[000-6-04]', 'SIMPLE_ITEM_SESSION_LIST', []],
    ['[000-6-04]', 'TAG_INFO', []],
  ])('%s should require for %s: %j', (_ids, type, expected) => {
    expect(requiredCapabilities(type)).toEqual(expected);
  });
});

describe('canRunOperation()', () => {
  it.each(operationTypes)('[000-6-05] should let a user holding what %s requires run it', (type) => {
    expect(canRunOperation({ capabilities: [...requiredCapabilities(type)] }, { type })).toBe(true);
  });

  it.each(operationTypes.filter((type) => requiredCapabilities(type).length > 0))(
    '[000-6-05] [002-6-caps-01] should refuse %s to a user holding other capabilities',
    (type) => {
      expect(canRunOperation({ capabilities: ['Operation.Other.perform'] }, { type })).toBe(false);
      expect(canRunOperation(undefined, { type })).toBe(false);
    },
  );

  it.each(operationTypes)('[000-6-07] [001-6-06] [002-6-caps-07] should let an administrator run %s', (type) => {
    expect(canRunOperation(admin, { type })).toBe(true);
  });

  it('[000-6-04] should let anyone run a type the documents name no capability for', () => {
    expect(canRunOperation({ capabilities: [] }, { type: 'SORTING' })).toBe(true);
  });
});

describe('canViewWorkstations()', () => {
  it.each([
    [['Resource.Workstation.view'], true],
    [['System.Administration.perform'], true],
    [['Operation.Inbound.perform'], false],
    [[], false],
  ])('[000-6-08] should answer %j with %s', (capabilities, expected) => {
    expect(canViewWorkstations({ capabilities })).toBe(expected);
  });
});
