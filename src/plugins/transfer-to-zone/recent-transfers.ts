/**
 * The 'Recent transfers' of the transfer reading: the last 25 item transfers (000 §7.3, §9), newest first, as rows of
 * the modal's list, so an operator sees their transfer went through and where earlier ones went.
 */
import { fetchItemTransfers } from '../../api/item-transfers.ts';
import { transferRoute } from '../../core/transfers/item-transfer.ts';
import type { PluginContext } from '../define-plugin.ts';

export interface RecentTransferRow {
  id: string;
  code: string;
  description: string;
  route: string;
  itemsCount: number | '';
  username: string;
  creationDate: number | '';
}

export async function loadRecentTransfers(context: PluginContext<'transfer-to-zone'>): Promise<RecentTransferRow[]> {
  const transfers = await fetchItemTransfers(context.api);
  return transfers.map((transfer) => ({
    id: transfer.id,
    code: transfer.code,
    description: transfer.description,
    route: transferRoute(transfer),
    itemsCount: transfer.itemsCount ?? '',
    username: transfer.username,
    creationDate: Number.isFinite(transfer.creationDate) ? transfer.creationDate : '',
  }));
}
