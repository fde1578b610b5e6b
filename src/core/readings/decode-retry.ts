/**
 * Decode requests while the server cannot be reached (beyond the spec: issue 17). A request that failed because
 * the server was unreachable or temporarily unavailable does not lose its codes: they wait here, with every code
 * read meanwhile, and one probe request of at most `requestSize` codes goes after 1 s, 2 s, 4 s … (at most
 * `maxDelayMs`). When a probe is answered the server is back: the rest go at once, in requests of `requestSize`.
 * One probe at a time, so a server coming back is not met by every waiting request at once.
 */
export const decodeRetryFirstDelayMs = 1000;
export const decodeRetryMaxDelayMs = 15_000;
/** How long 'reachable again' is said after an outage ends. */
export const decodeRecoveredShowMs = 5000;

/** What the screen says of an outage (the summary's `outage`, in the scope as `readings.outage`). */
export interface DecodeOutage {
  /** 'unreachable' while codes wait for the server; 'recovered' for a few seconds after it answered again. */
  state: 'ok' | 'unreachable' | 'recovered';
  /** Codes waiting for the server, the probe's included. */
  waiting: number;
  /** Failed requests in a row (the first failure included). */
  attempts: number;
  /** When the next probe goes (ms since the epoch); null while one is on its way or with no outage. */
  retryAt: number | null;
}

export interface DecodeRetryOptions {
  /**
   * Sends codes to the decode; answers whether the server answered (false: still unreachable, and the codes wait here
   * again). Never rejects.
   */
  send(codes: string[]): Promise<boolean>;
  /** At most this many codes per request (batchIntervalTagCount). */
  requestSize: number;
  /** The outage changed (codes waiting, an attempt, the state). */
  onChange(): void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  recoveredShowMs?: number;
  now?: () => number;
}

/** 1 s, 2 s, 4 s … after the `attempts`-th failure in a row, never more than `maxMs`. */
export function retryDelay(attempts: number, firstMs = decodeRetryFirstDelayMs, maxMs = decodeRetryMaxDelayMs) {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
}

export function createDecodeRetry(options: DecodeRetryOptions) {
  const now = options.now ?? Date.now;
  const showRecoveredMs = options.recoveredShowMs ?? decodeRecoveredShowMs;
  // A Set keeps arrival order and holds a code once, whichever way it came back.
  const waiting = new Set<string>();
  let probe: string[] = [];
  let attempts = 0;
  let retryAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let recoveredTimer: ReturnType<typeof setTimeout> | undefined;
  let recovered = false;
  // A cancel (the operator's clear, leaving the screen) makes a probe on its way stale.
  let epoch = 0;

  const take = (count: number) => {
    const codes: string[] = [];
    for (const code of waiting) {
      if (codes.length >= count) break;
      codes.push(code);
    }
    for (const code of codes) waiting.delete(code);
    return codes;
  };

  function schedule() {
    const delay = retryDelay(attempts, options.firstDelayMs, options.maxDelayMs);
    retryAt = now() + delay;
    timer = setTimeout(() => void attempt(), delay);
  }

  /** Codes whose request found the server unreachable wait again, ahead of those read since. */
  function requeue(codes: readonly string[]) {
    const later = [...waiting];
    waiting.clear();
    for (const code of [...codes, ...later]) waiting.add(code);
  }

  async function attempt() {
    timer = undefined;
    retryAt = null;
    probe = take(options.requestSize);
    options.onChange();
    if (probe.length === 0) return backOnline();
    const asked = epoch;
    const reached = await options.send(probe);
    if (asked !== epoch) return;
    if (reached) {
      probe = [];
      return backOnline();
    }
    requeue(probe);
    probe = [];
    attempts += 1;
    schedule();
    options.onChange();
  }

  function backOnline() {
    attempts = 0;
    const rest = take(waiting.size);
    recovered = true;
    clearTimeout(recoveredTimer);
    recoveredTimer = setTimeout(() => {
      recovered = false;
      options.onChange();
    }, showRecoveredMs);
    options.onChange();
    const asked = epoch;
    for (let start = 0; start < rest.length; start += options.requestSize) {
      const codes = rest.slice(start, start + options.requestSize);
      // Down again before these were answered: they wait for the next probe like any other.
      void options.send(codes).then((reached) => {
        if (!reached && asked === epoch) failed(codes);
      });
    }
  }

  function failed(codes: readonly string[]) {
    requeue(codes);
    if (attempts === 0) {
      attempts = 1;
      recovered = false;
      clearTimeout(recoveredTimer);
      schedule();
    }
    options.onChange();
  }

  const unreachable = () => attempts > 0;

  return {
    /** The server is known unreachable: new codes wait for the next probe instead of a request of their own. */
    unreachable,
    /** A request failed with the server unreachable: its codes wait; the first such failure starts the clock. */
    failed,
    /** Codes read during the outage join the next probe (or the requests after it). */
    hold(codes: readonly string[]) {
      for (const code of codes) waiting.add(code);
      options.onChange();
    },
    /** The operator cleared the list or left: nothing waits, no probe goes, an answer on its way is ignored. */
    cancel() {
      epoch += 1;
      clearTimeout(timer);
      clearTimeout(recoveredTimer);
      timer = undefined;
      waiting.clear();
      probe = [];
      attempts = 0;
      retryAt = null;
      recovered = false;
    },
    state(): DecodeOutage {
      if (attempts > 0) return { state: 'unreachable', waiting: waiting.size + probe.length, attempts, retryAt };
      return { state: recovered ? 'recovered' : 'ok', waiting: 0, attempts: 0, retryAt: null };
    },
  };
}

export type DecodeRetry = ReturnType<typeof createDecodeRetry>;
