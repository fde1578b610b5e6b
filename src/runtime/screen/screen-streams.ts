import { createEventStream, eventStreamUrl, type EventSourceFactory } from '../../api/event-stream.ts';
import type { ApiClient } from '../../api/http-client.ts';
import type { StreamsPort } from '../../plugins/define-plugin.ts';
import type { ScreenScope } from '../state/screen-scope.ts';

export interface ScreenStreams extends StreamsPort {
  dispose(): void;
}

/**
 * The event streams a screen's plugin opens (001 §4.10 conveyor, 002 §7): each on the API endpoint with the current
 * token, its connection published as `streams.{name}` ('connected' shows Ready, anything else Offline, 000 §2.20), all
 * closed when the screen goes. The sources come from the API client's `createEventSource` when it has one (a story
 * hands OperationScreen a client whose streams are scripted), else from the browser's EventSource.
 */
export function createScreenStreams(
  api: Pick<ApiClient, 'baseUrl' | 'accessToken'> & Partial<Pick<ApiClient, 'createEventSource'>>,
  scope: ScreenScope,
  options: { onWarning?: (message: string) => void; createEventSource?: EventSourceFactory } = {},
): ScreenStreams {
  const closers = new Set<() => void>();
  const publish = (name: string, connection: string) => {
    const current = scope.snapshot().streams;
    const streams = current !== null && typeof current === 'object' ? current : {};
    scope.set('streams', { ...streams, [name]: connection });
  };

  return {
    open(name, spec) {
      const stream = createEventStream({
        url: () => eventStreamUrl(api.baseUrl(), spec.path, api.accessToken()),
        parse: spec.parse,
        onWarning: options.onWarning,
        createEventSource: options.createEventSource ?? api.createEventSource,
      });
      const unsubscribe = stream.subscribeConnection(() => publish(name, stream.connection()));
      const stopListening = stream.onMessage(spec.onMessage);
      stream.start();
      publish(name, stream.connection());
      const close = () => {
        if (!closers.delete(close)) return;
        stopListening();
        unsubscribe();
        stream.stop();
        publish(name, 'disconnected');
      };
      closers.add(close);
      return close;
    },
    dispose() {
      for (const close of [...closers]) close();
    },
  };
}
