import { ApiError } from '../core/api-error.ts';
import type { ApiClient } from './http-client.ts';

/**
 * 000 §4.10, 001 §7 'operation instance by id (path not shown)': GET api/v1/operationInstances/{id}, the generic
 * resource call of 000 §7.1 on the instances a confirm creates. An answer that is not an object is malformed.
 */
export async function fetchOperationInstance(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Readonly<Record<string, unknown>>> {
  const answer = await api.get<unknown>(`api/v1/operationInstances/${encodeURIComponent(id)}`, { signal });
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });
  return answer as Record<string, unknown>;
}
