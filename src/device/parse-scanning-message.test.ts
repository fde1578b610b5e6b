import { describe, expect, it } from 'vitest';
import { parseScanningMessage } from './parse-scanning-message.ts';

describe('parseScanningMessage() (000 §7.5-21: the socket is not trusted)', () => {
  it.each([
    ['{"epc":"E1","tid":"T1"}', { epc: 'E1', tid: 'T1', antennaCode: 'ANT' }],
    ['{"uid":"04A1"}', { uid: '04A1', antennaCode: 'ANT' }],
    ['{"barcode":"800123"}', { barcode: '800123', antennaCode: 'ANT' }],
    ['{"epc":"E1","rssi":-51.5,"password":"x"}', { epc: 'E1', rssi: -51.5, antennaCode: 'ANT' }],
  ])('[000-1-10] [000-3-tagread-01] reads %s: epc (UHF), uid (NFC), tid and barcode', (data, read) => {
    expect(parseScanningMessage(data, 'ANT')).toEqual(read);
  });

  it.each([
    ['a keep-alive', '{"type":"keep-alive"}'],
    ['bad JSON', '{"epc":'],
    ['an array', '[{"epc":"E1"}]'],
    ['a number EPC', '{"epc":42}'],
    ['an empty EPC', '{"epc":""}'],
    ['a tid alone', '{"tid":"T1"}'],
    ['a binary frame', new ArrayBuffer(4)],
    ['a huge EPC', JSON.stringify({ epc: 'E'.repeat(600) })],
    ['null', 'null'],
  ])('ignores %s', (_what, data) => {
    expect(parseScanningMessage(data)).toBeUndefined();
  });

  it('drops a non-numeric rssi and leaves out the antenna when not known', () => {
    expect(parseScanningMessage('{"epc":"E1","rssi":"loud"}')).toEqual({ epc: 'E1' });
  });
});
