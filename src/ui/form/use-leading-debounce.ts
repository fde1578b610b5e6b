import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from './use-latest.ts';

/**
 * Leading debounce (000 §7.4: autocomplete loading 400 ms, leading): the first call runs at once, calls within the
 * wait are merged into one run with the latest argument when the wait ends.
 */
export function useLeadingDebounce<A>(run: (argument: A) => void, waitMs: number): (argument: A) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<{ argument: A } | undefined>(undefined);
  const latestRun = useLatest(run);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (argument: A) => {
      const startWait = () => {
        timer.current = setTimeout(() => {
          const next = pending.current;
          pending.current = undefined;
          timer.current = undefined;
          if (!next) return;
          latestRun.current(next.argument);
          startWait();
        }, waitMs);
      };
      if (timer.current === undefined) {
        latestRun.current(argument);
        startWait();
      } else {
        pending.current = { argument };
      }
    },
    [latestRun, waitMs],
  );
}
