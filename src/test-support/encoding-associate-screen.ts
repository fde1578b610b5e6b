/**
 * The encoding associate screen's handlers against the in-process sandbox (plugin tests in node): the encoding desk
 * as the workstation, the browser storage the daily counter keeps its count in, the screen opened.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import plugin from '../plugins/encoding/index.ts';
import { memoryStorage } from './dashboard-fixtures.ts';
import { sandboxPluginContext } from './sandbox-plugin-context.ts';

export const encodingDesk = {
  id: stableId('workstations', 'WS-LOM-ENC'),
  code: 'WS-LOM-ENC',
  placeId: stableId('places', 'WH-LOM'),
};

/** A fresh browser storage for each test of the file (node has none). */
export function withBrowserStorage(): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The associate screen of `operationCode` opened at the encoding desk, with options over the seeded ones. */
export async function openAssociateScreen(
  sandbox: ApiHarness,
  operationCode: string,
  options: Record<string, string> = {},
) {
  const setup = await sandboxPluginContext(sandbox, plugin, {
    operationCode,
    options,
    roots: { formData: {}, workstation: encodingDesk },
  });
  await setup.bound.open('encoding/associate');
  return setup;
}
