import { parseItem, parseProduct, type Item, type Product } from '../core/readings/decoded-read.ts';
import type { AttributeMapping, ItemEvent } from '../core/readings/item-info-types.ts';
import type { ApiClient } from './http-client.ts';
import { isRecord } from '../core/guards.ts';
import { textOf } from '../core/forms/value-path.ts';
import { contentOf, resourceClient, resourceEndpoints, resources } from './resources.ts';

export type { AttributeMapping, ItemEvent };

/** 000 §9 attribute mapping size. */
export const attributeMappingSize = 200;

/** 000 §7.3: GET /api/v1/attributeMappings with {entity, size 200, sort 'order,asc'}; only visible ones are kept. */
export async function fetchAttributeMappings(
  api: ApiClient,
  entity: AttributeMapping['entity'],
): Promise<AttributeMapping[]> {
  const mappings = await resources(api).attributeMappings.search({
    entity,
    size: attributeMappingSize,
    sort: 'order,asc',
  });
  return mappings
    .filter(isRecord)
    .map((raw) => ({
      code: textOf(raw.code),
      description: textOf(raw.description),
      entity,
      order: typeof raw.order === 'number' ? raw.order : 0,
      visible: raw.visible === true,
    }))
    .filter((mapping) => mapping.code !== '' && mapping.visible);
}

/** 000 §9 item events size. */
export const itemEventsSize = 100;

/** 000 §7.3: item events by item id, size 100, sort creationDate,DESC, read from content. */
export async function fetchItemEvents(api: ApiClient, itemId: string): Promise<ItemEvent[]> {
  const ofItem = resourceClient(api, `${resourceEndpoints.itemEventsOfItem}/${encodeURIComponent(itemId)}`);
  const events = await ofItem.search({ size: itemEventsSize, sort: 'creationDate,DESC' });
  return events.filter(isRecord).map((raw) => {
    const attributes = isRecord(raw.attributes) ? raw.attributes : {};
    const user = isRecord(raw.user) ? raw.user : {};
    const date = raw.creationDate;
    return {
      eventType: textOf(raw.eventType),
      operationLabel: textOf(raw.operationLabel),
      operationPlace: textOf(attributes.operationPlace),
      username: textOf(user.username),
      creationDate: typeof date === 'number' ? date : typeof date === 'string' ? Date.parse(date) : Number.NaN,
    };
  });
}

/** 000 §7.3 item get by id: GET api/v1/items/{id}; undefined for an answer that is no item. */
export async function fetchItem(api: ApiClient, itemId: string): Promise<Item | undefined> {
  const item = parseItem(await resources(api).items.get(itemId));
  return item?.id ? item : undefined;
}

/** 000 §7.3: products search by equalCodes. */
export async function searchProductsByCodes(api: ApiClient, codes: readonly string[]): Promise<Product[]> {
  if (codes.length === 0) return [];
  const products = await resources(api).products.search({ equalCodes: codes });
  return products.map(parseProduct).filter((product): product is Product => product !== undefined);
}

/** 000 §7.3 / §9: POST api/v1/products/advancedSearch with {codes, limit}, limit 50000. */
export const productAdvancedSearchLimit = 50_000;
export async function advancedSearchProducts(api: ApiClient, codes: readonly string[]): Promise<Product[]> {
  const page = await api.post<unknown>('api/v1/products/advancedSearch', {
    body: { codes, limit: productAdvancedSearchLimit },
  });
  return contentOf(page)
    .map(parseProduct)
    .filter((product): product is Product => product !== undefined);
}

/** 000 §7.3: /api/v1/images?imageId={id}&access_token={token}. */
export function imageUrl(api: ApiClient, imageId: string): string {
  return api.authorizedUrl('api/v1/images', { imageId });
}
