/** 000 §7.2: GET api/v1/users/loggedUser and PUT api/v1/users/self/initUserInfo (self-initialization, 000 §2.5). */
import type { Hono } from 'hono';
import { listRecords } from '../db/resource-store.ts';
import { badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { loggedUserView } from './logged-user.ts';
import { expectObject, optionalStringList, optionalStringMap, readJsonBody } from './request-body.ts';
import { updateUser } from './users-store.ts';

export function registerUserRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.get('/api/v1/users/loggedUser', async (c) => c.json(await loggedUserView(deps, c.get('user'))));

  /**
   * Body {userPlaceIds, attributes} (either may be absent, per the policy): the place ids replace the user's
   * places (the client sends the chosen ones plus the existing ones); the attributes are merged into the
   * existing attributes. Answers the updated logged user.
   */
  app.put('/api/v1/users/self/initUserInfo', async (c) => {
    const body = expectObject(await readJsonBody(c), 'initUserInfo body');
    const placeIds = optionalStringList(body, 'userPlaceIds');
    const attributes = optionalStringMap(body, 'attributes');
    if (placeIds === undefined && attributes === undefined) {
      throw badRequest('INVALID_BODY', 'initUserInfo needs userPlaceIds or attributes');
    }
    const user = c.get('user');
    const uniquePlaceIds = placeIds ? [...new Set(placeIds)] : user.userPlaceIds;
    const known = await listRecords(deps.db, 'places', { ids: uniquePlaceIds });
    const unknown = uniquePlaceIds.filter((id) => !known.some((place) => place.id === id));
    if (unknown.length > 0) throw badRequest('UNKNOWN_PLACE', `Unknown place ids: ${unknown.join(', ')}`);
    const updated = { ...user, userPlaceIds: uniquePlaceIds, attributes: { ...user.attributes, ...attributes } };
    await updateUser(deps.db, updated, Date.now());
    return c.json(await loggedUserView(deps, updated));
  });
}
