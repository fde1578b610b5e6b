import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { indexedDbRenewalRecord } from './renewal-record.ts';

describe('indexedDbRenewalRecord()', () => {
  it('should keep the last renewal for every tab, and forget it', async () => {
    let now = 1_000_000;
    const writer = indexedDbRenewalRecord(() => now);
    const reader = indexedDbRenewalRecord(() => now);
    await expect(reader.secondsLeft()).resolves.toBeUndefined();
    await writer.record(1_075);
    await expect(reader.secondsLeft()).resolves.toBe(75);
    now += 15_000;
    await expect(reader.secondsLeft()).resolves.toBe(60);
    await reader.forget();
    await expect(writer.secondsLeft()).resolves.toBeUndefined();
  });
});
