import { useEffect, useSyncExternalStore } from 'react';
import type { FormServices } from './form-services.ts';

/**
 * The form services a form dialog uses. The DialogHost is mounted once, above every screen, so it cannot read the
 * screen's FormServicesContext: the screen on show lends its services to its dialog service instead (the last one
 * lent wins, and the previous one is back when it is returned).
 */
const lent = new WeakMap<object, { stack: FormServices[]; listeners: Set<() => void> }>();

function entry(dialogs: object) {
  let found = lent.get(dialogs);
  if (!found) lent.set(dialogs, (found = { stack: [], listeners: new Set() }));
  return found;
}

/** Lends `services` to the forms opened through `dialogs`; the answer gives them back. */
export function lendFormServices(dialogs: object, services: FormServices): () => void {
  const { stack, listeners } = entry(dialogs);
  stack.push(services);
  listeners.forEach((listener) => listener());
  return () => {
    const at = stack.lastIndexOf(services);
    if (at >= 0) stack.splice(at, 1);
    listeners.forEach((listener) => listener());
  };
}

/** Lends the screen's form services while it is mounted. */
export function useLendFormServices(dialogs: object, services: FormServices): void {
  useEffect(() => lendFormServices(dialogs, services), [dialogs, services]);
}

/** The form services lent to `dialogs`, if any. */
export function useLentFormServices(dialogs: object): FormServices | undefined {
  const { stack, listeners } = entry(dialogs);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stack.at(-1),
  );
}
