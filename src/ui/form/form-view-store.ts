import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FieldState, FormData } from '../../core/forms/dependencies.ts';
import { createListeners } from '../../core/listeners.ts';

/** What changes while the operator types: the data, the dependency states, the field errors, the column count. */
export interface FormView {
  data: FormData;
  states: Readonly<Record<string, FieldState>>;
  errors: Readonly<Record<string, string>>;
  columns: 1 | 2;
}

export interface FormViewStore {
  get(): FormView;
  set(view: FormView): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The changing part of a form, kept out of React context so that a keystroke re-renders only the fields whose own
 * slice changed (000 §1 speed: no per-keystroke re-render of the whole form).
 */
export function createFormViewStore(initial: FormView): FormViewStore {
  let view = initial;
  const listeners = createListeners();
  return {
    get: () => view,
    set: (next) => {
      if (next === view) return;
      view = next;
      listeners.emit();
    },
    subscribe: (listener) => {
      return listeners.add(listener);
    },
  };
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A slice of the form view; the component renders again only when the slice changes (shallowly). */
export function useFormView<T>(store: FormViewStore, select: (view: FormView) => T): T {
  const cache = useRef<{ view: FormView; value: T } | undefined>(undefined);
  const getSnapshot = useCallback(() => {
    const view = store.get();
    const cached = cache.current;
    if (cached?.view === view) return cached.value;
    const value = select(view);
    if (cached && shallowEqual(cached.value, value)) {
      cache.current = { view, value: cached.value };
      return cached.value;
    }
    cache.current = { view, value };
    return value;
  }, [store, select]);
  return useSyncExternalStore(store.subscribe, getSnapshot);
}
