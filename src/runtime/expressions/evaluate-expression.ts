import type { CompiledExpression } from './compile-expression.ts';
import { jsonLogic } from './safe-json-logic.ts';

export type ExpressionResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Evaluates a compiled rule; a failing rule (e.g. an operator throwing on odd data) is a result, never a crash. */
export function evaluateExpression(expression: CompiledExpression, scope: Record<string, unknown>): ExpressionResult {
  try {
    return { ok: true, value: jsonLogic.apply(expression.rule as Parameters<typeof jsonLogic.apply>[0], scope) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
