import { pathSegments, patternSegments, type PatternSegment } from './path-pattern.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

export type RouteMatch = { route: RouteEntry; params: Record<string, string> } | { redirect: string };

/**
 * Specificity: of the routes a path matches, the one with a literal at the leftmost position where they differ wins,
 * as in a radix-tree router that tries a fixed child before a param child. So /encoding/browserPrint/ABC is the
 * print-and-encode route, not the verify route of an operation 'browserPrint' (/encoding/:opCode/verify), and
 * /shipping/ABC/reading is the reading route, not the tile route of templatePath 'ABC' for an operation 'reading'.
 * Only routes with as many segments as the path can match, so ranking patterns of equal length is enough.
 */
const specificity = (segments: PatternSegment[]) => segments.map((s) => (s.type === 'literal' ? 'a' : 'b')).join('');

const candidates = routeTable
  .map((route: RouteEntry) => {
    const segments = patternSegments(route.pattern);
    return { route, segments, rank: specificity(segments) };
  })
  .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));

/** 000 §2.1: signed in, only private and public-and-private routes exist; signed out, only public ones. */
function isReachable(route: RouteEntry, authenticated: boolean): boolean {
  return authenticated ? route.access !== 'publicOnly' : route.access !== 'private';
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchSegments(pattern: PatternSegment[], path: string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const value = decode(path[index] ?? '');
    if (value === undefined) return undefined;
    if (segment.type === 'param') params[segment.name] = value;
    else if (segment.text !== value) return undefined;
  }
  return params;
}

/** The route a path shows, or where to go instead: an unknown or unreachable path goes to / signed in, else /login. */
export function matchRoute(path: string, authenticated: boolean): RouteMatch {
  const segments = pathSegments(path);
  if (segments) {
    for (const candidate of candidates) {
      if (!isReachable(candidate.route, authenticated)) continue;
      const params = matchSegments(candidate.segments, segments);
      if (params) return { route: candidate.route, params };
    }
  }
  return { redirect: authenticated ? '/' : '/login' };
}
