import { storageKeys } from '../../core/storage-keys.ts';
import type { PanelStorage } from './panel-storage.ts';

const normalise = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * The overridden backend base URL of the 'Custom backend' box (000 §2.6): the stored endpoint when it differs from the
 * build default, else undefined.
 */
export function customEndpoint(defaultApiUrl: string, storage: Pick<Storage, 'getItem'>): string | undefined {
  const stored = storage.getItem(storageKeys.endpoint)?.trim();
  return stored && normalise(stored) !== normalise(defaultApiUrl) ? stored : undefined;
}

/**
 * 000 §2.7: saves the endpoint typed in settings (the API's, or the QC service's under its key); the default clears
 * the override. Returns false (nothing saved) for an empty value.
 */
export function saveEndpoint(
  storage: PanelStorage,
  value: string,
  defaultUrl: string,
  key: typeof storageKeys.endpoint | typeof storageKeys.qcEndpoint = storageKeys.endpoint,
): boolean {
  const endpoint = value.trim();
  if (endpoint === '') return false;
  if (normalise(endpoint) === normalise(defaultUrl)) storage.removeItem(key);
  else storage.setItem(key, endpoint);
  return true;
}

/** 000 §2.6: back to the default station endpoint. */
export function removeCustomEndpoint(storage: PanelStorage): void {
  storage.removeItem(storageKeys.endpoint);
}
