import { describe, expect, it } from 'vitest';
import { createDropChoice, runSeed, uniformOf } from './drop-choice.ts';

const identities = Array.from({ length: 10_000 }, (_, index) => `POST /save key:${index}`);

describe('createDropChoice()', () => {
  it('should drop about the given fraction of distinct requests', () => {
    const choice = createDropChoice(42, 0.1);
    const dropped = identities.filter((identity) => choice.drop(identity)).length;
    expect(dropped).toBeGreaterThan(850);
    expect(dropped).toBeLessThan(1150);
  });

  it('should choose the same requests for the same seed, whatever their order, and others for another seed', () => {
    const chosen = (seed: number, order: string[]) => {
      const choice = createDropChoice(seed, 0.1);
      return new Set(order.filter((identity) => choice.drop(identity)));
    };
    expect(chosen(42, [...identities].reverse())).toEqual(chosen(42, identities));
    expect(chosen(43, identities)).not.toEqual(chosen(42, identities));
  });

  it('should draw again for each retry of the same request', () => {
    const choice = createDropChoice(1, 0.5);
    const draws = Array.from({ length: 40 }, () => choice.drop('POST /save key:same'));
    expect(draws).toContain(true);
    expect(draws).toContain(false);
  });

  it.each([
    [0, 0],
    [1, identities.length],
  ])('should drop with fraction %d exactly %d', (fraction, expected) => {
    const choice = createDropChoice(5, fraction);
    expect(identities.filter((identity) => choice.drop(identity))).toHaveLength(expected);
  });

  it('should refuse a fraction outside [0, 1]', () => {
    expect(() => createDropChoice(1, 1.5)).toThrow('drop fraction');
  });
});

describe('uniformOf() and runSeed()', () => {
  it('should map text to [0, 1)', () => {
    for (const identity of identities.slice(0, 100)) expect(uniformOf(identity)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...identities.map(uniformOf))).toBeLessThan(1);
  });

  it('should take LOAD_SEED when set, and refuse one that is not an integer', () => {
    expect(runSeed({ LOAD_SEED: '1234' })).toBe(1234);
    expect(() => runSeed({ LOAD_SEED: 'abc' })).toThrow('LOAD_SEED');
    expect(Number.isSafeInteger(runSeed({}))).toBe(true);
  });
});
