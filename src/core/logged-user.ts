/** The logged user of 000 §3, parsed from server JSON: nothing from the wire is trusted as-is. */
import { parsePlace, type Place } from './place.ts';

/** A user's place: a full 000 §3 Place, its attributes holding default_workstation_code. */
export type UserPlace = Place;

export interface LoggedUser {
  id: string;
  username: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** The user's name in the legacy system ('Username AS400', 000 §2.8). */
  as400Username: string;
  admin: boolean;
  capabilities: string[];
  roles: { id: string; code: string; description: string }[];
  userPlaces: UserPlace[];
  attributes: Record<string, unknown>;
  /** The user's PIN that authorises forced parcels and forced associations (000 §3, §6); '' when none. Never shown. */
  pin: string;
}

export const adminCapability = 'System.Administration.perform';

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export class MalformedUserError extends Error {}

export function parseLoggedUser(raw: unknown): LoggedUser {
  const data = obj(raw);
  const id = str(data.id);
  const username = str(data.username);
  if (!id || !username) throw new MalformedUserError('The logged user has no id or username');
  const capabilities = list(data.capabilities).filter((c): c is string => typeof c === 'string');
  return {
    id,
    username,
    name: str(data.name),
    surname: str(data.surname),
    email: str(data.email),
    phone: str(data.phone),
    as400Username: str(data.as400Username),
    admin: data.admin === true || capabilities.includes(adminCapability),
    capabilities,
    roles: list(data.roles).map((r) => ({
      id: str(obj(r).id),
      code: str(obj(r).code),
      description: str(obj(r).description),
    })),
    userPlaces: list(data.userPlaces).map(parsePlace),
    attributes: obj(data.attributes),
    pin: str(data.pin),
  };
}

/** The name to show: full name, else username, else the missing-value placeholder '---' (000 §9). */
export function displayName(user: Pick<LoggedUser, 'name' | 'surname' | 'username'> | undefined): string {
  const full = [user?.name, user?.surname].filter(Boolean).join(' ').trim();
  return full || user?.username || '---';
}
