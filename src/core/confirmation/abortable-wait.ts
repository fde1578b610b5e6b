/** Waits of the confirm machine (000 §4.10) that stop when the screen goes: retry delays and outcome timeouts. */

/** The screen went away while waiting. */
export class AbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'AbortedError';
  }
}

/** Resolves after `ms`; rejects with AbortedError once `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new AbortedError());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new AbortedError())), { once: true });
  });
}

/** A promise that settles with `promise`, or rejects with `onTimeout()` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(onTimeout()), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
