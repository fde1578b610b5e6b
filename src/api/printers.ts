import { parsePrinters, type Printer } from '../core/printers.ts';
import type { ApiClient } from './http-client.ts';
import { resources } from './resources.ts';

/** 000 §9 search size. */
export const printerSearchSize = 100;

/** 000 §7.1: GET api/v1/printers of the given places, reading content. No place is no printer. */
export async function searchPrinters(api: ApiClient, placeIds: readonly string[]): Promise<Printer[]> {
  const ids = placeIds.filter((id) => id !== '');
  if (ids.length === 0) return [];
  return parsePrinters(await resources(api).printers.search({ placeIds: ids, size: printerSearchSize }));
}
