/** @vitest-environment node */
/**
 * The daily encoded counter of the associate screen (002 §4) against the sandbox's API in process: shown from the
 * server's encoding records of the UTC day as the screen opens, refreshed every 60 s, reset by the operator's click.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../../sandbox/seed/seed-references.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { openAssociateScreen, withBrowserStorage } from '../../test-support/encoding-associate-screen.ts';

const env = withInProcessSandbox();
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});
withBrowserStorage();
afterEach(() => {
  vi.useRealTimers();
});

const placeId = stableId('places', 'WH-LOM');
const operationId = stableId('operations', 'ENCODING');
let virgin = 0;

/** One garment encoded at the desk, as another station of the place would (the server's record of the day). */
async function encodedElsewhere(): Promise<void> {
  virgin += 1;
  const code = `E280117000000000DC${String(virgin).padStart(6, '0')}`;
  const answer = await sandbox.call('/api/v1/operations/encoding/create', {
    method: 'POST',
    body: {
      operationId,
      workstationId: stableId('workstations', 'WS-LOM-ENC'),
      placeId,
      startEntityId: stableId('products', 'KN210-CSH-GRM-S'),
      identifiers: [{ identifierType: 'UHF_TAG', code }],
    },
  });
  expect(answer.status).toBe(200);
}

const opened = () => openAssociateScreen(sandbox, 'ENCODING');

describe('the daily encoded counter (002 §4 Daily encoded counter)', () => {
  it('[002-4-daily-05] [002-9-timings-11] [002-7-encoding-21] [002-7-encoding-22] shows the records of the UTC day at this place, refreshed every 60 s; a click counts from zero again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    await encodedElsewhere();
    const { bound, screen } = await opened();
    await vi.waitFor(() => expect(screen().dailyCount).toBe(1));
    const [asked] = env.calls('/api/v1/encoding');
    const day = new Date().toISOString().slice(0, 10);
    expect(Object.fromEntries(asked!.url.searchParams)).toMatchObject({
      creationDateStart: `${day}T00:00:00+0000`,
      creationDateEnd: `${day}T23:59:59+0000`,
      operationId,
      placeId,
    });

    await encodedElsewhere();
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(screen().dailyCount).toBe(2));

    await bound.handlers.resetDailyCounter!({});
    expect(screen().dailyCount).toBe(0);
    await encodedElsewhere();
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(screen().dailyCount).toBe(1));
    await bound.leave('encoding/associate');
  });
});
