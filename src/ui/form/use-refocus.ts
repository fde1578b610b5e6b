import { useCallback, useEffect, useRef } from 'react';

/** 000 §9 Input refocus after blur. */
export const refocusDelayMs = 300;

/**
 * A field with `focus` takes the focus back 300 ms after losing it, unless the operator moved to another control
 * (a barcode scanner types into the focused input).
 */
export function useRefocus(enabled: boolean) {
  const ref = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onBlur = useCallback(() => {
    if (!enabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) ref.current?.focus();
    }, refocusDelayMs);
  }, [enabled]);
  return { ref, onBlur };
}
