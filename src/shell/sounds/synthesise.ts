import type { SoundName } from './sound-names.ts';

/** The rate the cue files use: plenty for short cues under 2 kHz, and it keeps each file small. */
export const cueSampleRate = 22050;

/** Partials as [frequency ratio, relative amplitude]; a few smooth ones keep the cues soft on small speakers. */
const timbres = {
  sine: [[1, 1]],
  soft: [
    [1, 1],
    [2, 0.12],
  ],
  chime: [
    [1, 1],
    [2, 0.3],
    [3, 0.1],
  ],
  buzz: [
    [1, 1],
    [3, 0.33],
    [5, 0.2],
    [7, 0.12],
  ],
  tick: [
    [1, 1],
    [2.76, 0.4],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

/** One note of a cue; times in seconds. */
interface Tone {
  at: number;
  length: number;
  hz: number;
  /** Glides (exponentially) to this frequency over the note. */
  toHz?: number;
  timbre: keyof typeof timbres;
  /** Exponential decay time constant. */
  decay: number;
  attack?: number;
}

/** A cue's notes and its peak level (the player plays at volume 1, 000 §9, so loudness lives here). */
interface Cue {
  peak: number;
  tones: readonly Tone[];
}

const shortestCue = 0.08;
const tail = 0.01;

export const cues: Readonly<Record<SoundName, Cue>> = {
  // Rising fifth E5 → B5, bell-like.
  success: {
    peak: 0.7,
    tones: [
      { at: 0, length: 0.14, hz: 659.25, timbre: 'chime', decay: 0.08 },
      { at: 0.09, length: 0.24, hz: 987.77, timbre: 'chime', decay: 0.12 },
    ],
  },
  // Two low buzzes on E♭3.
  error: {
    peak: 0.6,
    tones: [
      { at: 0, length: 0.11, hz: 155.56, timbre: 'buzz', decay: 0.2 },
      { at: 0.15, length: 0.11, hz: 155.56, timbre: 'buzz', decay: 0.2 },
    ],
  },
  // Descending G4 → E4 → C4.
  fail: {
    peak: 0.65,
    tones: [
      { at: 0, length: 0.12, hz: 392, timbre: 'soft', decay: 0.09 },
      { at: 0.11, length: 0.12, hz: 329.63, timbre: 'soft', decay: 0.09 },
      { at: 0.22, length: 0.16, hz: 261.63, timbre: 'soft', decay: 0.1 },
    ],
  },
  // Quiet C5 → G5 in pure tones.
  confirmation: {
    peak: 0.55,
    tones: [
      { at: 0, length: 0.1, hz: 523.25, timbre: 'sine', decay: 0.07 },
      { at: 0.08, length: 0.14, hz: 783.99, timbre: 'sine', decay: 0.08 },
    ],
  },
  // A short upward blip.
  next: { peak: 0.55, tones: [{ at: 0, length: 0.09, hz: 660, toHz: 990, timbre: 'soft', decay: 0.05 }] },
  // A very short high beep, A6.
  scan: { peak: 0.5, tones: [{ at: 0, length: 0.07, hz: 1760, timbre: 'sine', attack: 0.003, decay: 0.04 }] },
  // A tiny tick: a fast-decaying, slightly inharmonic burst.
  tap: {
    peak: 0.45,
    tones: [{ at: 0, length: 0.035, hz: 1200, timbre: 'tick', attack: 0.001, decay: 0.008 }],
  },
};

/** A raised-cosine ramp from 0 to 1 over `span` samples: no corner, so no click. */
const ramp = (index: number, span: number) => (index >= span ? 1 : 0.5 - 0.5 * Math.cos((Math.PI * index) / span));

function addTone(out: Float32Array, tone: Tone, sampleRate: number) {
  const start = Math.round(tone.at * sampleRate);
  const count = Math.round(tone.length * sampleRate);
  const attack = Math.max(1, Math.round((tone.attack ?? 0.006) * sampleRate));
  const release = Math.max(1, Math.round(Math.min(0.015, tone.length / 3) * sampleRate));
  const partials = timbres[tone.timbre];
  let phase = 0;
  for (let i = 0; i < count && start + i < out.length; i++) {
    const progress = i / count;
    const hz = tone.toHz === undefined ? tone.hz : tone.hz * (tone.toHz / tone.hz) ** progress;
    const envelope = ramp(i, attack) * ramp(count - 1 - i, release) * Math.exp(-i / (tone.decay * sampleRate));
    let value = 0;
    for (const [ratio, amplitude] of partials) value += amplitude * Math.sin(ratio * phase);
    out[start + i] = (out[start + i] ?? 0) + envelope * value;
    phase += (2 * Math.PI * hz) / sampleRate;
  }
}

/** Renders a cue as mono samples in [-1, 1], silent at both ends and normalised to the cue's peak. */
export function synthesise(name: SoundName, sampleRate = cueSampleRate): Float32Array {
  const cue = cues[name];
  const end = Math.max(...cue.tones.map((tone) => tone.at + tone.length));
  const out = new Float32Array(Math.round(Math.max(shortestCue, end + tail) * sampleRate));
  for (const tone of cue.tones) addTone(out, tone, sampleRate);
  const loudest = out.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
  return loudest === 0 ? out : out.map((sample) => (sample / loudest) * cue.peak);
}
