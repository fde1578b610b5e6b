/** Types shared by the sandbox API's modules. */
import type { Database } from '../db/database.ts';
import type { ApiOutage } from './api-outage.ts';
import type { CallFaults } from './call-faults.ts';
import type { ConfirmLedger } from './confirm-ledger.ts';
import type { ConveyorProducer } from './conveyor-producer.ts';
import type { EventHub } from './event-hub.ts';
import type { UserRecord } from './users-store.ts';

/** Addresses as the browser reaches them; substituted into stored `{{placeholders}}` when records are served. */
export interface PublicUrls {
  apiUrl: string;
  deviceManagerUrl: string;
  deviceManagerWebsocket: string;
}

/** Checks an access token; resolves to its subject (the username) or null when it is not valid. */
export type VerifyAccessToken = (token: string) => Promise<{ sub: string } | null>;

/** What every route module receives. */
export interface ApiDeps {
  db: Database;
  publicUrls: PublicUrls;
  eventHub: EventHub;
  /** Interval of the SSE 'keep-alive' events. */
  sseKeepAliveMs: number;
  /** Confirms run so far, by idempotency key (confirm-ledger.ts). */
  confirmLedger: ConfirmLedger;
  /** Test fault switches per call (call-faults.ts). */
  faults: CallFaults;
  /** The API taken down on demand (api-outage.ts). */
  outage: ApiOutage;
  /** Runs of conveyor boxes for tests (conveyor-producer.ts). */
  conveyors: ConveyorProducer;
}

/** Hono environment: the authenticated user is set by the auth middleware on every /api route. */
export interface ApiEnv {
  Variables: { user: UserRecord };
}
