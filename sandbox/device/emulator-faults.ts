import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from './http-errors.ts';

/** Which antennas an operation fails for: `true` or '*' means every antenna, a string one antenna id. */
export type FaultTarget = true | string;

export type FaultyOperation = 'start' | 'stop' | 'write' | 'kill';

export interface Faults {
  failStart?: FaultTarget;
  failStop?: FaultTarget;
  failWrite?: FaultTarget;
  failKill?: FaultTarget;
  failWeight?: boolean;
  /** Delay before answering every device-manager REST call, to exercise the 3 s / 5 s timeouts (000 §9). */
  delayMs?: number;
  /** Status of injected failures; 500 unless set. */
  failStatus?: number;
}

const targetKeys = { start: 'failStart', stop: 'failStop', write: 'failWrite', kill: 'failKill' } as const;

function parseTarget(key: string, value: unknown): FaultTarget | undefined {
  if (value === false || value === null) return undefined;
  if (value === true || (typeof value === 'string' && value !== '')) return value;
  if (typeof value === 'number') return String(value);
  throw new HttpError(400, `'${key}' must be true, false, '*' or an antenna id`);
}

/** Merges a POST /emulator/faults body into the current faults; false or null clears one fault. */
export function mergeFaults(current: Faults, body: Record<string, unknown>): Faults {
  const next: Faults = { ...current };
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (key === 'failStart' || key === 'failStop' || key === 'failWrite' || key === 'failKill') {
      const target = parseTarget(key, value);
      if (target === undefined) delete next[key];
      else next[key] = target;
    } else if (key === 'failWeight') {
      if (typeof value !== 'boolean') throw new HttpError(400, "'failWeight' must be a boolean");
      next.failWeight = value;
    } else if (key === 'delayMs') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 60_000) {
        throw new HttpError(400, "'delayMs' must be an integer between 0 and 60000");
      }
      next.delayMs = value;
    } else if (key === 'failStatus') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 400 || value > 599) {
        throw new HttpError(400, "'failStatus' must be an integer between 400 and 599");
      }
      next.failStatus = value;
    } else {
      throw new HttpError(400, `unknown fault '${key}'`);
    }
  }
  return next;
}

/** Throws the injected failure when `operation` is set to fail for this antenna. */
export function throwIfFaulty(faults: Faults, operation: FaultyOperation, antennaId: string): void {
  const target = faults[targetKeys[operation]];
  if (target === undefined) return;
  if (target === true || target === '*' || target === antennaId) {
    throw injectedFailure(faults, `injected fault: ${operation} of antenna ${antennaId} failed`);
  }
}

export function injectedFailure(faults: Faults, message: string): HttpError {
  return new HttpError((faults.failStatus ?? 500) as ContentfulStatusCode, message, 'EMULATOR_FAULT');
}
