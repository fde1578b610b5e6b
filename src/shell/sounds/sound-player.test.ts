import { createSoundPlayer, soundNames, type CueAudio } from './sound-player.ts';

class FakeAudio implements CueAudio {
  volume = 0.5;
  currentTime = 0;
  preload = 'none';
  loads = 0;
  plays: number[] = [];
  constructor(
    readonly src: string,
    private readonly outcome: () => Promise<void> | void = () => Promise.resolve(),
  ) {}
  load() {
    this.loads++;
  }
  play() {
    this.plays.push(this.currentTime);
    this.currentTime = 0.05;
    return this.outcome();
  }
}

function setup(options: { enabled?: () => boolean; outcome?: () => Promise<void> | void } = {}) {
  const created: FakeAudio[] = [];
  const player = createSoundPlayer({
    enabled: options.enabled,
    createAudio: (src) => {
      const audio = new FakeAudio(src, options.outcome);
      created.push(audio);
      return audio;
    },
  });
  return { player, created };
}

describe('createSoundPlayer()', () => {
  it('[000-9-44] should know the seven cues', () => {
    expect(soundNames).toEqual(['confirmation', 'error', 'fail', 'next', 'scan', 'success', 'tap']);
  });

  it('[000-9-44 000-9-45] should play a cue from /sounds/ at volume 1', () => {
    const { player, created } = setup();
    player.play('success');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ src: '/sounds/success.wav', volume: 1, plays: [0] });
  });

  it('should take the files from another base URL', () => {
    const sources: string[] = [];
    const player = createSoundPlayer({
      baseUrl: '/station/sounds/',
      createAudio: (src) => {
        sources.push(src);
        return new FakeAudio(src);
      },
    });
    player.play('scan');
    expect(sources).toEqual(['/station/sounds/scan.wav']);
  });

  it('should restart a cue that is still sounding, so rapid scans each sound', () => {
    const { player, created } = setup();
    player.play('scan');
    player.play('scan');
    player.play('scan');
    expect(created).toHaveLength(1);
    expect(created[0]?.plays).toEqual([0, 0, 0]);
  });

  it('should keep one audio element per cue', () => {
    const { player, created } = setup();
    player.play('error');
    player.play('success');
    player.play('error');
    expect(created.map((audio) => audio.src)).toEqual(['/sounds/error.wav', '/sounds/success.wav']);
  });

  it('[000-9-44 000-9-45] should preload every cue at volume 1 without playing it', () => {
    const { player, created } = setup();
    player.preload();
    expect(created.map((audio) => audio.src)).toEqual(soundNames.map((name) => `/sounds/${name}.wav`));
    expect(created.every((audio) => audio.loads === 1 && audio.volume === 1 && audio.preload === 'auto')).toBe(true);
    expect(created.every((audio) => audio.plays.length === 0)).toBe(true);
    player.play('tap');
    expect(created).toHaveLength(soundNames.length);
  });

  it('should play nothing and load nothing while switched off', () => {
    let on = false;
    const { player, created } = setup({ enabled: () => on });
    player.play('next');
    expect(created).toHaveLength(0);
    on = true;
    player.play('next');
    expect(created[0]?.plays).toEqual([0]);
  });

  it('should swallow a play the browser refuses (autoplay policy)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { player } = setup({
        outcome: () => Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError')),
      });
      expect(() => player.play('fail')).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it.each([
    ['play() returns nothing (an old browser)', { outcome: () => undefined }],
    [
      'play() throws',
      {
        outcome: () => {
          throw new Error('not implemented');
        },
      },
    ],
  ])('should stay silent when %s', (_, options) => {
    const { player } = setup(options);
    expect(() => player.play('confirmation')).not.toThrow();
  });

  it('should stay silent when no audio can be created', () => {
    const player = createSoundPlayer({
      createAudio: () => {
        throw new Error('no audio here');
      },
    });
    expect(() => player.play('tap')).not.toThrow();
    expect(() => player.preload()).not.toThrow();
  });
});
