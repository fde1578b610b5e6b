import { describe, expect, it } from 'vitest';
import { capabilities } from './capability-names.ts';

describe('capabilities', () => {
  it('[000-6-15] should spell the capabilities the documents name', () => {
    expect(capabilities).toMatchObject({
      administration: 'System.Administration.perform',
      viewWorkstations: 'Resource.Workstation.view',
      killTag: 'Operation.Encoding.killTag',
      disassociate: 'Operation.Encoding.disassociate',
      confirmSorting: 'Resource.Sorting.confirm.perform',
    });
  });
});
