import { soundNames, type SoundName } from './sound-names.ts';

export { soundNames, type SoundName } from './sound-names.ts';

/** The part of HTMLAudioElement the player uses, so tests can hand it a fake. */
export interface CueAudio {
  volume: number;
  currentTime: number;
  preload: string;
  load(): void;
  play(): Promise<void> | void;
}

export interface SoundPlayerOptions {
  /** Where the cue files are served, ending in '/' (`public/sounds/` is served at '/sounds/'). */
  baseUrl?: string;
  createAudio?: (src: string) => CueAudio;
  /** Asked on every play: a switched-off cue makes no sound and starts no download. */
  enabled?: () => boolean;
}

export interface SoundPlayer {
  /** Plays a cue from its start, even when it is still sounding, so rapid scans each sound. Never throws. */
  play(name: SoundName): void;
  /** Loads every cue now, so the first play is not late. */
  preload(): void;
}

/** 000 §9: the volume of every cue. */
export const soundVolume = 1;

export function createSoundPlayer({
  baseUrl = '/sounds/',
  createAudio = (src) => new Audio(src),
  enabled = () => true,
}: SoundPlayerOptions = {}): SoundPlayer {
  const audios = new Map<SoundName, CueAudio>();
  const audioFor = (name: SoundName) => {
    let audio = audios.get(name);
    if (!audio) {
      audio = createAudio(`${baseUrl}${name}.wav`);
      audio.volume = soundVolume;
      audio.preload = 'auto';
      audios.set(name, audio);
    }
    return audio;
  };

  return {
    play(name) {
      if (!enabled()) return;
      try {
        const audio = audioFor(name);
        audio.currentTime = 0;
        // A cue is feedback, never essential: a play the browser refuses (autoplay policy before the first gesture,
        // a missing file) is dropped without a word rather than surfacing as an unhandled rejection.
        void Promise.resolve(audio.play()).catch(() => undefined);
      } catch {
        // An Audio the environment cannot create or seek is silent.
      }
    },
    preload() {
      for (const name of soundNames) {
        try {
          audioFor(name).load();
        } catch {
          // As in play(): no sound is better than a broken start-up.
        }
      }
    },
  };
}
