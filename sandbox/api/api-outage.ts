/**
 * The API taken down on demand (issue 17's journey: 'the API down for 60 s'), through the control routes:
 * - POST /control/outage {durationMs, mode?}: from now until durationMs has passed (or DELETE /control/outage),
 *   every /api/... request is refused: mode 'drop' (the default) destroys its connection unanswered, as a server
 *   that is gone does; 'unavailable' answers 503. The control routes, the identity provider and the device-manager
 *   emulator are not touched, so the reader keeps reading. Open event streams are dropped as it starts.
 * - GET /control/outage: {active, mode, until, refused}; `refused` counts the requests refused since the last start,
 *   and `refusedPaths` the first of them by path, so a test can say how often the station tried.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError, errorBody } from './api-errors.ts';
import { dropConnection } from './drop-connection.ts';

export type OutageMode = 'drop' | 'unavailable';

export interface OutagePlan {
  durationMs: number;
  mode: OutageMode;
}

export interface OutageState {
  active: boolean;
  mode: OutageMode | null;
  /** When it ends (ms since the epoch); null when none is set. */
  until: number | null;
  refused: number;
  refusedPaths: Record<string, number>;
}

const maxDurationMs = 600_000;

/** Checks the body of POST /control/outage; anything else is a 400 naming the field. */
export function parseOutagePlan(raw: unknown): OutagePlan {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const { durationMs, mode = 'drop' } = body;
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs) || durationMs <= 0 || durationMs > maxDurationMs)
    throw new ApiError(400, 'INVALID_OUTAGE', `durationMs must be a number of milliseconds from 1 to ${maxDurationMs}`);
  if (mode !== 'drop' && mode !== 'unavailable')
    throw new ApiError(400, 'INVALID_OUTAGE', "mode must be 'drop' or 'unavailable'");
  return { durationMs, mode };
}

export function createApiOutage(now: () => number = Date.now) {
  let plan: { mode: OutageMode; until: number } | undefined;
  let refused = 0;
  let refusedPaths: Record<string, number> = {};

  const current = () => (plan && now() < plan.until ? plan : undefined);

  return {
    start({ durationMs, mode }: OutagePlan): OutageState {
      plan = { mode, until: now() + durationMs };
      refused = 0;
      refusedPaths = {};
      return this.state();
    },
    clear() {
      plan = undefined;
    },
    state(): OutageState {
      const active = current();
      return {
        active: active !== undefined,
        mode: plan?.mode ?? null,
        until: plan?.until ?? null,
        refused,
        refusedPaths: { ...refusedPaths },
      };
    },
    /** Refuses every request while the outage lasts; lets it through otherwise. */
    middleware(): MiddlewareHandler {
      return async (c, next) => {
        const active = current();
        if (!active || c.req.method === 'OPTIONS') return next();
        refused += 1;
        refusedPaths[c.req.path] = (refusedPaths[c.req.path] ?? 0) + 1;
        if (active.mode === 'unavailable')
          return c.json(errorBody('SERVICE_UNAVAILABLE', 'The API is down (sandbox outage)'), 503);
        return dropConnection(c);
      };
    },
  };
}

export type ApiOutage = ReturnType<typeof createApiOutage>;
