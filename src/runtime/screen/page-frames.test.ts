/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFrameSource } from './page-frames.ts';

describe('pageFrameSource()', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
  afterEach(() => void vi.useRealTimers());

  it('should run the waiting work in a task after the next frame, once', async () => {
    const frames = pageFrameSource()!;
    const run = vi.fn();
    frames.afterNextFrame(run);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('should say a hidden page paints nothing, and let the work go after a while without frames', async () => {
    const frames = pageFrameSource()!;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(frames.paused()).toBe(true);
    const run = vi.fn();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    frames.afterNextFrame(run);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
