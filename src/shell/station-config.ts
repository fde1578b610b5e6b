import { storageKeys } from '../core/storage-keys.ts';

/** Build-time settings (Vite env), with the endpoint overridable at runtime from settings (000 §7.1, §2.7). */
export interface StationConfig {
  defaultApiUrl: string;
  oidcAuthority: string;
  oidcClientId: string;
  readOnly: boolean;
  /** The QC status service's base (002 §7 {brand-prefix}); none is the API endpoint. Overridable in settings. */
  defaultQcUrl: string | undefined;
  /** The identity provider's password page, where 'Change password' leads (000 §2.8); none hides it. */
  changePasswordUrl: string | undefined;
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
    changePasswordUrl: value('VITE_STATION_CHANGE_PASSWORD_URL', '') || undefined,
    defaultQcUrl: value('VITE_STATION_QC_URL', '') || undefined,
  };
}

/** The endpoint in use: the one stored from settings, else the build default. */
export function currentEndpoint(config: StationConfig, storage: Pick<Storage, 'getItem'> = localStorage): string {
  return storage.getItem(storageKeys.endpoint)?.trim() || config.defaultApiUrl;
}

/** The QC status service's base in use (002 §7): the one stored from settings, else the build's, else the endpoint. */
export function currentQcEndpoint(config: StationConfig, storage: Pick<Storage, 'getItem'> = localStorage): string {
  return storage.getItem(storageKeys.qcEndpoint)?.trim() || defaultQcEndpoint(config, storage);
}

/** The QC base without a stored override: the build's, else the endpoint in use. */
export function defaultQcEndpoint(config: StationConfig, storage: Pick<Storage, 'getItem'> = localStorage): string {
  return config.defaultQcUrl ?? currentEndpoint(config, storage);
}

/**
 * 000 §2.8 'Change password': the provider's password page, told to link back to this station with `return_to`
 * (kept when the configured address already names one); undefined when none is configured or it is not a URL.
 */
export function changePasswordLink(
  config: Pick<StationConfig, 'changePasswordUrl'>,
  origin: string,
): string | undefined {
  if (!config.changePasswordUrl) return undefined;
  try {
    const url = new URL(config.changePasswordUrl);
    if (!url.searchParams.has('return_to')) url.searchParams.set('return_to', origin);
    return url.href;
  } catch {
    return undefined;
  }
}
