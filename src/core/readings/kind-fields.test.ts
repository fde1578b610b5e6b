import { describe, expect, it } from 'vitest';
import { kindFieldText, patchKindFields } from './kind-fields.ts';

describe('patchKindFields()', () => {
  it.each([
    ['sets a field', undefined, { qcStatus: 'LOADING' }, { qcStatus: 'LOADING' }],
    ['replaces a value', { qcStatus: 'LOADING' }, { qcStatus: 'OK' }, { qcStatus: 'OK' }],
    [
      'clears with null, keeping the others',
      { qcStatus: 'OK', parcelCode: 'P' },
      { qcStatus: null },
      { parcelCode: 'P' },
    ],
    ['changes nothing with the same value', { qcStatus: 'OK' }, { qcStatus: 'OK' }, undefined],
    ['changes nothing clearing an absent field', { parcelCode: 'P' }, { qcStatus: null }, undefined],
  ])('should %s', (_title, fields, patch, expected) => {
    expect(patchKindFields(fields, patch)).toEqual(expected);
  });
});

describe('kindFieldText()', () => {
  it("should answer the field's text, '' when absent", () => {
    expect(kindFieldText({ qcStatus: 'KO' }, 'qcStatus')).toBe('KO');
    expect(kindFieldText(undefined, 'qcStatus')).toBe('');
  });
});
