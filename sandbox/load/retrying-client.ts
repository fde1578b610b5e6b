/**
 * The HTTP calls of a simulated station, retried as the station retries them: a request that got no answer at all
 * (a network error: the connection dropped before the response) is sent again after a short wait, with the same
 * headers and body, so a confirm keeps its Idempotency-Key (core/confirmation/confirm-machine.ts sendWithRetries:
 * only 'no answer' is retried, never an HTTP error). Any answer, whatever its status, ends the call.
 */
export interface CallAnswer {
  status: number;
  body: unknown;
  /** Requests sent for this call (1 when the first was answered). */
  attempts: number;
  /** From the first send to the answer. */
  elapsedMs: number;
}

export interface RetryingClient {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<CallAnswer>;
}

export interface RetryingClientOptions {
  baseUrl: string;
  token: string;
  /** Waits before each retry; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  fetch?: typeof fetch;
}

/** Short waits that double, as many as `retries` (e.g. 20, 40, 80 … ms). */
export function backoffDelays(retries: number, firstMs = 20, maxMs = 500): number[] {
  return Array.from({ length: retries }, (_, index) => Math.min(maxMs, firstMs * 2 ** index));
}

export class NoAnswerError extends Error {
  constructor(
    readonly path: string,
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(`POST ${path}: no answer after ${attempts} attempts (${String(lastError)})`);
    this.name = 'NoAnswerError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createRetryingClient(options: RetryingClientOptions): RetryingClient {
  const send = options.fetch ?? fetch;
  return {
    async post(path, body, headers = {}) {
      const init = {
        method: 'POST',
        headers: { ...headers, Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      };
      const started = performance.now();
      for (let attempt = 1; ; attempt += 1) {
        try {
          // The body is read inside the try: a connection lost while the answer streams in is no answer either.
          const response = await send(`${options.baseUrl}${path}`, init);
          const answer = await bodyOf(response);
          return { status: response.status, body: answer, attempts: attempt, elapsedMs: performance.now() - started };
        } catch (error) {
          const delay = options.retryDelaysMs[attempt - 1];
          if (delay === undefined) throw new NoAnswerError(path, attempt, error);
          await sleep(delay);
        }
      }
    },
  };
}
