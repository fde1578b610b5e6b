import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../../api/http-client.ts';
import { fetchAttributeMappings, fetchItemEvents, imageUrl } from '../../api/item-info.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { AttributeMapping } from '../../core/readings/item-info-types.ts';
import type { ReaderPort } from '../../core/readings/reader-contract.ts';
import type { ClassifiedRead } from '../../core/readings/classify-read.ts';
import type { DecodedRead } from '../../core/readings/decoded-read.ts';
import { createReadingsPipeline, type ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import type { ScreenScope } from '../../runtime/state/screen-scope.ts';
import type { ReadingsScreen } from '../../runtime/render/readings-context.ts';

export interface ReadingsScreenOptions {
  operation: OperationConfig;
  api: ApiClient;
  reader: ReaderPort | undefined;
  scope: ScreenScope;
  /** The plugin's decode; undefined on screens that do not read tags. */
  decode: ((codes: string[]) => Promise<DecodedRead[]>) | undefined;
  onError: (error: unknown) => void;
  /** After each decode answer, the reads it newly listed (taken once, with the pipeline, as `decode` is). */
  onDecoded?: (reads: ClassifiedRead[]) => void;
  /** The showProductImage application setting, read by showsProductImage (000 §3: off by default). */
  showProductImage: boolean;
}

/**
 * The readings of an operation screen whose plugin reads tags: a pipeline configured from the operation's options,
 * fed by the reader, mirrored into the scope's `readings` root once per animation frame (for bindings such as an
 * Export button's `visible`), with the reader started on open when autostartAntenna is set and stopped on leave.
 */
export function useReadingsScreen(options: ReadingsScreenOptions): ReadingsScreen | undefined {
  const { operation, api, reader, scope, decode, onError, onDecoded, showProductImage } = options;
  const [pipeline] = useState<ReadingsPipeline | undefined>(() =>
    decode
      ? createReadingsPipeline({
          path: operation.options.batchInterval ? 'batch' : 'debounce',
          decode,
          ignoreReadingTagsWithPrefixes: operation.options.ignoreReadingTagsWithPrefixes,
          batchIntervalTime: operation.options.batchIntervalTime,
          batchIntervalTagCount: operation.options.batchIntervalTagCount,
          itemStatuses: operation.itemStatuses,
          enabledCheckItemZone: operation.options.enabledCheckItemZone,
          removeMode: operation.options.removeMode,
          onError,
          onDecoded,
        })
      : undefined,
  );

  useEffect(() => {
    if (!pipeline || !reader) return;
    return reader.onReads((reads) => pipeline.push(reads));
  }, [pipeline, reader]);

  useEffect(() => {
    if (!pipeline) return;
    let frame = 0;
    const mirror = () => {
      frame = 0;
      scope.set('readings', pipeline.summary());
    };
    mirror();
    const unsubscribe = pipeline.subscribe(() => {
      if (frame === 0) frame = requestAnimationFrame(mirror);
    });
    return () => {
      unsubscribe();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [pipeline, scope]);

  const autostart = operation.options.autostartAntenna;
  useEffect(() => {
    if (!pipeline || !reader || !autostart) return;
    void reader.start().catch(onError);
    return () => void reader.stop().catch(() => undefined);
  }, [pipeline, reader, autostart, onError]);

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
      },
      openItemInfo: true,
    };
  }, [pipeline, reader, operation, api, showProductImage]);
}
