/**
 * React glue of the async outcome stream (000 §4.10, 001 §6): an operation screen holds the signed-in user's stream
 * while it is open, when the operation confirms asynchronously; the header follows whichever stream runs.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AsyncOutcomeStream, StreamConnection } from '../../api/async-outcome-stream.ts';
import type { OutcomeStreamRegistry } from '../../api/outcome-stream-registry.ts';
import { outcomeStreams } from '../../api/outcome-stream-registry.ts';

export interface OutcomeStreamSettings {
  /** executionModeForSyncConfirmation is 'async' and a user is signed in. */
  enabled: boolean;
  userId: string | undefined;
  baseUrl: () => string;
  accessToken: () => string | undefined;
  /** A configured stream URL replaces the default (README decisions, 001 §7). */
  configuredUrl?: string;
}

/** The user's stream while the calling screen is mounted (for PluginContext.outcomes), else undefined. */
export function useOutcomeStream(
  settings: OutcomeStreamSettings,
  registry: OutcomeStreamRegistry = outcomeStreams,
): AsyncOutcomeStream | undefined {
  const { enabled, userId, baseUrl, accessToken, configuredUrl } = settings;
  useEffect(() => {
    if (!enabled || !userId) return;
    return registry.acquire({ userId, baseUrl, accessToken, configuredUrl }).release;
  }, [enabled, userId, baseUrl, accessToken, configuredUrl, registry]);
  const running = useSyncExternalStore(registry.subscribe, registry.current);
  return enabled && userId ? running : undefined;
}

const noStream = () => () => {};

/** The connection of a stream ('connection in progress' shows while it is not 'connected'); undefined without one. */
export function useStreamConnection(stream: AsyncOutcomeStream | undefined): StreamConnection | undefined {
  return useSyncExternalStore(stream ? stream.subscribeConnection : noStream, () => stream?.connection());
}

/** For the header's connection indicator: the running stream's connection, undefined when none runs. */
export function useCurrentStreamConnection(
  registry: OutcomeStreamRegistry = outcomeStreams,
): StreamConnection | undefined {
  const stream = useSyncExternalStore(registry.subscribe, registry.current);
  return useStreamConnection(stream);
}
