import { parseItemTransfer, type ItemTransfer } from '../core/transfers/item-transfer.ts';
import type { ApiClient } from './http-client.ts';
import { contentOf } from './resources.ts';

/** 000 §9: the item transfers limit. */
export const itemTransfersLimit = 25;

/** 000 §7.3: GET api/v1/items/transfers?asc=false&limit=25&offset=0&orderBy=CREATION_DATE, newest first. */
export async function fetchItemTransfers(api: ApiClient): Promise<ItemTransfer[]> {
  const answer = await api.get<unknown>('api/v1/items/transfers', {
    query: { asc: false, limit: itemTransfersLimit, offset: 0, orderBy: 'CREATION_DATE' },
  });
  return contentOf(answer)
    .map(parseItemTransfer)
    .filter((transfer): transfer is ItemTransfer => transfer !== undefined);
}
