import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

interface Subscribable {
  subscribe(listener: () => void): () => void;
}

/**
 * A value computed from a fast-changing source, recomputed at most once per animation frame however often the source
 * changes: a flood of reads costs one render per frame, not one per tag. `key` names what else `select` depends on.
 * `deferred`: the render is a transition React may interrupt, for big views (a long list) whose paint can wait a
 * frame or two while decode answers and counters go first.
 */
export function useFrameSnapshot<T>(
  source: Subscribable,
  select: () => T,
  key: string = '',
  { deferred = false }: { deferred?: boolean } = {},
): T {
  const selectRef = useRef(select);
  useLayoutEffect(() => {
    selectRef.current = select;
  });
  const [value, setValue] = useState(select);
  useEffect(() => {
    let frame = 0;
    // Committed inside the frame callback, so the change is painted in this frame rather than the next.
    const update = () => {
      frame = 0;
      const next = selectRef.current();
      if (deferred) startTransition(() => setValue(next));
      else flushSync(() => setValue(next));
    };
    const unsubscribe = source.subscribe(() => {
      if (frame === 0) frame = requestAnimationFrame(update);
    });
    setValue(selectRef.current());
    return () => {
      unsubscribe();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [source, key, deferred]);
  return value;
}
