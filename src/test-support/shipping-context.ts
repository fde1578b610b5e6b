/**
 * The shipping plugin bound to a handler-test context whose API is the sandbox's, in process (its database seeded
 * with the demo data): what a handler sends is what the sandbox records.
 */
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import type { ListedRead } from '../plugins/define-plugin.ts';
import shippingPlugin from '../plugins/shipping/index.ts';
import { sandboxPluginContext } from './sandbox-plugin-context.ts';

export const warehousePlaceId = stableId('places', 'WH-LOM');

export interface ShippingContextOptions {
  /** The seeded operation's code (INBOUND, OUTBOUND, PACKING). */
  operationCode: string;
  /** Options over the seeded operation's. */
  options?: Record<string, string>;
  formSchema?: unknown[];
  params?: Record<string, string>;
  navigation?: Record<string, unknown>;
  formData?: Record<string, unknown>;
  listed?: ListedRead[];
  placeId?: string;
  /** The workstation's attributes (e.g. cartonizationUSAPrinterIP). */
  workstationAttributes?: Record<string, unknown>;
}

export function shippingContext(sandbox: ApiHarness, given: ShippingContextOptions) {
  return sandboxPluginContext(sandbox, shippingPlugin, {
    operationCode: given.operationCode,
    options: given.options,
    formSchema: given.formSchema,
    params: given.params,
    navigation: given.navigation,
    listed: given.listed,
    dialogs: { postConfirmQuestion: async () => true },
    roots: {
      formData: given.formData,
      workstation: {
        code: 'WS-LOM-INBOUND',
        placeId: given.placeId ?? warehousePlaceId,
        attributes: given.workstationAttributes ?? {},
      },
    },
  });
}
