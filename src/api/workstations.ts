import { parseWorkstations, type Workstation } from '../core/workstation.ts';
import type { ApiClient } from './http-client.ts';

/** 000 §9 workstation search size. */
export const workstationSearchSize = 500;

/**
 * 000 §7.2: GET api/v1/workstations with {placeIds, size 500}, reading content. No place ids is no workstation:
 * the search is not sent, since without the filter it would answer the workstations of every place.
 */
export async function searchWorkstations(api: ApiClient, placeIds: readonly string[]): Promise<Workstation[]> {
  const ids = placeIds.filter((id) => id !== '');
  if (ids.length === 0) return [];
  const page = await api.get<unknown>('api/v1/workstations', { query: { placeIds: ids, size: workstationSearchSize } });
  const content = typeof page === 'object' && page !== null ? (page as { content?: unknown }).content : undefined;
  return parseWorkstations(content);
}
