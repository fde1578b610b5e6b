/** Operators a binding may use (json-logic's documented set, less `log`); anything else is a diagnostic. */
export const allowedOperators = new Set([
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  'and',
  'or',
  '!',
  '!!',
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
  // The house's own (safe-json-logic.ts).
  'hasCapability',
  'lower',
  'formatDate',
]);

/** Operators that read a scope root themselves, not through `var`: a rule using one reads that root. */
export const operatorRoots: Readonly<Record<string, string>> = { hasCapability: 'user' };

/** Deepest rule nesting and most nodes a rule may have: a rule from configuration must stay cheap per render. */
export const maxExpressionDepth = 12;
export const maxExpressionNodes = 400;

export const forbiddenPathSegments = new Set(['__proto__', 'prototype', 'constructor']);
