/**
 * The durable reading session as the runtime gives a plugin (issue 17), recording what the plugin stores, and the
 * sandbox's confirm ledger for a key: what handler tests of a resumed confirm assert.
 */
import { vi } from 'vitest';
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import type { ConfirmInFlight } from '../core/durable-session/durable-session.ts';
import type { DurableSessionPort } from '../plugins/define-plugin.ts';

export function recordingDurable() {
  const sent: ConfirmInFlight[] = [];
  let navigation: Record<string, unknown> = {};
  const port = {
    sending: vi.fn(async (confirm: ConfirmInFlight) => void sent.push(confirm)),
    settled: vi.fn(),
    succeeded: vi.fn(async () => undefined),
    keepNavigation: vi.fn(
      (state: Readonly<Record<string, unknown>>) => void (navigation = { ...navigation, ...state }),
    ),
  } satisfies DurableSessionPort;
  return { port, sent, navigation: () => navigation };
}

/** The sandbox ledger's records of one idempotency key. */
export async function ledgerOf(sandbox: ApiHarness, idempotencyKey: string) {
  const { confirmations } = await sandbox.json<{
    confirmations: { idempotencyKey: string | null; replays: number; call: string }[];
  }>('/control/confirmations', { token: null });
  return confirmations.filter((record) => record.idempotencyKey === idempotencyKey);
}
