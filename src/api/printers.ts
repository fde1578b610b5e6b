import { parsePrinters, type Printer } from '../core/printers.ts';
import type { ApiClient } from './http-client.ts';

/** 000 §9 search size. */
export const printerSearchSize = 100;

/** 000 §7.1: GET api/v1/printers of the given places, reading content. No place is no printer. */
export async function searchPrinters(api: ApiClient, placeIds: readonly string[]): Promise<Printer[]> {
  const ids = placeIds.filter((id) => id !== '');
  if (ids.length === 0) return [];
  const page = await api.get<unknown>('api/v1/printers', { query: { placeIds: ids, size: printerSearchSize } });
  const content = typeof page === 'object' && page !== null ? (page as { content?: unknown }).content : undefined;
  return parsePrinters(content);
}
