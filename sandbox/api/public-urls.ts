/**
 * Stored records name the sandbox's own services by placeholder ({{deviceManagerUrl}},
 * {{deviceManagerWebsocket}}, {{apiUrl}}); they are replaced by the running addresses when served, so
 * changing a port needs no database reset (000 §3 Workstation deviceManagerUrl / deviceManagerWebsocket).
 */
import type { PublicUrls } from './api-types.ts';

const PLACEHOLDER = /\{\{(apiUrl|deviceManagerUrl|deviceManagerWebsocket)\}\}/g;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function substitutePublicUrls<T>(value: T, urls: PublicUrls): T {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (_match, name: keyof PublicUrls) => trimSlash(urls[name])) as T;
  }
  if (Array.isArray(value)) return value.map((element: unknown) => substitutePublicUrls(element, urls)) as T;
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) result[key] = substitutePublicUrls(entry, urls);
    return result as T;
  }
  return value;
}
