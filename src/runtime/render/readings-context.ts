import { createContext, useContext } from 'react';
import type { ItemStatuses } from '../../core/operation-config/item-statuses.ts';
import type { Item } from '../../core/readings/decoded-read.ts';
import type { AttributeMapping, ItemEvent } from '../../core/readings/item-info-types.ts';
import type { ReaderPort } from '../../core/readings/reader-contract.ts';
import type { ReadingsPipeline, RemoveMode } from '../../core/readings/readings-pipeline.ts';

/** What the item info modal loads (000 §2.16); a screen without them shows the modal without those sections. */
export interface ItemInfoSource {
  attributeMappings(entity: AttributeMapping['entity']): Promise<AttributeMapping[]>;
  itemEvents(itemId: string): Promise<ItemEvent[]>;
  /** The item as the server holds it now (000 §7.3 item get by id): its zone and attributes may have moved on. */
  item?(itemId: string): Promise<Item | undefined>;
}

/**
 * A reading screen's readings, shared by its widgets (lists, counters, chips): the pipeline they subscribe to, the
 * reader feeding it, and the operation's settings that shape the display.
 */
export interface ReadingsScreen {
  pipeline: ReadingsPipeline;
  reader?: ReaderPort;
  itemStatuses: ItemStatuses;
  displayMode: 'item' | 'groupedByProduct';
  newReadingsFirst: boolean;
  removeMode: RemoveMode;
  /** 000 §7.3 showProductImage setting (default on). */
  showProductImage: boolean;
  /** The image URL of an image id (000 §7.3); absent shows the placeholder. */
  imageUrl?: (imageId: string) => string;
  itemInfo?: ItemInfoSource;
  /** Clicking a row with a known item or product opens the item info modal (000 §2.12). */
  openItemInfo?: boolean;
}

export const ReadingsContext = createContext<ReadingsScreen | null>(null);

export class MissingReadingsError extends Error {
  constructor() {
    super('A readings widget rendered on a screen without readings (no ReadingsContext provider)');
    this.name = 'MissingReadingsError';
  }
}

export function useReadings(): ReadingsScreen {
  const value = useContext(ReadingsContext);
  if (!value) throw new MissingReadingsError();
  return value;
}
