import { describe, expect, it } from 'vitest';
import { compileExpression, type CompiledExpression } from '../expressions/compile-expression.ts';
import type { LoadedNode } from '../descriptors/loaded-screen.ts';
import { evaluateNode } from './evaluate-node.ts';

const rule = (expression: unknown) => compileExpression(expression, '$').compiled as CompiledExpression;
const tilesSchema = {
  type: 'object',
  required: ['tiles'],
  properties: {
    tiles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label'],
        properties: { label: { type: 'string' }, value: { type: ['number', 'string', 'null'] } },
      },
    },
  },
};
const node: LoadedNode = {
  path: '$.regions.details[0]',
  widget: 'counter-tiles',
  props: { tiles: [{ label: 'widgets.counters.read' }] },
  bindings: new Map([['tiles.0.value', rule({ var: 'screen.counters.read' })]]),
  children: [],
  problems: [],
  roots: new Set(['screen']),
};

describe('evaluateNode()', () => {
  it('[001-2.14-09] should bind a value inside a literal prop and check the props it ends up with', () => {
    const state = evaluateNode(node, 'f.json', { screen: { counters: { read: 4 } } }, tilesSchema);
    expect(state).toMatchObject({
      visible: true,
      problems: [],
      props: { tiles: [{ label: 'widgets.counters.read', value: 4 }] },
    });
  });

  it('should take a bound value that is not there yet (counters still loading) as absent, not as a problem', () => {
    const state = evaluateNode(node, 'f.json', { screen: {} }, tilesSchema);
    expect(state.problems).toEqual([]);
    expect(state.props).toEqual({ tiles: [{ label: 'widgets.counters.read', value: undefined }] });
  });
});
