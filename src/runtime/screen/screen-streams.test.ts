import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptedEventSources } from '../../test-support/scripted-event-sources.ts';
import { createScreenScope } from '../state/screen-scope.ts';
import { createScreenStreams } from './screen-streams.ts';

function setup() {
  const scripted = scriptedEventSources();
  const scope = createScreenScope({ streams: {} });
  const api = { baseUrl: () => 'http://api.test/', accessToken: () => 'tok', createEventSource: scripted.factory };
  const streams = createScreenStreams(api, scope);
  const connection = (name: string) => (scope.snapshot().streams as Record<string, string>)[name];
  return { scripted, scope, streams, connection };
}

describe('createScreenStreams()', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("[001-7-ttz-09] [001-4.10-01] opens the stream on the API endpoint with the token, from the API client's event sources, and publishes its connection", () => {
    const { scripted, streams, connection } = setup();
    const heard: unknown[] = [];
    streams.open('conveyor', {
      path: 'api/v1/sse/getData/conveyor/TUNNEL-01',
      parse: (data) => (typeof data === 'string' ? data : undefined),
      onMessage: (message) => heard.push(message),
    });
    const source = scripted.latest()!;
    expect(source.url).toBe('http://api.test/api/v1/sse/getData/conveyor/TUNNEL-01?access_token=tok');
    expect(connection('conveyor')).toBe('connecting');
    source.keepAlive();
    expect(connection('conveyor')).toBe('connected');
    source.send('one');
    expect(heard).toEqual(['one']);
  });

  it('[001-4.10-02] reconnects at once after an error, and closes every stream when the screen goes', () => {
    const { scripted, streams, connection } = setup();
    streams.open('conveyor', { path: 'p', parse: (data) => data, onMessage: () => undefined });
    scripted.latest()!.open();
    scripted.latest()!.fail();
    expect(connection('conveyor')).toBe('disconnected');
    vi.advanceTimersByTime(0);
    expect(scripted.sources).toHaveLength(2);
    streams.dispose();
    expect(scripted.latest()!.closed).toBe(true);
    expect(connection('conveyor')).toBe('disconnected');
  });
});
