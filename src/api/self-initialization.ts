/** The calls of the self-initialization screen (000 §2.5, §7.2, §7.4). */
import type { InitUserInfoBody } from '../core/self-initialization.ts';
import type { ApiClient } from './http-client.ts';
import { resources } from './resources.ts';
import { textOf } from '../core/forms/value-path.ts';

/** A place offered by the places search. */
export interface PlaceOption {
  id: string;
  code: string;
  description: string;
}

const field = (record: unknown, key: string) =>
  textOf(typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[key] : undefined);

/** 000 §7.2: attribute definitions searched with {entity: 'user', size: 20}; the codes of content[], once each. */
export async function fetchUserAttributeCodes(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const definitions = await resources(api).attributeDefinitions.search({ entity: 'user', size: 20 }, { signal });
  const codes = definitions.map((record) => field(record, 'code')).filter(Boolean);
  return [...new Set(codes)];
}

/** 000 §7.4 plain autocomplete on api/v1/places: {search} (when typed) and size 25; a failure gives no options. */
export async function searchPlaces(api: ApiClient, search: string, signal?: AbortSignal): Promise<PlaceOption[]> {
  const query = { search: search.trim() || undefined, size: 25 };
  try {
    const places = await resources(api).places.search(query, { signal });
    return places
      .map((record) => ({
        id: field(record, 'id'),
        code: field(record, 'code'),
        description: field(record, 'description'),
      }))
      .filter((place) => place.id !== '');
  } catch {
    return [];
  }
}

/** 000 §7.2: PUT api/v1/users/self/initUserInfo; only success or failure is read. */
export async function saveSelfInitialization(api: ApiClient, body: InitUserInfoBody): Promise<void> {
  await api.put<unknown>('api/v1/users/self/initUserInfo', { body, expectBody: false });
}
