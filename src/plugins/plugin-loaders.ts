import type { OperationKind } from '../core/operation-types.ts';
import type { AnyOperationPlugin } from './define-plugin.ts';

export type PluginLoader = () => Promise<AnyOperationPlugin>;

/**
 * The plugin of each kind, fetched when an operation of that kind is first opened (each `import()` is its own chunk).
 * A kind without an entry has no screens yet: opening it says so instead of failing.
 */
export const pluginLoaders: Partial<Record<OperationKind, PluginLoader>> = {
  'tag-info': () => import('./tag-info/index.ts').then((module) => module.tagInfoPlugin),
  'simple-item-list': () => import('./simple-item-list/index.ts').then((module) => module.default),
  'transfer-to-zone': () => import('./transfer-to-zone/index.ts').then((module) => module.default),
  inventory: () => import('./inventory/index.ts').then((module) => module.default),
  shipping: () => import('./shipping/index.ts').then((module) => module.default),
  sorting: () => import('./sorting/index.ts').then((module) => module.default),
  'simple-parcel-list': () => import('./simple-parcel-list/index.ts').then((module) => module.default),
  encoding: () => import('./encoding/index.ts').then((module) => module.default),
};

/** The kind's plugin is there but has no such screen yet (e.g. an encoding variant still to come). */
export class ScreenMissingError extends Error {
  constructor(readonly screen: string) {
    super(`No screen '${screen}' in this version`);
    this.name = 'ScreenMissingError';
  }
}

export class PluginMissingError extends Error {
  constructor(readonly kind: OperationKind) {
    super(`No plugin for operation kind '${kind}'`);
    this.name = 'PluginMissingError';
  }
}

const loadedByTable = new WeakMap<object, Map<OperationKind, Promise<AnyOperationPlugin>>>();

/** Loads a kind's plugin once; later calls share the same promise. A failed load may be tried again. */
export function loadPlugin(kind: OperationKind, loaders = pluginLoaders): Promise<AnyOperationPlugin> {
  let loaded = loadedByTable.get(loaders);
  if (!loaded) loadedByTable.set(loaders, (loaded = new Map()));
  const cached = loaded.get(kind);
  if (cached) return cached;
  const loader = loaders[kind];
  if (!loader) return Promise.reject(new PluginMissingError(kind));
  const promise = loader().then((plugin) => {
    if (plugin.kind !== kind) throw new Error(`The plugin loaded for '${kind}' says it is '${plugin.kind}'`);
    return plugin;
  });
  loaded.set(kind, promise);
  promise.catch(() => loaded.delete(kind));
  return promise;
}
