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
