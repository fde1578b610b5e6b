import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScreenTimers } from './screen-timers.ts';

describe('createScreenTimers()', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('should run a task after its delay, once', () => {
    const timers = createScreenTimers();
    const task = vi.fn();
    timers.after(300, task);
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('should repeat a task and never start a run while the last one is still going', async () => {
    const timers = createScreenTimers();
    let finish: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    timers.every(1000, task);
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('should stop every timer when the screen goes, and start none after', () => {
    const timers = createScreenTimers();
    const task = vi.fn();
    timers.after(100, task);
    timers.every(100, task);
    timers.dispose();
    timers.after(100, task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });

  it('should report a failing task and keep the others going', async () => {
    const onError = vi.fn();
    const timers = createScreenTimers(onError);
    const fine = vi.fn();
    timers.every(100, () => Promise.reject(new Error('poll failed')));
    timers.every(100, fine);
    await vi.advanceTimersByTimeAsync(250);
    expect(onError).toHaveBeenCalledWith(new Error('poll failed'));
    expect(fine).toHaveBeenCalledTimes(2);
  });

  it('should let a cancel stop one timer only', () => {
    const timers = createScreenTimers();
    const a = vi.fn();
    const b = vi.fn();
    const cancel = timers.after(100, a);
    timers.after(100, b);
    cancel();
    vi.advanceTimersByTime(200);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledOnce();
  });

  it('should run a frame task once at the next animation frame, and none once the screen is gone', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => void (frames[id - 1] = () => undefined));
    try {
      const timers = createScreenTimers();
      const task = vi.fn();
      timers.frame(task);
      const cancel = timers.frame(task);
      cancel();
      timers.frame(task);
      timers.dispose();
      for (const callback of frames) callback(0);
      expect(task).toHaveBeenCalledTimes(0);

      const live = createScreenTimers();
      live.frame(task);
      frames.at(-1)!(0);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('should run a frame task after 16 ms where there are no animation frames', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    try {
      const task = vi.fn();
      createScreenTimers().frame(task);
      vi.advanceTimersByTime(15);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
