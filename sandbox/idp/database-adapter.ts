/**
 * oidc-provider's storage on the sandbox database (table oidc_payloads): one row per model and id, with the columns
 * the provider looks rows up by. Expired rows are never answered, and are deleted now and then as rows are written.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database.ts';

export interface DatabaseAdapterOptions {
  now?: () => number;
  /** How often, at most, an upsert also deletes the expired rows of every model. */
  pruneEveryMs?: number;
}

interface PayloadRow {
  payload: unknown;
  consumed_at: number | string | null;
}

const COLUMNS = 'payload, consumed_at';
const UNEXPIRED = '(expires_at is null or expires_at > $2)';

function parsePayload(row: PayloadRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const { payload } = row;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('oidc_payloads: a payload that is not a JSON object');
  }
  const parsed = payload as AdapterPayload;
  // The provider takes a consumed code or token by a truthy `consumed` (epoch seconds, as its own adapters set it).
  return row.consumed_at === null ? parsed : { ...parsed, consumed: Math.floor(Number(row.consumed_at) / 1000) };
}

export function createDatabaseAdapter(db: Queryable, options: DatabaseAdapterOptions = {}): AdapterFactory {
  const now = options.now ?? Date.now;
  const pruneEveryMs = options.pruneEveryMs ?? 60_000;
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function pruneExpired(at: number) {
    if (at - prunedAt < pruneEveryMs) return;
    prunedAt = at;
    await db.query('delete from oidc_payloads where expires_at <= $1', [at]);
  }

  return (model: string): Adapter => {
    const findOne = async (where: string, value: string) => {
      const { rows } = await db.query<PayloadRow>(
        `select ${COLUMNS} from oidc_payloads where model = $1 and ${where} = $3 and ${UNEXPIRED} limit 1`,
        [model, now(), value],
      );
      return parsePayload(rows[0]);
    };
    return {
      async upsert(id, payload, expiresIn) {
        const at = now();
        await pruneExpired(at);
        await db.query(
          `insert into oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
             uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
          [
            model,
            id,
            JSON.stringify(payload),
            payload.grantId ?? null,
            payload.uid ?? null,
            payload.userCode ?? null,
            expiresIn ? at + expiresIn * 1000 : null,
          ],
        );
      },
      find: (id) => findOne('id', id),
      findByUid: (uid) => findOne('uid', uid),
      findByUserCode: (userCode) => findOne('user_code', userCode),
      async consume(id) {
        await db.query('update oidc_payloads set consumed_at = $3 where model = $1 and id = $2', [model, id, now()]);
      },
      async destroy(id) {
        await db.query('delete from oidc_payloads where model = $1 and id = $2', [model, id]);
      },
      async revokeByGrantId(grantId) {
        // Every model's rows of the grant: its codes, tokens and the grant itself.
        await db.query('delete from oidc_payloads where grant_id = $1', [grantId]);
      },
    };
  };
}
