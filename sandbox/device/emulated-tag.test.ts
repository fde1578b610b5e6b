import { describe, expect, it } from 'vitest';
import { encodedTagMessage, type EmulatedTag } from './emulated-tag.ts';

describe('encodedTagMessage()', () => {
  it('is the 000 §7.5 scannings JSON of the tag, never its password', () => {
    const tag: EmulatedTag = { epc: '30AA', tid: 'E2', password: '1234' };
    expect(JSON.parse(encodedTagMessage(tag).toString('utf8'))).toEqual({ epc: '30AA', tid: 'E2' });
  });

  it('is encoded once while the tag is unchanged, and again after a write changed its EPC', () => {
    const tag: EmulatedTag = { epc: '30AA' };
    const first = encodedTagMessage(tag);
    expect(encodedTagMessage(tag)).toBe(first);
    tag.epc = '30BB';
    expect(JSON.parse(encodedTagMessage(tag).toString('utf8'))).toEqual({ epc: '30BB' });
  });
});
