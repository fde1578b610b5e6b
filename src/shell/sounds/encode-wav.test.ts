import { encodeWav } from './encode-wav.ts';
import { parseWav } from '../../test-support/wav-test-utils.ts';

describe('encodeWav()', () => {
  it('should write a RIFF/WAVE header for 16-bit mono PCM', () => {
    const wav = parseWav(encodeWav(new Float32Array(10), 22050));
    expect(wav).toMatchObject({
      riff: 'RIFF',
      riffSize: 36 + 20,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 22050,
      byteRate: 44100,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataBytes: 20,
    });
  });

  it('should be 44 header bytes plus two bytes a sample', () => {
    expect(encodeWav(new Float32Array(441), 22050)).toHaveLength(44 + 882);
  });

  it.each([
    [0, 0],
    [1, 32767],
    [-1, -32768],
    [0.5, 16384],
    [2, 32767],
    [-3, -32768],
  ])('should store sample %d as %d (clamped to [-1, 1])', (sample, stored) => {
    expect(parseWav(encodeWav([sample], 8000)).samples).toEqual([stored]);
  });

  it.each([0, -1, 22050.5])('should refuse sample rate %d', (rate) => {
    expect(() => encodeWav([0], rate)).toThrow(RangeError);
  });
});
