/** Percentiles of latencies by nearest rank (p95 of 20 values is the 19th smallest). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  max: number;
}

export function summarizeLatencies(values: readonly number[]): LatencySummary {
  return { p50: percentile(values, 50), p95: percentile(values, 95), max: percentile(values, 100) };
}
