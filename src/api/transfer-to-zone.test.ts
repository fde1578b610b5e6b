import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './http-client.ts';
import { executeTransferAction } from './transfer-to-zone.ts';

describe('executeTransferAction()', () => {
  it('[001-7-ttz-06] posts {actionCode, attributes, itemId, customerPlaceCode} to the operation’s executeAction', async () => {
    const post = vi.fn(async () => ({ success: true }));
    await executeTransferAction({ post } as unknown as ApiClient, {
      operationId: 'op 1',
      actionCode: 'conveyorTransferItem',
      attributes: { destinationZoneId: 'z1' },
      itemId: 'i1',
      customerPlaceCode: 'ST-MIL',
    });
    expect(post).toHaveBeenCalledWith('api/v1/operations/transfersToZone/op%201/executeAction', {
      body: {
        actionCode: 'conveyorTransferItem',
        attributes: { destinationZoneId: 'z1' },
        itemId: 'i1',
        customerPlaceCode: 'ST-MIL',
      },
    });
  });
});
