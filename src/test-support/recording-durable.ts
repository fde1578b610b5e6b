/**
 * The durable reading session as the runtime gives a plugin (issue 17), recording what the plugin stores, and the
 * sandbox's confirm ledger for a key: what handler tests of a restored screen and a resumed confirm assert.
 */
import { vi } from 'vitest';
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import type { ConfirmInFlight } from '../core/durable-session/durable-session.ts';
import type { DurableSessionPort } from '../plugins/define-plugin.ts';

/** `restored`: what a restored session kept (the plugin reads it with `kept`). */
export function recordingDurable(restored: Readonly<Record<string, unknown>> = {}) {
  const sent: ConfirmInFlight[] = [];
  let navigation: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  const port = {
    sending: vi.fn(async (confirm: ConfirmInFlight) => void sent.push(confirm)),
    settled: vi.fn(),
    succeeded: vi.fn(async () => undefined),
    keepNavigation: vi.fn(
      (state: Readonly<Record<string, unknown>>) => void (navigation = { ...navigation, ...state }),
    ),
    // As stored: a JSON copy.
    keep: vi.fn((name: string, value: unknown) => void (kept[name] = JSON.parse(JSON.stringify(value)) as unknown)),
    kept: (name: string) => restored[name],
  } satisfies DurableSessionPort;
  return { port, sent, navigation: () => navigation, kept: () => kept };
}

/** The sandbox ledger's records of one idempotency key. */
export async function ledgerOf(sandbox: ApiHarness, idempotencyKey: string) {
  const { confirmations } = await sandbox.json<{
    confirmations: { idempotencyKey: string | null; replays: number; call: string }[];
  }>('/control/confirmations', { token: null });
  return confirmations.filter((record) => record.idempotencyKey === idempotencyKey);
}
