import { parseLoggedUser, type LoggedUser } from '../core/logged-user.ts';
import type { ApiClient } from './http-client.ts';

/** 000 §7.2: GET api/v1/users/loggedUser. */
export async function fetchLoggedUser(api: ApiClient): Promise<LoggedUser> {
  return parseLoggedUser(await api.get<unknown>('api/v1/users/loggedUser'));
}
