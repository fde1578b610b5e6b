/**
 * Timers owned by a screen and stopped with it (001 §2.14 refreshCounterTimeout, polls, 002 §4 waits and the per-read
 * random delay): a handler never leaves a timer running after its screen is gone.
 */
export interface ScreenTimers {
  /** Runs `task` once after `ms`; the returned function cancels it. */
  after(ms: number, task: () => void | Promise<void>): () => void;
  /** Runs `task` every `ms` (a run still going when the next is due is not doubled); the returned function stops it. */
  every(ms: number, task: () => void | Promise<void>): () => void;
  /** Resolves after `ms`, or never once the screen is gone (so a handler waiting on it goes no further). */
  delay(ms: number): Promise<void>;
  /** Runs `task` at the next animation frame (a 16 ms timer where there are no frames, as in tests). */
  frame(task: () => void): () => void;
  /** Stops every timer; later calls do nothing. */
  dispose(): void;
}

export function createScreenTimers(onError: (error: unknown) => void = () => undefined): ScreenTimers {
  const cancels = new Set<() => void>();
  let disposed = false;
  const run = (task: () => void | Promise<void>) => {
    try {
      return Promise.resolve(task()).catch(onError);
    } catch (error) {
      onError(error);
      return Promise.resolve();
    }
  };
  const own = (cancel: () => void) => {
    if (disposed) {
      cancel();
      return () => undefined;
    }
    const once = () => {
      cancels.delete(once);
      cancel();
    };
    cancels.add(once);
    return once;
  };

  return {
    after(ms, task) {
      let cancel = () => undefined as void;
      const timer = setTimeout(() => {
        cancel();
        void run(task);
      }, ms);
      cancel = own(() => clearTimeout(timer));
      return cancel;
    },
    every(ms, task) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void run(task).finally(() => (busy = false));
      }, ms);
      return own(() => clearInterval(timer));
    },
    frame(task) {
      if (typeof requestAnimationFrame !== 'function') return this.after(16, task);
      let cancel = () => undefined as void;
      const id = requestAnimationFrame(() => {
        cancel();
        void run(task);
      });
      cancel = own(() => cancelAnimationFrame(id));
      return cancel;
    },
    delay(ms) {
      return new Promise((resolve) => {
        if (!disposed) this.after(ms, resolve);
      });
    },
    dispose() {
      disposed = true;
      for (const cancel of [...cancels]) cancel();
    },
  };
}
