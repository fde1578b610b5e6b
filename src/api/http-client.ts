import { FetchError, ofetch } from 'ofetch';
import { ApiError, checkSuccessfulBody, mapFailedResponse, readOnlyError } from '../core/api-error.ts';
import type { EventSourceFactory } from './event-stream.ts';
import type { OffThreadFetch } from './off-thread/off-thread-fetch.ts';
import { responseReaders, type ReaderResult, type ResponseReaderName } from './off-thread/response-readers.ts';

/** 000 §9 API timeout. */
export const apiTimeoutMs = 30_000;

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The caller needs a body back; an empty 200 is then 'Malformed Response from server'. */
  expectBody?: boolean;
  /** Extra request headers (e.g. Idempotency-Key); the authorization header is the client's own. */
  headers?: Readonly<Record<string, string>>;
  /** A service at its own base URL (the QC status service, 002 §7) instead of the API endpoint. */
  endpoint?: ServiceEndpoint;
}

/** Services the station reaches at a base URL of their own; each falls back to the API endpoint. */
export type ServiceEndpoint = 'qc';

export interface ApiClientOptions {
  /** Read at each call: the endpoint can change at runtime (settings). */
  baseUrl: () => string;
  /** The base URL of each other service, read at each call; an empty one is the API endpoint. */
  endpoints?: Readonly<Partial<Record<ServiceEndpoint, () => string>>>;
  accessToken: () => string | undefined;
  readOnly?: boolean;
  /** POST paths still allowed in read-only mode (000 §7.1). */
  readOnlyAllowedPosts?: readonly string[];
  onWarning?: (message: string) => void;
  /** Opens the event sources of the client's streams; the browser's EventSource when absent (a story scripts one). */
  createEventSource?: EventSourceFactory;
  /** Where `postRead` answers are received and read off the main thread; absent or undefined: on it. */
  offThread?: () => OffThreadFetch | undefined;
}

/** The client; `createEventSource` and `postRead` are optional so that a fake client (a story's, a test's) may leave them out. */
export type ApiClient = Omit<ReturnType<typeof createApiClient>, 'createEventSource' | 'postRead'> &
  Partial<Pick<ReturnType<typeof createApiClient>, 'createEventSource' | 'postRead'>>;

/** Query arrays go as repeated keys (000 §7.1); undefined and null are left out. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  return params;
}

/** A signal aborted after `ms` or with `outer`, whichever comes first; dispose() stops the clock. */
export function abortAfter(ms: number, outer?: AbortSignal): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer in ${ms} ms`, 'TimeoutError')), ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/** The single HTTP client of the station: every server call goes through it, and every failure is an ApiError. */
export function createApiClient(options: ApiClientOptions) {
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

  /** The URL and headers of a call; a POST that read-only mode blocks throws here. */
  function prepare(method: Method, path: string, init: RequestOptions) {
    if (options.readOnly && method === 'POST' && !options.readOnlyAllowedPosts?.some((p) => path.endsWith(p))) {
      options.onWarning?.(`Blocked by read-only mode: POST ${path}`);
      throw readOnlyError();
    }
    const search = toSearchParams(init.query).toString();
    const service = init.endpoint ? options.endpoints?.[init.endpoint]?.().trim() : undefined;
    const base = (service || options.baseUrl()).replace(/\/+$/, '');
    const url = `${base}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
    const token = options.accessToken();
    const headers: Record<string, string> = { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    return { url, headers };
  }

  async function request<T>(method: Method, path: string, init: RequestOptions = {}, responseType?: 'blob') {
    const { url, headers } = prepare(method, path, init);
    // The timeout is the client's own: ofetch applies its `timeout` only to calls made without a signal.
    const deadline = abortAfter(init.timeoutMs ?? apiTimeoutMs, init.signal);
    try {
      const fetchOptions = {
        method,
        body: init.body as BodyInit | Record<string, unknown> | undefined,
        headers,
        signal: deadline.signal,
        retry: 0,
      } as const;
      if (responseType) return (await ofetch(url, { ...fetchOptions, responseType })) as T;
      const data = await ofetch<T>(url, fetchOptions);
      const bodyError = checkSuccessfulBody(data, init.expectBody ?? method === 'GET');
      if (bodyError) throw bodyError;
      return data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof FetchError) throw mapFailedResponse(error.status ?? 0, error.data, { path });
      throw mapFailedResponse(0, undefined, { path });
    } finally {
      deadline.dispose();
    }
  }
  /**
   * A POST whose JSON answer is read by `reader`: off the main thread when a worker is there (its answer received,
   * parsed and read there), else here. Failures are the same ApiErrors either way.
   */
  async function postRead<N extends ResponseReaderName>(
    path: string,
    reader: N,
    init: RequestOptions = {},
  ): Promise<ReaderResult<N>> {
    const read = responseReaders[reader] as (data: unknown) => ReaderResult<N>;
    const offThread = options.offThread?.();
    if (!offThread) return read(await request<unknown>('POST', path, init));
    const { url, headers } = prepare('POST', path, init);
    const hasBody = init.body !== undefined;
    const answer = await offThread.request(
      {
        url,
        method: 'POST',
        headers: hasBody ? { accept: 'application/json', 'content-type': 'application/json', ...headers } : headers,
        body: hasBody ? JSON.stringify(init.body) : undefined,
        timeoutMs: init.timeoutMs ?? apiTimeoutMs,
        reader,
        expectBody: init.expectBody ?? false,
      },
      init.signal,
    );
    if (answer.kind === 'read') return answer.result as ReaderResult<N>;
    if (answer.kind === 'failed') throw mapFailedResponse(answer.status, answer.data, { path });
    const bodyError = checkSuccessfulBody(answer.data, init.expectBody ?? false);
    if (bodyError) throw bodyError;
    return read(answer.data);
  }

  return {
    /** The endpoint and token as they are now, for connections made outside this client (the outcome stream). */
    baseUrl: options.baseUrl,
    accessToken: options.accessToken,
    /** The event sources of the streams on this endpoint (screen streams); undefined is the browser's EventSource. */
    createEventSource: options.createEventSource,
    /** A URL the browser loads itself (an <img>), carrying the token as access_token (000 §7.3 images). */
    authorizedUrl(path: string, query?: Query): string {
      const search = toSearchParams({ ...query, access_token: options.accessToken() }).toString();
      return `${options.baseUrl().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
    },
    get: <T>(path: string, init?: RequestOptions) => request<T>('GET', path, init),
    post: <T>(path: string, init?: RequestOptions) => request<T>('POST', path, init),
    put: <T>(path: string, init?: RequestOptions) => request<T>('PUT', path, init),
    delete: <T>(path: string, init?: RequestOptions) => request<T>('DELETE', path, init),
    /** A binary answer (a PDF to save, 002 §7 mission print), as a Blob. */
    getBinary: (path: string, init?: RequestOptions) => request<Blob>('GET', path, init, 'blob'),
    postBinary: (path: string, init?: RequestOptions) => request<Blob>('POST', path, init, 'blob'),
    postRead,
  };
}
