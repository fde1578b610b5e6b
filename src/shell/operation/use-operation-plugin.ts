import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationKind } from '../../core/operation-types.ts';
import type { AnyOperationPlugin } from '../../plugins/define-plugin.ts';
import { translationsLoading } from '../../i18n/translation-bundles.ts';
import { loadPlugin, pluginLoaders, type PluginLoader } from '../../plugins/plugin-loaders.ts';

export type PluginState =
  { status: 'loading' } | { status: 'ready'; plugin: AnyOperationPlugin } | { status: 'failed'; error: unknown };

/** The plugin of a kind and its texts in the station's language, fetched the first time one of its operations opens. */
export function useOperationPlugin(
  kind: OperationKind,
  loaders: Partial<Record<OperationKind, PluginLoader>> = pluginLoaders,
): PluginState {
  const [state, setState] = useState<{ kind: OperationKind; state: PluginState }>({
    kind,
    state: { status: 'loading' },
  });
  const { i18n } = useTranslation();
  useEffect(() => {
    let cancelled = false;
    loadPlugin(kind, loaders)
      .then(async (plugin) => {
        await translationsLoading(i18n, plugin.translations ?? []);
        return plugin;
      })
      .then(
        (plugin) => !cancelled && setState({ kind, state: { status: 'ready', plugin } }),
        (error: unknown) => !cancelled && setState({ kind, state: { status: 'failed', error } }),
      );
    return () => {
      cancelled = true;
    };
  }, [kind, loaders, i18n]);
  return state.kind === kind ? state.state : { status: 'loading' };
}
