/**
 * Form lookups of 000 §7.4: autocomplete search (plain GET or action POST), default values, autocheck. A failed
 * search gives empty options silently (000 §7.4); default values and autocheck report failure as no result.
 */
import type { LookupRequest } from '../core/forms/lookup-requests.ts';
import { lookupEntities } from '../core/forms/lookup-requests.ts';
import type { ApiClient } from './http-client.ts';

export type LookupEntity = Record<string, unknown>;

/** What a form needs from the server; the playground gives fixtures when the sandbox is down. */
export interface FormLookups {
  search(request: LookupRequest, signal?: AbortSignal): Promise<LookupEntity[]>;
}

export function createFormLookups(api: ApiClient): FormLookups {
  return {
    async search(request, signal) {
      try {
        const response =
          request.method === 'POST'
            ? await api.post<unknown>(request.endpoint, { query: request.query, body: request.body, signal })
            : await api.get<unknown>(request.endpoint, { query: request.query, signal });
        return lookupEntities(response);
      } catch {
        return [];
      }
    },
  };
}
