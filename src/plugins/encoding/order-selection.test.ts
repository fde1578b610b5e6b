/** @vitest-environment node */
/**
 * The production order selection of the associate screen (002 §2, §4, §7) against the sandbox's API in process: the
 * handlers the descriptor's order form, row form and Clear buttons run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiHarness } from '../../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../../sandbox/seed/seed-references.ts';
import { withInProcessSandbox } from '../../test-support/in-process-sandbox.ts';
import { openAssociateScreen, withBrowserStorage } from '../../test-support/encoding-associate-screen.ts';
import { countRowEncoded } from './production-counters.ts';

const env = withInProcessSandbox();
let sandbox: ApiHarness;
beforeAll(() => {
  sandbox = env.sandbox;
});
withBrowserStorage();

const coatRow = stableId('productionOrderRows', 'PO-2025-0043/010');
const knitRow = stableId('productionOrderRows', 'PO-2025-0042/020');

const opened = (options: Record<string, string> = {}) => openAssociateScreen(sandbox, 'ENCODING-ORDER', options);

const queryOf = (path: string) =>
  env
    .calls(path)
    .map((call) =>
      Object.fromEntries([...call.url.searchParams.keys()].map((key) => [key, call.url.searchParams.getAll(key)])),
    );

const shown = (dialogs: { toast: { mock: { calls: unknown[] } } }) => JSON.stringify(dialogs.toast.mock.calls);

describe('the production order selection (002 §2 initial type order)', () => {
  it('gives the two one-field forms from the operation, both required', async () => {
    const { screen } = await opened();
    expect(screen().orderForm).toEqual([expect.objectContaining({ name: 'productionOrder', required: true })]);
    expect(screen().rowForm).toEqual([expect.objectContaining({ name: 'productionOrderRow', required: true })]);
  });

  it('[002-2-associate-15] [002-7-orders-01] finds the order by equalCodes and shows it on the Work Order card', async () => {
    const { bound, screen } = await opened();
    await bound.handlers.searchOrder!({ event: { productionOrder: ' PO-2025-0043 ' } });
    expect(queryOf('/api/v1/productionOrders')).toEqual([{ equalCodes: ['PO-2025-0043'] }]);
    expect(screen().order).toEqual({
      code: 'PO-2025-0043',
      orderType: 'PRODUCTION',
      orderNumber: 'C-7790',
      material: 'GAB',
    });
  });

  it('[002-5-form-04] says an unknown order cannot be found, and keeps the order form', async () => {
    const { bound, screen, dialogs } = await opened();
    await bound.handlers.searchOrder!({ event: { productionOrder: 'PO-0000' } });
    expect(shown(dialogs)).toContain('encoding.order.orderNotFound');
    expect(screen().order).toBeNull();
  });

  it('[000-7.1-19] [002-4-orders-04] [002-7-orders-02] [002-7-orders-05] [002-7-encoding-07] [002-2-associate-17] [002-3-orders-02] [002-3-orders-03] chooses the row by order and row code: its product, its counters, the row as start entity', async () => {
    const { bound, screen, reader } = await opened();
    await bound.handlers.searchOrder!({ event: { productionOrder: 'PO-2025-0043' } });
    await bound.handlers.searchOrderRow!({ event: { productionOrderRow: '010' } });
    expect(queryOf('/api/v1/productionOrderRows')).toEqual([
      { equalProductionOrderCodes: ['PO-2025-0043'], equalCodes: ['010'] },
    ]);
    expect(screen().row).toEqual({ code: '010', orderCode: 'PO-2025-0043' });
    expect(screen().product).toMatchObject({ code: 'TR100-GAB-BEI-42' });
    await expect
      .poll(() => screen().counters)
      .toEqual({
        order: { pending: 13 + 25, encoded: 12, expected: 50 },
        row: { pending: 13, encoded: 12, expected: 25 },
      });
    expect(env.calls('/counters')[0]?.url.searchParams.get('productionOrderRowId')).toBe(coatRow);
    expect(env.calls('/validate')[0]?.body).toMatchObject({ identifiers: [], startEntityId: coatRow });
    expect(reader.start).toHaveBeenCalled();
  });

  it('[002-5-form-05] says a row not in the order cannot be found', async () => {
    const { bound, screen, dialogs } = await opened();
    await bound.handlers.searchOrder!({ event: { productionOrder: 'PO-2025-0043' } });
    await bound.handlers.searchOrderRow!({ event: { productionOrderRow: '030' } });
    expect(shown(dialogs)).toContain('encoding.order.rowNotFound');
    expect(screen().row).toBeNull();
    expect(screen().product).toBeNull();
  });

  it('[002-4-create-04] counts one more encoded for the order and the row, then takes the server’s counters', async () => {
    const { bound, screen, context } = await opened();
    await bound.handlers.searchOrder!({ event: { productionOrder: 'PO-2025-0043' } });
    await bound.handlers.searchOrderRow!({ event: { productionOrderRow: '010' } });
    await expect.poll(() => (screen().counters as { row?: unknown } | null)?.row).toBeTruthy();
    countRowEncoded(context);
    // Counted at once; the sandbox (nothing created here) then answers its own figures again.
    expect(screen().counters).toMatchObject({ row: { pending: 12, encoded: 13 }, order: { encoded: 13 } });
    await expect.poll(() => screen().counters).toMatchObject({ row: { encoded: 12 } });
  });

  it('[002-2-associate-19] [002-2-associate-20] clears the row and keeps the order; Change order resets the whole selection', async () => {
    const { bound, screen } = await opened();
    await bound.handlers.searchOrder!({ event: { productionOrder: 'PO-2025-0043' } });
    await bound.handlers.searchOrderRow!({ event: { productionOrderRow: '010' } });
    await bound.handlers.clearProduct!({});
    expect(screen()).toMatchObject({ product: null, row: null, counters: null, order: { code: 'PO-2025-0043' } });
    await bound.handlers.clearOrder!({});
    expect(screen()).toMatchObject({ product: null, row: null, order: null });
  });
});

describe('the production order row selection (002 §2 initial type orderRow)', () => {
  it('[002-2-associate-16] [002-4-orders-03] [002-7-orders-03] [002-7-orders-04] finds the row by SKU in any order (no order codes)', async () => {
    const { bound, screen } = await opened({
      initialType: 'orderRow',
      productionOrderRowSelectionMode: 'byOrderAndSku',
    });
    await bound.handlers.searchOrderRow!({ event: { productionOrderRow: 'KN210-CSH-GRM-M' } });
    expect(queryOf('/api/v1/productionOrderRows')).toEqual([{ equalProductCodes: ['KN210-CSH-GRM-M'] }]);
    expect(screen().row).toEqual({ code: '020', orderCode: 'PO-2025-0042' });
    expect(env.calls('/validate')[0]?.body).toMatchObject({ startEntityId: knitRow });
  });
});
