import { describe, expect, it } from 'vitest';
import { expansionView, needsLoad, nextExpansion, type ExpansionEvent, type RowExpansion } from './row-expansion.ts';

type Expansion = RowExpansion<string[]> | undefined;
const run = (...events: ExpansionEvent<string[]>[]): Expansion =>
  events.reduce<Expansion>((current, event) => nextExpansion(current, event), undefined);
const toggle: ExpansionEvent<string[]> = { type: 'toggle' };
const loaded: ExpansionEvent<string[]> = { type: 'loaded', rows: ['r1'] };
const failed: ExpansionEvent<string[]> = { type: 'failed' };

describe('nextExpansion()', () => {
  it.each<[string, ExpansionEvent<string[]>[], string, boolean]>([
    ['nothing yet', [], 'collapsed', true],
    ['opened', [toggle], 'loading', false],
    ['loaded while open', [toggle, loaded], 'expanded', false],
    ['closed after loading', [toggle, loaded, toggle], 'collapsed', false],
    ['opened again from the cache', [toggle, loaded, toggle, toggle], 'expanded', false],
    ['closed while loading', [toggle, toggle], 'collapsed', false],
    ['loaded after it was closed', [toggle, toggle, loaded], 'collapsed', false],
    ['failed', [toggle, failed], 'failed', true],
    ['opened again after a failure', [toggle, failed, toggle], 'loading', false],
  ])('should show a row %s as %s (load on the next opening: %s)', (_name, events, view, load) => {
    const current = run(...events);
    expect(expansionView(current)).toBe(view);
    expect(needsLoad(current)).toBe(load);
  });

  it('should keep the loaded rows', () => {
    expect(run(toggle, loaded, toggle, toggle)).toEqual({ open: true, content: { status: 'loaded', rows: ['r1'] } });
  });
});
