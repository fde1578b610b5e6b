import { useCallback, useEffect, useRef, useState } from 'react';
import { needsLoad, nextExpansion, type ExpansionEvent, type RowExpansion } from '../../core/lists/row-expansion.ts';
import type { ContentRows } from './ExpandableRow.tsx';

type Row = Record<string, unknown>;
type Expansions = ReadonlyMap<string, RowExpansion<ContentRows>>;

/**
 * The expandable rows of a list by row key, kept for the list's life: a row's content is loaded on its first opening
 * (`load` answers the rows, or undefined when it failed) and shown from here on the next ones. The state sits at the
 * list, not the row, so a virtualised row scrolled out and back keeps it.
 */
export function useRowExpansions(load: (row: Row) => Promise<ContentRows | undefined>) {
  const [expansions, setExpansions] = useState<Expansions>(() => new Map());
  const latest = useRef(expansions);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const apply = useCallback((key: string, event: ExpansionEvent<ContentRows>) => {
    const next = new Map(latest.current);
    next.set(key, nextExpansion(latest.current.get(key), event));
    latest.current = next;
    setExpansions(next);
  }, []);
  // Stable, so the memoised rows do not render again when another row changes.
  const toggle = useCallback(
    (key: string, row: Row) => {
      const loadNow = needsLoad(latest.current.get(key));
      apply(key, { type: 'toggle' });
      if (!loadNow) return;
      void loadRef.current(row).then((rows) => apply(key, rows ? { type: 'loaded', rows } : { type: 'failed' }));
    },
    [apply],
  );
  return { expansions, toggle };
}
