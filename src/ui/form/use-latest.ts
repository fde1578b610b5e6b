import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest committed value, for callbacks that outlive a render (timers, requests). */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
