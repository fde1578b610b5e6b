import { describe, expect, it } from 'vitest';
import { fieldStorageKey, formStorageKey, initFormDataKey } from './forms/start-form-rules.ts';
import { storageKeys, storagePrefix } from './storage-keys.ts';

describe('storageKeys (000 §3 Locally persisted state)', () => {
  it("[000-3-localstate-01] should keep every local key under the product's prefix ending in '::'", () => {
    expect(storagePrefix).toMatch(/^[a-z]+::$/);
    const keys = [
      ...Object.values(storageKeys),
      initFormDataKey('7'),
      formStorageKey('SIMPLE_ITEM_LIST', '7'),
      fieldStorageKey('SIMPLE_ITEM_LIST', '7', 'code'),
    ];
    for (const key of keys) expect(key.startsWith(storagePrefix), key).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
