/**
 * Default value placeholders of 000 §3: {placeId} or ':placeId' is the default workstation's place; {place.<path>} a
 * value of the user's place that matches the workstation.
 */
import { getPath, scalarText } from './value-path.ts';

export interface PlaceholderContext {
  placeId: string | undefined;
  /** The user's place matching the default workstation (its id, code, description, attributes...). */
  place: Readonly<Record<string, unknown>> | undefined;
}

const PLACEHOLDER = /\{placeId\}|:placeId\b|\{place\.([^}]+)\}/g;

export function resolvePlaceholders(value: unknown, context: PlaceholderContext): unknown {
  if (Array.isArray(value)) return value.map((item) => resolvePlaceholders(item, context));
  if (typeof value !== 'string') return value;
  return value.replace(PLACEHOLDER, (_match, path: string | undefined) => {
    if (path === undefined) return context.placeId ?? '';
    const found = getPath(context.place, path);
    return scalarText(found) ?? '';
  });
}
