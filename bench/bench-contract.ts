import type { Browser, Page } from '@playwright/test';

/** One line of the `npm run bench` table. */
export interface BenchRow {
  name: string;
  figure: number;
  unit: string;
  /** The target as people read it, e.g. '≤ 50' or '≥ 12000'. */
  target: string;
  pass: boolean;
  /** A peer measured beside ours in the same run (a plain React list, a bare socket handler); the ratio is printed. */
  peer?: { name: string; figure: number };
}

/** What a case gets: Chromium, and the production-built station with its sandbox, already running. */
export interface BenchContext {
  browser: Browser;
  stationUrl: string;
  apiUrl: string;
  deviceUrl: string;
  idpUrl: string;
  /** The folder of the production build the station is served from (its files as shipped, uncompressed). */
  outDir: string;
  /** Signs in on the station in this page as the demo operator (or the given user), as an operator would. */
  signIn(page: Page, username?: string): Promise<void>;
}

export interface BenchCase {
  name: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}

export function defineBenchCase(benchCase: BenchCase): BenchCase {
  return benchCase;
}

/** `figure ≤ target` as a row. */
export function atMost(name: string, figure: number, unit: string, target: number, peer?: BenchRow['peer']): BenchRow {
  return { name, figure, unit, target: `≤ ${target}`, pass: figure <= target, peer };
}

/** `figure ≥ target` as a row. */
export function atLeast(name: string, figure: number, unit: string, target: number, peer?: BenchRow['peer']): BenchRow {
  return { name, figure, unit, target: `≥ ${target}`, pass: figure >= target, peer };
}
