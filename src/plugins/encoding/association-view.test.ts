import { describe, expect, it } from 'vitest';
import { slotsOf, withRead, withValidation } from '../../core/encoding/identifier-slots.ts';
import { manualInput } from './association-view.ts';

const authenticity = slotsOf([
  { identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false },
  { identifierType: 'NFC_TAG', role: 'AUTHENTICITY', optional: false },
  { identifierType: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial', optional: true },
]);

describe("the 'or' manual input of the antenna panel (002 §2)", () => {
  it('[002-2-associate-25] [002-2-associate-26] shows for a serial neither confirmed nor in error, enabled only while it is TO_BE_READ', () => {
    expect(manualInput(authenticity)).toEqual({ shown: true, enabled: true, role: 'serial' });
    const typed = withRead(authenticity, { barcode: 'BAG-4711' });
    expect(manualInput(typed)).toEqual({ shown: true, enabled: false, role: 'serial' });
    const confirmed = withValidation(typed, {
      success: true,
      operationToPerform: 'CREATE_ITEM',
      configurationDetails: [],
      errors: [],
    });
    expect(manualInput(confirmed).shown).toBe(false);
  });

  it('is not shown without a serial to enter', () => {
    expect(manualInput(slotsOf([{ identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false }])).shown).toBe(false);
  });
});
