/** Inside a property run 10,000 times, a cheap check that fails with every broken rule listed. */
export function expectNoViolations(violations: readonly string[], subject: unknown = undefined): void {
  if (violations.length === 0) return;
  const shown = subject === undefined ? '' : ` for ${safeJson(subject)}`;
  throw new Error(`broken rules${shown}:\n- ${violations.join('\n- ')}`);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return 'an unprintable value';
  }
}
