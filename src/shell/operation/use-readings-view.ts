import { useMemo } from 'react';
import type { ApiClient } from '../../api/http-client.ts';
import { fetchAttributeMappings, fetchItem, fetchItemEvents, imageUrl } from '../../api/item-info.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { AttributeMapping } from '../../core/readings/item-info-types.ts';
import type { ReaderPort } from '../../core/readings/reader-contract.ts';
import type { ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import type { ReadingsScreen } from '../../runtime/render/readings-context.ts';

/**
 * What the reading widgets (list, counters, summary, item info) show of a screen's tag pipeline: the pipeline and the
 * reader, the operation's display options, product images and the item info calls (attribute mappings kept per
 * entity for the screen's life).
 */
export function useReadingsView(
  pipeline: ReadingsPipeline | undefined,
  reader: ReaderPort | undefined,
  operation: OperationConfig,
  api: ApiClient,
  showProductImage: boolean,
): ReadingsScreen | undefined {
  return useMemo(() => {
    if (!pipeline) return undefined;
    const mappings = new Map<string, Promise<AttributeMapping[]>>();
    return {
      pipeline,
      reader,
      itemStatuses: operation.itemStatuses,
      displayMode: operation.options.readingsDisplayMode,
      newReadingsFirst: operation.options.newReadingsFirst,
      removeMode: operation.options.removeMode,
      showProductImage,
      imageUrl: (imageId) => imageUrl(api, imageId),
      itemInfo: {
        attributeMappings: (entity) => {
          let loaded = mappings.get(entity);
          if (!loaded) {
            loaded = fetchAttributeMappings(api, entity);
            mappings.set(entity, loaded);
            loaded.catch(() => mappings.delete(entity));
          }
          return loaded;
        },
        itemEvents: (itemId) => fetchItemEvents(api, itemId),
        item: (itemId) => fetchItem(api, itemId),
      },
      openItemInfo: true,
    };
  }, [pipeline, reader, operation, api, showProductImage]);
}
