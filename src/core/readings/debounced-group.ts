import { decodeDebounceMs, decodeMaxWaitMs } from './decode-timing.ts';

/**
 * Read path 3 of 000 §4.5: codes gather into a group that is sent when no code has come for `quietMs` (300 ms), or
 * at the latest `maxWaitMs` (2000 ms) after the group's first code. One timer per group, re-armed only when it fires
 * early, so a flood of reads costs no timer work per tag.
 */
export function createDebouncedGroup(
  send: (codes: string[]) => void,
  { quietMs = decodeDebounceMs, maxWaitMs = decodeMaxWaitMs } = {},
) {
  let codes: string[] = [];
  let firstAt = 0;
  let lastAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const group = codes;
    codes = [];
    if (group.length > 0) send(group);
  }

  function check() {
    const now = Date.now();
    const dueQuiet = lastAt + quietMs;
    const dueMax = firstAt + maxWaitMs;
    const due = Math.min(dueQuiet, dueMax);
    if (now >= due) flush();
    else timer = setTimeout(check, due - now);
  }

  return {
    add(code: string) {
      const now = Date.now();
      if (codes.length === 0) firstAt = now;
      lastAt = now;
      codes.push(code);
      if (timer === undefined) timer = setTimeout(check, quietMs);
    },
    size: () => codes.length,
    /** Drops the waiting codes without sending them. */
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      codes = [];
    },
  };
}
