import type { Queryable } from '../db/database.ts';

/**
 * The secret stored under `name` in idp_secrets, made by `make` the first time. Processes that start together on one
 * database race to store theirs; the first stored wins and every process answers that one.
 */
export async function sharedSecret<T>(
  db: Queryable,
  name: string,
  make: () => Promise<T>,
  parse: (value: unknown) => T,
): Promise<T> {
  const read = async () => {
    const { rows } = await db.query<{ value: unknown }>('select value from idp_secrets where name = $1', [name]);
    return rows[0] ? parse(rows[0].value) : undefined;
  };
  const stored = await read();
  if (stored !== undefined) return stored;
  await db.query(
    'insert into idp_secrets (name, value, created_at) values ($1, $2, $3) on conflict (name) do nothing',
    [name, JSON.stringify(await make()), Date.now()],
  );
  const winner = await read();
  if (winner === undefined) throw new Error(`idp_secrets: '${name}' was not stored`);
  return winner;
}
