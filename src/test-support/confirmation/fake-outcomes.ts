/** An outcome source for tests: outcomes are pushed by the test; waitFor finds earlier ones like the real stream. */
import type { AsyncOutcome } from '../../core/confirmation/async-outcome.ts';
import type { OutcomeSource } from '../../core/confirmation/confirm-machine.ts';

export function fakeOutcomes() {
  const received = new Map<string, AsyncOutcome>();
  const waiters = new Map<string, (outcome: AsyncOutcome) => void>();
  const source: OutcomeSource & { push(outcome: AsyncOutcome): void; waiting(): string[] } = {
    waitFor(id, signal) {
      const known = received.get(id);
      if (known) return Promise.resolve(known);
      return new Promise((resolve, reject) => {
        waiters.set(id, resolve);
        signal.addEventListener('abort', () => (waiters.delete(id), reject(new Error('aborted'))), { once: true });
      });
    },
    push(outcome) {
      received.set(outcome.asyncExecutionId, outcome);
      waiters.get(outcome.asyncExecutionId)?.(outcome);
      waiters.delete(outcome.asyncExecutionId);
    },
    waiting: () => [...waiters.keys()],
  };
  return source;
}
