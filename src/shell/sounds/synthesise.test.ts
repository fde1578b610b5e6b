import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeWav } from './encode-wav.ts';
import { soundNames } from './sound-names.ts';
import { cueSampleRate, synthesise } from './synthesise.ts';
import { parseWav } from '../../test-support/wav-test-utils.ts';

const publicSounds = path.resolve(__dirname, '../../../public/sounds') + '/';

describe('synthesise()', () => {
  it.each(soundNames)('[000-1-34 000-9-44] should render %s as 80–400 ms of samples within [-1, 1]', (name) => {
    const samples = synthesise(name);
    expect(samples.length / cueSampleRate).toBeGreaterThanOrEqual(0.08);
    expect(samples.length / cueSampleRate).toBeLessThanOrEqual(0.4);
    expect(samples.every((sample) => sample >= -1 && sample <= 1)).toBe(true);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(0.3);
  });

  it.each(soundNames)('should start and end %s in silence, with no jump that would click', (name) => {
    const samples = synthesise(name);
    expect(Math.abs(samples[0] ?? 1)).toBeLessThan(0.01);
    expect(Math.abs(samples.at(-1) ?? 1)).toBeLessThan(0.01);
    const firstJump = Math.abs((samples[1] ?? 0) - (samples[0] ?? 0));
    expect(firstJump).toBeLessThan(0.05);
  });

  it('[000-9-44] should render seven different cues', () => {
    const fingerprints = soundNames.map((name) => Array.from(synthesise(name).slice(0, 2000)).join());
    expect(new Set(fingerprints).size).toBe(soundNames.length);
  });

  it('should give the same samples on every run', () => {
    expect(synthesise('success')).toEqual(synthesise('success'));
  });
});

describe('public/sounds', () => {
  it('[000-9-44] should hold a WAV file for the success cue whose header and length match its synthesis', () => {
    const samples = synthesise('success');
    const wav = parseWav(readFileSync(`${publicSounds}success.wav`));
    expect(wav).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, bitsPerSample: 16 });
    expect(wav.sampleRate).toBe(cueSampleRate);
    expect(wav.dataBytes).toBe(samples.length * 2);
    expect(wav.riffSize).toBe(36 + wav.dataBytes);
  });

  it.each(soundNames)('[000-1-34] should hold %s.wav under 30 KB, as scripts/make-sounds.ts writes it', (name) => {
    const file = readFileSync(`${publicSounds}${name}.wav`);
    expect(file.length).toBeLessThan(30 * 1024);
    const stored = parseWav(file).samples;
    const fresh = parseWav(encodeWav(synthesise(name), cueSampleRate)).samples;
    expect(stored).toHaveLength(fresh.length);
    // One step of tolerance: maths libraries may round the last bit differently on another machine.
    expect(stored.every((sample, i) => Math.abs(sample - (fresh[i] ?? 0)) <= 1)).toBe(true);
  });
});
