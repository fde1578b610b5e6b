import { storageKeys } from '../core/storage-keys.ts';

/** Build-time settings (Vite env), with the endpoint overridable at runtime from settings (000 §7.1, §2.7). */
export interface StationConfig {
  defaultApiUrl: string;
  oidcAuthority: string;
  oidcClientId: string;
  readOnly: boolean;
}

export function readStationConfig(env: Record<string, string | boolean | undefined> = import.meta.env): StationConfig {
  const value = (name: string, fallback: string) => {
    const raw = env[name];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : fallback;
  };
  return {
    defaultApiUrl: value('VITE_STATION_API_URL', 'http://localhost:4000'),
    oidcAuthority: value('VITE_STATION_OIDC_AUTHORITY', 'http://localhost:4001'),
    oidcClientId: value('VITE_STATION_OIDC_CLIENT_ID', 'station'),
    readOnly: value('VITE_STATION_READ_ONLY', 'false') === 'true',
  };
}

/** The endpoint in use: the one stored from settings, else the build default. */
export function currentEndpoint(config: StationConfig, storage: Pick<Storage, 'getItem'> = localStorage): string {
  return storage.getItem(storageKeys.endpoint)?.trim() || config.defaultApiUrl;
}
