import { atom } from 'jotai';
import type { LoadedNode } from '../descriptors/loaded-screen.ts';
import { isScopeRoot, type ScreenScope } from '../state/screen-scope.ts';
import { evaluateNode, sameNodeState, type NodeState } from './evaluate-node.ts';

/**
 * A derived atom of one node's state: it reads only the scope roots the node's rules name, and keeps the previous
 * state object while nothing the widget shows changed, so the widget does not render again.
 */
export function nodeStateAtom(node: LoadedNode, file: string, scope: ScreenScope, propsSchema: object | undefined) {
  let previous: NodeState | undefined;
  return atom((get) => {
    const values: Record<string, unknown> = {};
    for (const root of node.roots) if (isScopeRoot(root)) values[root] = get(scope.atoms[root]);
    const next = evaluateNode(node, file, values, propsSchema);
    if (previous && sameNodeState(previous, next)) return previous;
    previous = next;
    return next;
  });
}
