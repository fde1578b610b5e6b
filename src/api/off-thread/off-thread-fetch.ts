/**
 * Requests whose answer is received, parsed and read in a worker (fetch-relay.ts). A decode answer of 200 reads is
 * ~500 KB of JSON; at 5,000 reads a second the main thread would spend most of its time receiving and parsing them
 * (and collecting the garbage), and the counters and list would fall behind the reads. The worker hands back the
 * reader's result, a third of the size, as one structured clone.
 */
import type { FetchAnswer, FetchCommand } from './fetch-relay.ts';

export type OffThreadRequest = Omit<Extract<FetchCommand, { type: 'fetch' }>, 'type' | 'id'>;

export interface OffThreadFetch {
  /** The worker's answer; a `signal` that aborts rejects at once with its reason and aborts the request. */
  request(request: OffThreadRequest, signal?: AbortSignal): Promise<FetchAnswer>;
  receive(answer: FetchAnswer): void;
  /** The worker failed: every request it held answers as one without a response. */
  failAll(): void;
}

export function createOffThreadFetch(post: (command: FetchCommand) => void): OffThreadFetch {
  const waiting = new Map<number, (answer: FetchAnswer) => void>();
  let nextId = 1;
  return {
    request(request, signal) {
      const id = nextId++;
      return new Promise<FetchAnswer>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          waiting.delete(id);
          post({ type: 'abort', id });
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.set(id, (answer) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer);
        });
        post({ type: 'fetch', id, ...request });
      });
    },
    receive(answer) {
      const settle = waiting.get(answer.id);
      waiting.delete(answer.id);
      settle?.(answer);
    },
    failAll() {
      const pending = [...waiting.entries()];
      waiting.clear();
      for (const [id, settle] of pending) settle({ id, kind: 'failed', status: 0, data: undefined });
    },
  };
}

let shared: OffThreadFetch | undefined;
let workerFailed = false;

/** The station's off-thread requests: one worker, made on first use; undefined where no worker can run (tests). */
export function offThreadFetch(): OffThreadFetch | undefined {
  if (shared) return shared;
  if (typeof Worker === 'undefined' || workerFailed) return undefined;
  const worker = new Worker(new URL('./response-reading.worker.ts', import.meta.url), {
    type: 'module',
    name: 'response-reading',
  });
  const offThread = createOffThreadFetch((command) => worker.postMessage(command));
  worker.onmessage = (event: MessageEvent<FetchAnswer>) => offThread.receive(event.data);
  worker.onerror = () => {
    // What it held fails as a lost connection does (the pipeline keeps those reads to retry); later requests go
    // on the main thread.
    workerFailed = true;
    shared = undefined;
    worker.terminate();
    offThread.failAll();
  };
  shared = offThread;
  return offThread;
}
