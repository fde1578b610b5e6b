/**
 * The sandbox's users (000 §3 LoggedUser fields), one row each in `users`. The identity provider signs
 * users in through findUserByUsername; the API serves them as the logged user.
 */
import type { Queryable } from '../db/database.ts';

export interface Role {
  id: string;
  code: string;
  description: string;
}

export interface UserRecord {
  id: string;
  username: string;
  name: string;
  surname: string;
  email: string;
  phone?: string;
  /** Legacy-system username, shown as 'Username AS400' (000 §2.8). */
  as400Username?: string;
  /** User PIN that authorises forced parcels and forced associations (000 §6). */
  pin?: string;
  capabilities: string[];
  roles: Role[];
  userPlaceIds: string[];
  attributes: Record<string, string>;
}

/** What the identity provider needs to sign a user in and fill the ID token's claims. */
export interface UserSummary {
  id: string;
  username: string;
  name: string;
  surname: string;
  email: string;
}

export async function getUserByUsername(db: Queryable, username: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<{ data: UserRecord }>('select data from users where username = $1', [username]);
  return rows[0]?.data;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserSummary | undefined> {
  const user = await getUserByUsername(db, username);
  if (!user) return undefined;
  return { id: user.id, username: user.username, name: user.name, surname: user.surname, email: user.email };
}

export async function insertUsers(db: Queryable, users: UserRecord[], now: number): Promise<void> {
  if (users.length === 0) return;
  await db.query(
    `insert into users (id, username, data, created_at, updated_at)
     select u ->> 'id', u ->> 'username', u, $2, $2 from jsonb_array_elements($1::jsonb) u`,
    [JSON.stringify(users), now],
  );
}

export async function updateUser(db: Queryable, user: UserRecord, now: number): Promise<void> {
  await db.query('update users set data = $2::jsonb, username = $3, updated_at = $4 where id = $1', [
    user.id,
    JSON.stringify(user),
    user.username,
    now,
  ]);
}
