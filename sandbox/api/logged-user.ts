/** The logged user as 000 §3 LoggedUser describes it, with the user's places served in full. */
import { listRecords } from '../db/resource-store.ts';
import type { ResourceRecord } from '../db/resource-store.ts';
import type { ApiDeps } from './api-types.ts';
import { isAdmin } from './operation-capabilities.ts';
import { presentRecords } from './resource-views.ts';
import type { Role, UserRecord } from './users-store.ts';

export interface LoggedUser {
  id: string;
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string | null;
  /** True with System.Administration.perform (000 §6). */
  admin: boolean;
  capabilities: string[];
  roles: Role[];
  /** The user's places; each place's attributes.default_workstation_code names its default workstation. */
  userPlaces: ResourceRecord[];
  attributes: Record<string, string>;
  as400Username: string | null;
  pin: string | null;
}

export async function loggedUserView(deps: ApiDeps, user: UserRecord): Promise<LoggedUser> {
  const stored = await listRecords(deps.db, 'places', { ids: user.userPlaceIds });
  const places = await presentRecords(deps.db, deps.publicUrls, 'places', stored);
  const byId = new Map(places.map((place) => [place.id, place]));
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    username: user.username,
    email: user.email,
    phone: user.phone ?? null,
    admin: isAdmin(user),
    capabilities: user.capabilities,
    roles: user.roles,
    userPlaces: user.userPlaceIds.map((id) => byId.get(id)).filter((place) => place !== undefined),
    attributes: user.attributes,
    as400Username: user.as400Username ?? null,
    pin: user.pin ?? null,
  };
}
