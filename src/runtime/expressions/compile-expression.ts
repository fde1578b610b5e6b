import {
  allowedOperators,
  forbiddenPathSegments,
  maxExpressionDepth,
  maxExpressionNodes,
  operatorRoots,
} from './expression-rules.ts';
import { isRecord } from '../../core/guards.ts';

/** A json-logic rule or a literal, checked once when a descriptor loads. */
export type Expression = unknown;

export interface ExpressionProblem {
  /** JSON path inside the descriptor, e.g. `$.regions.sidebar[3].enabled`. */
  path: string;
  message: string;
}

export interface CompiledExpression {
  rule: Expression;
  /** The scope roots the rule reads (`readings` of `readings.okCount`), so a widget subscribes to those alone. */
  roots: ReadonlySet<string>;
  /** A rule with no `var` is constant and evaluated once. */
  constant: boolean;
}

/**
 * Checks a rule against the hardening rules (allow-listed operators, depth, size, safe `var` paths) and records the
 * scope roots it reads. Problems name the JSON path; a rule with problems must not be evaluated.
 */
export function compileExpression(
  rule: Expression,
  path: string,
): { compiled: CompiledExpression; problems: [] } | { compiled?: undefined; problems: ExpressionProblem[] } {
  const problems: ExpressionProblem[] = [];
  const roots = new Set<string>();
  let nodes = 0;

  const visit = (node: unknown, at: string, depth: number): void => {
    nodes += 1;
    if (nodes > maxExpressionNodes) {
      if (nodes === maxExpressionNodes + 1)
        problems.push({ path, message: `rule has more than ${maxExpressionNodes} nodes` });
      return;
    }
    if (depth > maxExpressionDepth) {
      problems.push({ path: at, message: `rule is nested deeper than ${maxExpressionDepth} levels` });
      return;
    }
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}[${i}]`, depth + 1));
    if (!isRecord(node)) return;
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      problems.push({ path: at, message: `a rule object has exactly one operator, found ${keys.length} keys` });
      return;
    }
    const operator = keys[0]!;
    if (!allowedOperators.has(operator)) {
      problems.push({ path: at, message: `operator '${operator}' is not allowed` });
      return;
    }
    const args = node[operator];
    if (Object.hasOwn(operatorRoots, operator)) roots.add(operatorRoots[operator]!);
    if (operator === 'var') return checkVar(args, `${at}.var`);
    visit(args, `${at}.${operator}`, depth + 1);
  };

  const checkVar = (args: unknown, at: string) => {
    const target = Array.isArray(args) ? args[0] : args;
    if (Array.isArray(args) && args.length > 1) visit(args[1], `${at}[1]`, 1);
    if (target === undefined || target === null || target === '') return;
    if (typeof target !== 'string' && typeof target !== 'number') {
      problems.push({ path: at, message: 'var takes a path string' });
      return;
    }
    const segments = String(target).split('.');
    const bad = segments.find((segment) => forbiddenPathSegments.has(segment));
    if (bad) problems.push({ path: at, message: `var path may not use '${bad}'` });
    else roots.add(segments[0]!);
  };

  visit(rule, path, 0);
  if (problems.length > 0) return { problems };
  return { compiled: { rule, roots, constant: roots.size === 0 }, problems: [] };
}
