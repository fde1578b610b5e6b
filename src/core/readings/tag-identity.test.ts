import { describe, expect, it } from 'vitest';
import { hasIgnoredPrefix, identifierTypeOf, tagKey } from './tag-identity.ts';

describe('tagKey() (000 §4.5)', () => {
  it('[000-4.5-01] keys a tag by its uid first', () => {
    expect(tagKey({ uid: 'U1', epc: 'E1' })).toBe('U1');
  });
  it('[000-4.5-02] keys a tag without uid by its epc', () => {
    expect(tagKey({ epc: 'E1', tid: 'T1' })).toBe('E1');
  });
  it('[000-4.5-03] gives no key to a tag with neither uid nor epc', () => {
    expect(tagKey({ tid: 'T1', barcode: '123' })).toBeUndefined();
    expect(tagKey({ uid: '', epc: '' })).toBeUndefined();
  });
});

describe('identifierTypeOf() (000 §3 Tag read)', () => {
  it('[000-3-tagread-04] [000-3-tagread-05] [000-3-tagread-06] gives NFC_TAG for a uid, SIMPLE_ITEM_IDENTIFIER for a barcode, else UHF_TAG', () => {
    expect(identifierTypeOf({ uid: 'U', barcode: 'B', epc: 'E' })).toBe('NFC_TAG');
    expect(identifierTypeOf({ barcode: 'B', epc: 'E' })).toBe('SIMPLE_ITEM_IDENTIFIER');
    expect(identifierTypeOf({ epc: 'E' })).toBe('UHF_TAG');
  });
});

describe('hasIgnoredPrefix() (000 §4.5)', () => {
  it('[000-4.5-04] ignores an EPC starting with a configured prefix', () => {
    expect(hasIgnoredPrefix({ epc: 'E28011700000AB' }, ['3034', 'E280117'])).toBe(true);
    expect(hasIgnoredPrefix({ epc: '3034ABCD' }, ['E280'])).toBe(false);
  });
  it('[000-4.5-04] checks the EPC only, and not with no prefixes or an empty one', () => {
    expect(hasIgnoredPrefix({ uid: 'E280' }, ['E280'])).toBe(false);
    expect(hasIgnoredPrefix({ epc: 'E280' }, [])).toBe(false);
    expect(hasIgnoredPrefix({ epc: 'E280' }, [''])).toBe(false);
  });
});
