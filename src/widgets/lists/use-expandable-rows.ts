/** The rows of a searchable list that open onto their content (001 §2.5), loaded by a plugin handler and kept. */
import { useCallback, useMemo } from 'react';
import { isRecord } from '../../core/guards.ts';
import { getPath, scalarText } from '../../core/forms/value-path.ts';
import { widgetActions } from '../../runtime/actions/widget-actions.ts';
import type { CompiledExpression } from '../../runtime/expressions/compile-expression.ts';
import { evaluateExpression } from '../../runtime/expressions/evaluate-expression.ts';
import { jsonLogic } from '../../runtime/expressions/safe-json-logic.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';
import type { RowContent } from '../../ui/lists/ExpandableRow.tsx';
import type { ListColumn } from '../../ui/lists/ListCell.tsx';
import { useRowExpansions } from '../../ui/lists/use-row-expansions.ts';

type Row = Record<string, unknown>;

/** Rows that open to show their content, loaded by a plugin handler on the first opening and kept. */
export interface RowExpand {
  /** The plugin handler called with `{ row }`; it answers the content rows. */
  handler: string;
  /** A json-logic rule over `row`: which rows open (all without it). Compiled when the descriptor loads. */
  when?: unknown;
  /** The content table's columns, in the list's column format. */
  columns: ListColumn[];
  /** The content rows' key field (their order without it). */
  rowKey?: string;
  /** i18n key of the content table's caption, given `{{name}}` (the row's first cell); 'Content of {{name}}'. */
  label?: string;
}

/**
 * The rows of `expand` that open (those its `when` rule holds for; a rule failing on odd data keeps the row closed),
 * their content loaded through the screen's dispatcher: the plugin handler given `{ row }`, as any descriptor action
 * (a failure shown by the screen's error display, then the row tried again on its next opening).
 */
export function useExpandableRows(expand: RowExpand | undefined, when: CompiledExpression | undefined) {
  const { dispatch } = useScreenContext();
  const handler = expand?.handler;
  const load = useCallback(
    async (row: Row) => {
      if (!handler) return undefined;
      const outcome = await dispatch(widgetActions.handlerWithEvent(handler, 'row'), row);
      if (!outcome.ok) return undefined;
      return Array.isArray(outcome.answer) ? outcome.answer.filter(isRecord) : [];
    },
    [dispatch, handler],
  );
  const { expansions, toggle } = useRowExpansions(load);
  const contentKey = expand?.rowKey;
  const content = useMemo<RowContent | undefined>(
    () =>
      expand && {
        columns: expand.columns.filter((column) => !column.hidden),
        caption: expand.label ?? 'widgets.list.contentOf',
        rowKey: (row, index) => (contentKey && scalarText(getPath(row, contentKey))) || String(index),
      },
    [expand, contentKey],
  );
  const opens = (row: Row) => {
    if (!expand) return false;
    if (!when) return true;
    const result = evaluateExpression(when, { row });
    return result.ok && jsonLogic.truthy(result.value);
  };
  return { opens, content, expansions, toggle };
}
