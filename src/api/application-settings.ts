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

/**
 * The setting codes of 000 §3's analytics and error-monitoring settings. The document names the settings but not
 * their codes; these are the station's, and the sandbox's demo data uses them.
 */
export const monitoringSettingCodes = {
  analyticsEnabled: 'analyticsEnabled',
  errorMonitoringEnabled: 'errorMonitoringEnabled',
  errorMonitoringUrl: 'errorMonitoringUrl',
  sessionSampleRate: 'errorMonitoringSessionSampleRate',
  replaySampleRate: 'errorMonitoringReplaySampleRate',
} as const;

/** 000 §3: what the application settings say of analytics and error monitoring (percentages for the rates). */
export interface MonitoringSettings {
  analyticsEnabled: boolean;
  errorMonitoring: {
    enabled: boolean;
    /** Where errors are reported; '' when not set. */
    url: string;
    /** Percentage of sessions monitored, 100 by default (000 §3). */
    sessionSampleRate: number;
    /** Percentage of sessions replayed, 20 by default (000 §3). */
    replaySampleRate: number;
  };
}

const flag = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/** A percentage 0–100, else the default (a missing, blank or out-of-range value is not a rate). */
function percentage(value: string | undefined, fallback: number): number {
  const rate = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : fallback;
}

/**
 * 000 §3: the analytics enable setting and the error-monitoring settings, read from the application settings
 * ('True'/'False' flags, any case). Kept with the start-up data; what they turn on is not shown by the documents.
 */
export function parseMonitoringSettings(settings: readonly ApplicationSetting[]): MonitoringSettings {
  const value = (code: string) => settingValue(settings, code);
  return {
    analyticsEnabled: flag(value(monitoringSettingCodes.analyticsEnabled)),
    errorMonitoring: {
      enabled: flag(value(monitoringSettingCodes.errorMonitoringEnabled)),
      url: value(monitoringSettingCodes.errorMonitoringUrl)?.trim() ?? '',
      sessionSampleRate: percentage(value(monitoringSettingCodes.sessionSampleRate), 100),
      replaySampleRate: percentage(value(monitoringSettingCodes.replaySampleRate), 20),
    },
  };
}
