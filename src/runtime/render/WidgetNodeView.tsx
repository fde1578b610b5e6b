import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { LoadedNode } from '../descriptors/loaded-screen.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { nodeStateAtom } from './node-state-atom.ts';
import { useScreenContext } from './screen-context.ts';
import { WidgetErrorBoundary } from './WidgetErrorBoundary.tsx';

/**
 * One widget of a descriptor. It subscribes to the scope roots its rules read and nothing else, and renders again
 * only when what it shows changed.
 */
export function WidgetNodeView({ node }: { node: LoadedNode }) {
  const { file, registry, scope, dispatch } = useScreenContext();
  const definition = registry[node.widget];
  const stateAtom = useMemo(
    () => nodeStateAtom(node, file, scope, definition?.propsSchema),
    [node, file, scope, definition],
  );
  const state = useAtomValue(stateAtom, { store: scope.store });
  const onAction = useMemo(
    () =>
      node.action
        ? async (event?: unknown) => {
            await dispatch(node.action!, event);
          }
        : undefined,
    [node, dispatch],
  );

  if (node.problems.length > 0 || !definition) return <ErrorPanel problems={node.problems} />;
  if (state.problems.length > 0) return <ErrorPanel problems={state.problems} />;
  if (!state.visible) return null;
  const Widget = definition.component;
  return (
    <WidgetErrorBoundary file={file} path={node.path}>
      <Widget
        props={state.props as never}
        enabled={state.enabled}
        onAction={onAction}
        node={{ path: node.path, id: node.id, action: node.action, rowRules: node.rowRules }}
      >
        {node.children.length > 0
          ? node.children.map((child) => <WidgetNodeView key={child.path} node={child} />)
          : undefined}
      </Widget>
    </WidgetErrorBoundary>
  );
}
