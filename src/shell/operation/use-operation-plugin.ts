import { useEffect, useState } from 'react';
import type { OperationKind } from '../../core/operation-types.ts';
import type { AnyOperationPlugin } from '../../plugins/define-plugin.ts';
import { loadPlugin, pluginLoaders, type PluginLoader } from '../../plugins/plugin-loaders.ts';

export type PluginState =
  { status: 'loading' } | { status: 'ready'; plugin: AnyOperationPlugin } | { status: 'failed'; error: unknown };

/** The plugin of a kind, fetched lazily the first time one of its operations opens. */
export function useOperationPlugin(
  kind: OperationKind,
  loaders: Partial<Record<OperationKind, PluginLoader>> = pluginLoaders,
): PluginState {
  const [state, setState] = useState<{ kind: OperationKind; state: PluginState }>({
    kind,
    state: { status: 'loading' },
  });
  useEffect(() => {
    let cancelled = false;
    loadPlugin(kind, loaders).then(
      (plugin) => !cancelled && setState({ kind, state: { status: 'ready', plugin } }),
      (error: unknown) => !cancelled && setState({ kind, state: { status: 'failed', error } }),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, loaders]);
  return state.kind === kind ? state.state : { status: 'loading' };
}
