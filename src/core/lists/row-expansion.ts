/**
 * One expandable row: whether it is open, and its content as loaded so far. The content stays once loaded, so opening
 * the row again shows it without a second load; a failed load is tried again on the next opening.
 */
export interface RowExpansion<Content> {
  open: boolean;
  content: { status: 'loading' } | { status: 'loaded'; rows: Content } | { status: 'failed' };
}

export type ExpansionEvent<Content> = { type: 'toggle' } | { type: 'loaded'; rows: Content } | { type: 'failed' };

/** What the row shows: collapsed, loading (open, content on its way), expanded, or failed (collapsed, say why). */
export type ExpansionView = 'collapsed' | 'loading' | 'expanded' | 'failed';

/** Whether opening the row now must load its content: never loaded, or the last load failed. */
export function needsLoad<Content>(current: RowExpansion<Content> | undefined): boolean {
  return current === undefined || current.content.status === 'failed';
}

/** The one transition of a row's expansion. */
export function nextExpansion<Content>(
  current: RowExpansion<Content> | undefined,
  event: ExpansionEvent<Content>,
): RowExpansion<Content> {
  switch (event.type) {
    case 'toggle':
      if (needsLoad(current)) return { open: true, content: { status: 'loading' } };
      return { open: !current!.open, content: current!.content };
    case 'loaded':
      return { open: current?.open ?? false, content: { status: 'loaded', rows: event.rows } };
    case 'failed':
      return { open: false, content: { status: 'failed' } };
  }
}

export function expansionView<Content>(current: RowExpansion<Content> | undefined): ExpansionView {
  if (current === undefined) return 'collapsed';
  if (current.content.status === 'failed') return 'failed';
  if (!current.open) return 'collapsed';
  return current.content.status === 'loading' ? 'loading' : 'expanded';
}
