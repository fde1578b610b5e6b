import type { FrameSource } from '../../core/readings/answer-pacing.ts';

/** A hidden page paints no frames; the fallback timer lets waiting work go on there (it then runs all at once). */
const hiddenFallbackMs = 100;

/**
 * The page's frames for the answer pacing: `afterNextFrame` runs in a task of its own once the next frame is painted
 * (an animation frame, then a task after its paint), so the waiting answers start a frame instead of delaying one.
 * Undefined where there is no document (workers, Node).
 */
export function pageFrameSource(): FrameSource | undefined {
  if (typeof document === 'undefined' || typeof requestAnimationFrame !== 'function') return undefined;
  return {
    now: () => performance.now(),
    afterNextFrame(run) {
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        clearTimeout(fallback);
        run();
      };
      const fallback = setTimeout(once, hiddenFallbackMs);
      requestAnimationFrame(() => setTimeout(once, 0));
    },
    paused: () => document.visibilityState === 'hidden',
  };
}
