/** @vitest-environment node */
/**
 * 'only virgin tag' (002 §4 Reading and validation) on the associate screen in identifier mode, against the
 * sandbox's API in process: a tag that names no product is MISSING_PRODUCT_INFO; once the message is closed the
 * association starts over and the antenna restarts.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../../sandbox/seed/seed-references.ts';
import type { TagRead } from '../../core/readings/reader-contract.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { openAssociateScreen, withBrowserStorage } from '../../test-support/encoding-associate-screen.ts';

const env = withInProcessSandbox();
let sandbox: ApiHarness;
beforeAll(async () => {
  sandbox = env.sandbox;
  // Without a selection form the associate screen is in identifier mode.
  const id = stableId('operations', 'ENCODING');
  const answer = await sandbox.call('/api/v1/operations/bulkUpdate', {
    method: 'POST',
    body: [{ id, formSchema: [] }],
  });
  expect(answer.status).toBe(200);
});
withBrowserStorage();

describe("'only virgin tag' (002 §4)", () => {
  it('[002-4-validation-06] [002-4-validation-07] a tag that names no product: the message, then the association starts over and the antenna restarts', async () => {
    const setup = await openAssociateScreen(sandbox, 'ENCODING', { timeoutValidateTags: '100' });
    expect(setup.screen().identifierMode).toBe(true);
    const listener = setup.reader.onRead.mock.calls[0]?.[0] as (reads: TagRead[]) => void;
    listener([{ epc: 'E2801160600002040A1B7777', tid: 'E2801160200070A1B0007777' }]);
    await vi.waitFor(() => expect(setup.reader.start).toHaveBeenCalled(), { timeout: 5_000 });
    expect(JSON.stringify(setup.dialogs.toast.mock.calls)).toContain('encoding.messages.onlyVirgin');
    expect(setup.screen().association).toMatchObject({ status: 'TO_BE_READ' });
    expect(setup.screen().identifiers).toEqual([]);
    expect(setup.reader.stop).toHaveBeenCalled();
    await setup.bound.leave('encoding/associate');
  });
});
