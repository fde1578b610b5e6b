/**
 * Event sources a test or story scripts (the `createEventSource` of an API client or stream): each opened source is
 * kept, and the script opens it, sends messages and keep-alives, or fails it as a server would.
 */
import type { EventSourceFactory, EventSourceLike } from '../api/event-stream.ts';

type Listener = (event: { data?: unknown }) => void;

export class ScriptedEventSource implements EventSourceLike {
  readonly listeners = new Map<string, Listener[]>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    if (this.closed) return;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  open = () => this.emit('open');
  send = (data: string) => this.emit('message', data);
  keepAlive = () => this.emit('keep-alive', String(Date.now()));
  fail = () => this.emit('error');
}

export interface ScriptedEventSources {
  factory: EventSourceFactory;
  sources: ScriptedEventSource[];
  /** The source opened last (the live connection). */
  latest(): ScriptedEventSource | undefined;
  /** Resolves with the next source opened whose URL contains `part` (at once when the latest one matches). */
  next(part: string): Promise<ScriptedEventSource>;
}

export function scriptedEventSources(): ScriptedEventSources {
  const sources: ScriptedEventSource[] = [];
  const waiting = new Set<{ part: string; resolve: (source: ScriptedEventSource) => void }>();
  const latest = () => sources.at(-1);
  return {
    sources,
    latest,
    factory: (url) => {
      const source = new ScriptedEventSource(url);
      sources.push(source);
      for (const wait of [...waiting]) {
        if (!url.includes(wait.part)) continue;
        waiting.delete(wait);
        wait.resolve(source);
      }
      return source;
    },
    next(part) {
      const current = latest();
      if (current && !current.closed && current.url.includes(part)) return Promise.resolve(current);
      return new Promise((resolve) => waiting.add({ part, resolve }));
    },
  };
}
