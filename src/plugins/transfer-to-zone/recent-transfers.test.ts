/** @vitest-environment node */
/** 'Recent transfers' of the transfer reading against the sandbox's API in process (000 §7.3, §9). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { insertRecords } from '../../../sandbox/db/resource-store.ts';
import { stableId } from '../../../sandbox/seed/seed-references.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { sandboxPluginContext } from '../../test-support/sandbox-plugin-context.ts';
import plugin from './index.ts';

const env = withInProcessSandbox();
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});

const opened = async () => {
  const setup = await sandboxPluginContext(sandbox, plugin, {
    operationCode: 'TRANSFER-TO-ZONE',
    roots: { formData: {}, workstation: { code: 'WS-LOM-INBOUND', placeId: stableId('places', 'WH-LOM') } },
  });
  await setup.bound.open('transfer-to-zone/reading');
  return setup;
};

describe("the transfer reading's recent transfers (000 §7.3)", () => {
  it('[000-7.3-02] [000-9-13] asks items/transfers newest first, 25 from the first, and lists each with its route', async () => {
    const { bound } = await opened();
    const rows = (await bound.handlers.loadRecentTransfers!({})) as Record<string, unknown>[];
    const [call] = env.calls('/api/v1/items/transfers');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      asc: 'false',
      limit: '25',
      offset: '0',
      orderBy: 'CREATION_DATE',
    });
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        code: 'TRF-2025-0002',
        route: 'ST-MIL-STOCK → ST-MIL-SALES',
        itemsCount: 2,
        username: 'operator',
      }),
      expect.objectContaining({ code: 'TRF-2025-0001', route: 'WH-LOM-STOCK → WH-LOM-QUARANTINE', itemsCount: 3 }),
    ]);
    expect(typeof rows[0]!.creationDate).toBe('number');
  });

  it('[000-9-13] shows no more than the 25 newest of many', async () => {
    const now = Date.now();
    await insertRecords(
      sandbox.db,
      'itemTransfers',
      Array.from({ length: 30 }, (_, index) => ({
        id: `bulk-${index}`,
        code: `TRF-BULK-${String(index).padStart(2, '0')}`,
        creationDate: now + index,
        lastModifyDate: now + index,
        status: 'CONFIRMED',
        itemsCount: 1,
      })),
    );
    const { bound } = await opened();
    const rows = (await bound.handlers.loadRecentTransfers!({})) as { code: string }[];
    expect(rows).toHaveLength(25);
    expect(rows[0]!.code).toBe('TRF-BULK-29');
    expect(rows.at(-1)!.code).toBe('TRF-BULK-05');
  });
});
