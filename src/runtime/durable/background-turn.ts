interface PostTaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Resolves when the page has nothing more pressing to do: frames, input, decode answers and timers go first
 * (`scheduler.postTask` at background priority). Where there is no such scheduler it resolves at once.
 */
export function backgroundTurn(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: PostTaskScheduler };
  return scheduler ? scheduler.postTask(() => undefined, { priority: 'background' }) : Promise.resolve();
}

/**
 * The turns a writer's timed writes wait for: each ends at a background turn, after `deadlineMs` at most (a page that
 * never idles still writes), or at once while a write that must go now is asked for and not done.
 */
export function createWriteTurns(deadlineMs: number) {
  let urgent = 0;
  let hurry: (() => void) | undefined;
  return {
    /** A write that must go now: the turn waited for ends, and none is waited for until the answered function runs. */
    urgent(): () => void {
      urgent += 1;
      hurry?.();
      return () => void (urgent -= 1);
    },
    next(): Promise<void> {
      if (urgent > 0) return Promise.resolve();
      let deadline: ReturnType<typeof setTimeout> | undefined;
      return new Promise<void>((resolve) => {
        hurry = resolve;
        deadline = setTimeout(resolve, deadlineMs);
        void backgroundTurn().then(resolve);
      }).finally(() => {
        clearTimeout(deadline);
        hurry = undefined;
      });
    },
  };
}
