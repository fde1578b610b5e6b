import { buildRoute } from './build-route.ts';
import type { QueryParams } from './query.ts';
import { isRecord } from '../guards.ts';

/**
 * The navigation state screens hand each other (001 §2.2: formData, parcel, asn, checklist, products, tags,
 * backRoute, backRouteParams, sortingId, originZoneId). It comes from history.state, which any page may have written,
 * so it is copied into a plain record of own properties and each known entry is checked where it is read.
 */
export type NavigationState = Readonly<Record<string, unknown>> & {
  readonly formData?: Readonly<Record<string, unknown>>;
};

const forbidden = new Set(['__proto__', 'constructor', 'prototype']);

export function parseNavigationState(raw: unknown): NavigationState {
  if (!isRecord(raw)) return {};
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (!forbidden.has(key)) state[key] = value;
  if ('formData' in state && !isRecord(state.formData)) delete state.formData;
  return state;
}

const isQueryValue = (value: unknown) =>
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'));

/**
 * Where back goes when the previous screen said (001 §2.2 backRoute with backRouteParams), or undefined. A backRoute
 * that is not a station path (absolute URL, missing param) is ignored: back never leaves the station.
 */
export function backRouteOf(state: NavigationState): string | undefined {
  const route = state.backRoute;
  if (typeof route !== 'string' || !route.startsWith('/') || route.startsWith('//')) return undefined;
  const params: Record<string, QueryParams[string]> = {};
  if (isRecord(state.backRouteParams))
    for (const [key, value] of Object.entries(state.backRouteParams))
      if (isQueryValue(value)) params[key] = value as QueryParams[string];
  try {
    return buildRoute(route, params);
  } catch {
    return undefined;
  }
}
