import type { DescriptorProblem } from '../descriptors/descriptor-problem.ts';
import type { LoadedNode } from '../descriptors/loaded-screen.ts';
import { propsCheck } from '../descriptors/schema-validation.ts';
import type { CompiledExpression } from '../expressions/compile-expression.ts';
import { evaluateExpression } from '../expressions/evaluate-expression.ts';
import { jsonLogic } from '../expressions/safe-json-logic.ts';
import { asJson, bindProp, samePropValue } from './bind-prop.ts';

export interface NodeState {
  visible: boolean;
  enabled: boolean;
  props: Record<string, unknown>;
  problems: DescriptorProblem[];
}

/** Evaluates a node's rules on the scope roots it reads and checks the props it ends up with. */
export function evaluateNode(
  node: LoadedNode,
  file: string,
  scope: Record<string, unknown>,
  propsSchema: object | undefined,
): NodeState {
  const problems: DescriptorProblem[] = [];
  const flag = (compiled: CompiledExpression | undefined, path: string) => {
    if (!compiled) return true;
    const result = evaluateExpression(compiled, scope);
    if (!result.ok) problems.push({ file, path, message: result.message });
    return result.ok && jsonLogic.truthy(result.value);
  };
  const visible = flag(node.visible, `${node.path}.visible`);
  const enabled = flag(node.enabled, `${node.path}.enabled`);
  let props: Record<string, unknown> = { ...node.props };
  for (const [name, compiled] of node.bindings) {
    const result = evaluateExpression(compiled, scope);
    if (result.ok) props = bindProp(props, name, result.value ?? undefined);
    else problems.push({ file, path: `${node.path}.bind.${name}`, message: result.message });
  }
  if (propsSchema && node.bindings.size > 0) {
    const propsProblems = propsCheck(propsSchema)(asJson(props), `${node.path}.props`);
    problems.push(...propsProblems.map(({ path, message }) => ({ file, path, message })));
  }
  return { visible, enabled, props, problems };
}

/**
 * Same visibility, enablement, problems and prop values: the widget need not render again. A prop bound inside a list
 * (`tiles.1.value`) is a new list on each evaluation, so lists and records are compared by what they hold.
 */
export function sameNodeState(a: NodeState, b: NodeState): boolean {
  if (a.visible !== b.visible || a.enabled !== b.enabled || a.problems.length !== b.problems.length) return false;
  const keys = Object.keys(a.props);
  return keys.length === Object.keys(b.props).length && keys.every((key) => samePropValue(a.props[key], b.props[key]));
}
