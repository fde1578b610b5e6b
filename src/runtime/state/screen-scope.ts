import { atom, createStore, type PrimitiveAtom } from 'jotai';

/**
 * The roots of the scope that bindings read (documented in README, "Bindings"): the operation and its typed options,
 * the start form's data, the readings summary, the reader state, the logged user, the workstation, the screen's own
 * UI state (e.g. remove mode on), the route's parameters (`:asnId`, `:id`), the navigation state the previous screen
 * handed over (001 §2.2) and the connection of the screen's event streams (000 §2.20).
 */
export const scopeRoots = [
  'operation',
  'options',
  'formData',
  'readings',
  'reader',
  'user',
  'workstation',
  'screen',
  'params',
  'navigation',
  'streams',
  'settings',
] as const;
export type ScopeRoot = (typeof scopeRoots)[number];

export type ScopeValues = Partial<Record<ScopeRoot, unknown>>;

/** One atom per root, created for a screen and dropped with it, so a widget subscribes to the roots it reads. */
export interface ScreenScope {
  store: ReturnType<typeof createStore>;
  atoms: Record<ScopeRoot, PrimitiveAtom<unknown>>;
  /** The whole scope as it is now, for actions evaluated at the moment they run. */
  snapshot(): Record<ScopeRoot, unknown>;
  set(root: ScopeRoot, value: unknown): void;
}

export function isScopeRoot(value: string): value is ScopeRoot {
  return (scopeRoots as readonly string[]).includes(value);
}

export function createScreenScope(initial: ScopeValues = {}): ScreenScope {
  const store = createStore();
  const atoms = {} as Record<ScopeRoot, PrimitiveAtom<unknown>>;
  for (const root of scopeRoots) atoms[root] = atom<unknown>(initial[root] ?? null);
  return {
    store,
    atoms,
    snapshot: () =>
      Object.fromEntries(scopeRoots.map((root) => [root, store.get(atoms[root])])) as Record<ScopeRoot, unknown>,
    set: (root, value) => store.set(atoms[root], value),
  };
}
