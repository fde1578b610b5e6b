/**
 * Which responses the fault proxy loses: a seeded choice per request, made from the seed, what the request is (its
 * identity, e.g. method, path and Idempotency-Key) and how many times that identity came before. Under concurrency
 * requests arrive in any order; keyed this way the same seed loses the same attempts of the same requests every run,
 * so a failing run reproduces from its printed seed.
 */
import { createHash } from 'node:crypto';

export interface DropChoice {
  /** Whether to lose the answer of this request; counts the identity's occurrence. */
  drop(identity: string): boolean;
}

/** A uniform number in [0, 1) from the text (the first 48 bits of its SHA-256). */
export function uniformOf(text: string): number {
  const digest = createHash('sha256').update(text).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

export function createDropChoice(seed: number, fraction: number): DropChoice {
  if (!(fraction >= 0 && fraction <= 1)) throw new Error(`drop fraction must be in [0, 1], got ${fraction}`);
  const seen = new Map<string, number>();
  return {
    drop(identity) {
      const occurrence = seen.get(identity) ?? 0;
      seen.set(identity, occurrence + 1);
      return uniformOf(`${seed}\u0000${identity}\u0000${occurrence}`) < fraction;
    },
  };
}

/** A seed for a run: LOAD_SEED when set (to reproduce a run), else a random one. */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.LOAD_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`LOAD_SEED must be an integer, got '${given}'`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
