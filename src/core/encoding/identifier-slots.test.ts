import { describe, expect, it } from 'vitest';
import type { ValidationResponse } from './encoding-records.ts';
import { identifiersToSend, slotsOf, withAntennaStopped, withRead, withValidation } from './identifier-slots.ts';

const authenticity = slotsOf([
  { identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false },
  { identifierType: 'NFC_TAG', role: 'AUTHENTICITY', optional: false },
  { identifierType: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial', optional: true },
]);
const response = (over: Partial<ValidationResponse>): ValidationResponse => ({
  success: false,
  operationToPerform: 'FAIL',
  configurationDetails: [],
  errors: [],
  ...over,
});

describe('identifier slots (002 §4 Identifier _status)', () => {
  it('[002-4-status-02] [002-4-status-03] [002-4-status-04] start TO_BE_READ; a read fills the first free slot of its type as PROCESSING, or is added', () => {
    expect(authenticity.map((slot) => slot.status)).toEqual(['TO_BE_READ', 'TO_BE_READ', 'TO_BE_READ']);
    let slots = withRead(authenticity, { uid: 'NFC1' });
    slots = withRead(slots, { epc: 'E1', tid: 'T1' });
    slots = withRead(slots, { epc: 'E2' });
    expect(slots.map(({ role, code, status, added }) => [role, code, status, added])).toEqual([
      ['EMBEDDED', 'E1', 'PROCESSING', false],
      ['AUTHENTICITY', 'NFC1', 'PROCESSING', false],
      ['serial', '', 'TO_BE_READ', false],
      ['', 'E2', 'PROCESSING', true],
    ]);
    expect(withRead(slots, { epc: 'E1' })).toEqual(slots);
  });

  it('[002-4-status-05] [002-4-status-06] [002-4-status-07] [002-4-status-08] after validation: coded ones CONFIRMED, refs ERROR with errors accumulated, ignoredTags IGNORED', () => {
    let slots = withRead(withRead(withRead(authenticity, { epc: 'E1' }), { uid: 'N1' }), { epc: 'E9' });
    slots = withValidation(
      slots,
      response({
        errors: [
          { errorCode: 'WRONG_TAG', ref: 'N1', forcible: false },
          { errorCode: 'UNKNOWN_TAG', ref: 'N1', forcible: false },
          { errorCode: 'WRONG_TAG', ref: 'N1', forcible: false },
        ],
        item: { id: '', identifiers: [{ code: 'E1', role: 'EMBEDDED', type: 'UHF_TAG' }], ignoredTags: ['E9'] },
      }),
    );
    expect(slots.map(({ code, status, errors }) => [code, status, errors.join(', ')])).toEqual([
      ['E1', 'CONFIRMED', ''],
      ['N1', 'ERROR', 'WRONG_TAG, UNKNOWN_TAG'],
      ['', 'TO_BE_READ', ''],
      ['E9', 'IGNORED', ''],
    ]);
  });

  it("[002-4-status-09] [002-4-status-12] a tag mismatch makes every identifier ERROR; 'Missing Tag' adds an unread ERROR one", () => {
    const read = withRead(authenticity, { epc: 'E1' });
    const mismatch = withValidation(
      read,
      response({ errors: [{ errorCode: 'TAG_MISMATCH', ref: '', forcible: false }] }),
    );
    expect(mismatch.every((slot) => slot.status === 'ERROR')).toBe(true);
    const missing = withValidation(
      read,
      response({ errors: [{ errorCode: 'Missing Tag', ref: 'PENDANT', forcible: false }] }),
    );
    expect(missing.at(-1)).toMatchObject({ role: 'PENDANT', read: false, status: 'ERROR', errors: ['Missing Tag'] });
  });

  it('the antenna stopping early: unread tags (not barcodes) become ERROR dynamic tag missing; ERROR ones stay', () => {
    const slots = withAntennaStopped(withRead(authenticity, { epc: 'E1' }));
    expect(slots.map(({ status, errors }) => [status, errors])).toEqual([
      ['PROCESSING', []],
      ['ERROR', ['dynamicTagMissing']],
      ['TO_BE_READ', []],
    ]);
  });

  it('sends the read identifiers with their role, TID and desired code, never the ignored ones', () => {
    const slots = withRead(withRead(authenticity, { epc: 'E1', tid: 'T1' }), { uid: 'N1' });
    expect(identifiersToSend(slots)).toEqual([
      { identifierType: 'UHF_TAG', code: 'E1', tid: 'T1', role: 'EMBEDDED' },
      { identifierType: 'NFC_TAG', code: 'N1', role: 'AUTHENTICITY' },
    ]);
  });
});
