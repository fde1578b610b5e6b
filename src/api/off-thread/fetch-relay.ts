/**
 * The worker half of off-thread requests (off-thread-fetch.ts): it makes the request, receives and parses the answer
 * and reads it with a named reader, so the main thread gets only the reader's result. Anything unusual (a failed
 * status, an error in a 200, a body the reader refuses) goes back as the parsed body, for the main thread to handle
 * exactly as it handles any other answer.
 */
import { checkSuccessfulBody } from '../../core/api-error.ts';
import { responseReaders, type ResponseReaderName } from './response-readers.ts';

/** Main thread → worker. */
export type FetchCommand =
  | {
      type: 'fetch';
      id: number;
      url: string;
      method: string;
      headers: Record<string, string>;
      /** JSON text. */
      body?: string;
      timeoutMs: number;
      reader: ResponseReaderName;
      expectBody: boolean;
    }
  | { type: 'abort'; id: number };

/** Worker → main thread. */
export type FetchAnswer =
  | { id: number; kind: 'read'; result: unknown }
  | { id: number; kind: 'raw'; data: unknown }
  | { id: number; kind: 'failed'; status: number; data: unknown };

export interface FetchRelayDeps {
  fetch: typeof fetch;
  post(answer: FetchAnswer): void;
}

/** A body as ofetch gives it: JSON when it parses, else the text; an empty body is undefined. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createFetchRelay({ fetch, post }: FetchRelayDeps) {
  const inFlight = new Map<number, AbortController>();

  async function run(command: Extract<FetchCommand, { type: 'fetch' }>): Promise<FetchAnswer> {
    const { id } = command;
    const controller = new AbortController();
    inFlight.set(id, controller);
    const timer = setTimeout(() => controller.abort(), command.timeoutMs);
    try {
      const response = await fetch(command.url, {
        method: command.method,
        headers: command.headers,
        body: command.body,
        signal: controller.signal,
      });
      const data = parseBody(await response.text());
      if (!response.ok) return { id, kind: 'failed', status: response.status, data };
      if (checkSuccessfulBody(data, command.expectBody)) return { id, kind: 'raw', data };
      try {
        return { id, kind: 'read', result: responseReaders[command.reader](data) };
      } catch {
        return { id, kind: 'raw', data };
      }
    } catch {
      // No answer (network, timeout, abort): as ofetch's failure without a status.
      return { id, kind: 'failed', status: 0, data: undefined };
    } finally {
      clearTimeout(timer);
      inFlight.delete(id);
    }
  }

  return {
    handle(command: FetchCommand) {
      if (command.type === 'abort') return inFlight.get(command.id)?.abort();
      void run(command).then(post);
    },
  };
}
