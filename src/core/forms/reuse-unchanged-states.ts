import type { FieldState } from './dependencies.ts';

const sameState = (a: FieldState, b: FieldState) =>
  a.hidden === b.hidden && a.disabled === b.disabled && a.required === b.required && a.endpoint === b.endpoint;

/**
 * The next dependency states, keeping the previous object of every field whose state did not change (and the previous
 * record when none did), so a field that watches its own state by identity is not drawn again for a keystroke elsewhere.
 */
export function reuseUnchangedStates(
  previous: Readonly<Record<string, FieldState>>,
  next: Readonly<Record<string, FieldState>>,
): Readonly<Record<string, FieldState>> {
  const merged: Record<string, FieldState> = {};
  let changed = Object.keys(previous).length !== Object.keys(next).length;
  for (const [name, state] of Object.entries(next)) {
    const before = previous[name];
    if (before && sameState(before, state)) merged[name] = before;
    else {
      merged[name] = state;
      changed = true;
    }
  }
  return changed ? merged : previous;
}
