import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited.ts';

describe('runLimited()', () => {
  it('runs every task, at most `limit` at once, and keeps results in order', async () => {
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (value === 3) throw new Error('three');
      return value;
    };
    const results = await runLimited([1, 2, 3, 4, 5, 6, 7].map(task), 3);
    expect(most).toBe(3);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'x'))).toEqual([
      1,
      2,
      'x',
      4,
      5,
      6,
      7,
    ]);
  });

  it('answers [] for no tasks', async () => {
    expect(await runLimited([], 4)).toEqual([]);
  });
});
