import type { LoggedUser } from '../../core/logged-user.ts';

/**
 * The user of the user info dialog (000 §2.8). The server sends `phone` and `as400Username` beside the 000 §3
 * LoggedUser fields; until the parsed user carries them they are also read from `attributes.phone` and
 * `attributes.as400Username`.
 */
export type InfoUser = LoggedUser & { phone?: string; as400Username?: string };

export type Role = LoggedUser['roles'][number];

/** 000 §2.8: an admin user gets the synthetic role {id/code 'admin', description 'Admin'} first. */
export const adminRole: Role = { id: 'admin', code: 'admin', description: 'Admin' };

export function userRoles(user: Pick<LoggedUser, 'admin' | 'roles'>): Role[] {
  const others = user.roles.filter((role) => role.id !== adminRole.id);
  return user.admin ? [adminRole, ...others] : others;
}

/** 000 §2.8: the user's places joined by ' - '. */
export function placesLine(user: Pick<LoggedUser, 'userPlaces'>): string {
  return user.userPlaces.map((place) => place.description || place.code).join(' - ');
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function userPhone(user: InfoUser): string {
  return text(user.phone) || text(user.attributes.phone);
}

/** The legacy-system username, 'Username AS400'. */
export function legacyUsername(user: InfoUser): string {
  return text(user.as400Username) || text(user.attributes.as400Username);
}
