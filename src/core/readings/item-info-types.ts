/** 000 §3 Attribute mapping. */
export interface AttributeMapping {
  code: string;
  description: string;
  entity: 'product' | 'item' | 'itemComponent';
  order: number;
  visible: boolean;
}

/** 000 §3 Item event. */
export interface ItemEvent {
  eventType: string;
  operationLabel: string;
  operationPlace: string;
  username: string;
  /** Epoch milliseconds; NaN when the server gives none. */
  creationDate: number;
}
