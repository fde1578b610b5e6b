/**
 * Where the pacing learns of frames: the animation frames of the page (page-frames.ts), or none (every piece of work
 * runs at once, as in tests and when the page is hidden and paints nothing).
 */
export interface FrameSource {
  now(): number;
  /** Calls `run` once the next frame has been painted. */
  afterNextFrame(run: () => void): void;
  /** No frames are painted (a hidden page): nothing is worth waiting for. */
  paused(): boolean;
}

/** Main-thread time a frame gives to decode answers; the rest is the list's, React's and the paint's. */
export const answerBudgetMs = 8;

/**
 * Decode answers applied a frame's share at a time. A debounced group of 20,000 codes goes as 100 requests and their
 * answers come back within a few milliseconds of each other; applied as they come they held the main thread for
 * 300 ms, and the screen froze (gaps of 50 to 83 ms between frames). Work runs when it comes while the frame's budget
 * lasts; the rest waits, in order, for the next frame.
 */
export function createAnswerPacing(frames: FrameSource | undefined, budgetMs = answerBudgetMs) {
  const waiting: Array<() => void> = [];
  let used = 0;
  let frameAsked = false;

  function run(work: () => void) {
    if (!frames) return work();
    const started = frames.now();
    try {
      work();
    } finally {
      used += frames.now() - started;
      askForFrame();
    }
  }

  function askForFrame() {
    if (frameAsked || !frames) return;
    frameAsked = true;
    frames.afterNextFrame(() => {
      frameAsked = false;
      used = 0;
      drain();
    });
  }

  function drain() {
    const all = frames?.paused() ?? true;
    while (waiting.length > 0 && (all || used < budgetMs)) run(waiting.shift()!);
    if (waiting.length > 0) askForFrame();
  }

  return {
    /** Runs `work` now if this frame has time left for it, or after the work waiting before it. */
    apply(work: () => void) {
      if (waiting.length === 0 && (!frames || frames.paused() || used < budgetMs)) return run(work);
      waiting.push(work);
      askForFrame();
    },
    waiting: () => waiting.length,
  };
}
