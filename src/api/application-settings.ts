import type { ApiClient } from './http-client.ts';

/** 000 §3 ApplicationSetting. */
export interface ApplicationSetting {
  code: string;
  value: string;
}

function parseSetting(raw: unknown): ApplicationSetting[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const { code, value } = raw as { code?: unknown; value?: unknown };
  if (typeof code !== 'string' || code === '') return [];
  const text =
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  return [{ code, value: text }];
}

/** The settings of a list of {code, value}; anything unreadable is left out. */
export function parseApplicationSettings(raw: unknown): ApplicationSetting[] {
  return Array.isArray(raw) ? raw.flatMap(parseSetting) : [];
}

/** 000 §7.2: GET /api/v1/applicationSettings/client; a failed fetch yields an empty list (000 §3). */
export async function fetchApplicationSettings(api: ApiClient): Promise<ApplicationSetting[]> {
  try {
    return parseApplicationSettings(await api.get<unknown>('api/v1/applicationSettings/client'));
  } catch {
    return [];
  }
}

/** The value of a setting, or undefined when it is not set. */
export function settingValue(settings: readonly ApplicationSetting[], code: string): string | undefined {
  return settings.find((setting) => setting.code === code)?.value;
}
