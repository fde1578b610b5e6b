import { describe, expect, it } from 'vitest';
import { createAnswerPacing, type FrameSource } from './answer-pacing.ts';

/** Frames by hand: a clock the work advances, and the frame that comes when `paint` is called. */
function manualFrames() {
  let now = 0;
  let hidden = false;
  let waiting: Array<() => void> = [];
  const source: FrameSource = {
    now: () => now,
    afterNextFrame: (run) => void waiting.push(run),
    paused: () => hidden,
  };
  return {
    source,
    /** Work that takes `ms` of the main thread. */
    costing: (ms: number, done: () => void) => () => {
      now += ms;
      done();
    },
    paint() {
      const due = waiting;
      waiting = [];
      for (const run of due) run();
    },
    hide: () => void (hidden = true),
    framesAsked: () => waiting.length,
  };
}

describe('createAnswerPacing()', () => {
  it('should run every piece of work at once without frames', () => {
    const ran: number[] = [];
    const pacing = createAnswerPacing(undefined, 6);
    for (let index = 0; index < 10; index += 1) pacing.apply(() => ran.push(index));
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("should run work at once while the frame's budget lasts, then a budget's worth after each frame, in order", () => {
    const frames = manualFrames();
    const ran: number[] = [];
    const pacing = createAnswerPacing(frames.source, 6);
    for (let index = 0; index < 10; index += 1) pacing.apply(frames.costing(2, () => ran.push(index)));
    // 2 + 2 + 2 ms: the budget is spent, the rest waits.
    expect(ran).toEqual([0, 1, 2]);
    expect(pacing.waiting()).toBe(7);
    frames.paint();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    frames.paint();
    frames.paint();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pacing.waiting()).toBe(0);
  });

  it('should not let new work pass work that waits, even in a frame with time left', () => {
    const frames = manualFrames();
    const ran: string[] = [];
    const pacing = createAnswerPacing(frames.source, 6);
    pacing.apply(frames.costing(7, () => ran.push('long')));
    pacing.apply(frames.costing(1, () => ran.push('waits')));
    frames.paint();
    pacing.apply(frames.costing(1, () => ran.push('after')));
    expect(ran).toEqual(['long', 'waits', 'after']);
  });

  it('should give each frame a new budget, so work after a quiet spell runs at once', () => {
    const frames = manualFrames();
    const ran: number[] = [];
    const pacing = createAnswerPacing(frames.source, 6);
    pacing.apply(frames.costing(6, () => ran.push(1)));
    frames.paint();
    expect(frames.framesAsked()).toBe(0);
    pacing.apply(frames.costing(6, () => ran.push(2)));
    expect(ran).toEqual([1, 2]);
  });

  it('should run all the waiting work once the page is hidden (no frame would come to let it go)', () => {
    const frames = manualFrames();
    const ran: number[] = [];
    const pacing = createAnswerPacing(frames.source, 6);
    for (let index = 0; index < 5; index += 1) pacing.apply(frames.costing(6, () => ran.push(index)));
    expect(ran).toEqual([0]);
    frames.hide();
    frames.paint();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    pacing.apply(frames.costing(6, () => ran.push(5)));
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('should count work that throws and go on with the rest', () => {
    const frames = manualFrames();
    const ran: number[] = [];
    const pacing = createAnswerPacing(frames.source, 6);
    expect(() =>
      pacing.apply(() => {
        throw new Error('broken answer');
      }),
    ).toThrow('broken answer');
    pacing.apply(frames.costing(1, () => ran.push(1)));
    expect(ran).toEqual([1]);
  });
});
