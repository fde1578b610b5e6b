/**
 * The in-process sandbox API for a vitest file: opened once before its tests (seeding takes a few seconds on a busy
 * machine), put back as seeded after each test (POST /control/reset), closed after them.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openApiHarness, type ApiHarness } from './api-test-harness.ts';

export function withApiHarness(): { readonly api: ApiHarness } {
  let harness: ApiHarness | undefined;
  beforeAll(async () => {
    harness = await openApiHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.db.close();
  });
  afterEach(async () => {
    await harness?.call('/control/reset', { method: 'POST', token: null });
  });
  return {
    get api() {
      if (!harness) throw new Error('The sandbox API is open only inside the tests');
      return harness;
    },
  };
}
