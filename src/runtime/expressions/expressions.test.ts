import { describe, expect, it } from 'vitest';
import { compileExpression } from './compile-expression.ts';
import { evaluateExpression } from './evaluate-expression.ts';

function run(rule: unknown, scope: Record<string, unknown>) {
  const { compiled, problems } = compileExpression(rule, '$.rule');
  if (!compiled) throw new Error(problems.map((p) => p.message).join('; '));
  return evaluateExpression(compiled, scope);
}

describe('compileExpression()', () => {
  it('should record the scope roots a rule reads', () => {
    const { compiled } = compileExpression(
      { and: [{ '>': [{ var: 'readings.okCount' }, 0] }, { var: 'options.removeMode' }] },
      '$',
    );
    expect([...(compiled?.roots ?? [])].sort()).toEqual(['options', 'readings']);
    expect(compiled?.constant).toBe(false);
  });

  it('should treat a literal as a constant', () => {
    expect(compileExpression(true, '$').compiled?.constant).toBe(true);
    expect(compileExpression('text', '$').compiled?.constant).toBe(true);
  });

  it.each([
    [{ log: 'x' }, "$.rule: operator 'log' is not allowed"],
    [{ method: [{ var: 'user' }, 'toString'] }, "$.rule: operator 'method' is not allowed"],
    [{ '==': [1, 1], '!=': [1, 2] }, '$.rule: a rule object has exactly one operator, found 2 keys'],
    [{ var: 'user.__proto__' }, "$.rule.var: var path may not use '__proto__'"],
    [{ var: 'user.constructor.name' }, "$.rule.var: var path may not use 'constructor'"],
    [{ var: { var: 'x' } }, '$.rule.var: var takes a path string'],
    [{ if: [{ cat: [{ frobnicate: 1 }] }, 1, 2] }, "$.rule.if[0].cat[0]: operator 'frobnicate' is not allowed"],
  ])('should refuse %j', (rule, expected) => {
    const { problems } = compileExpression(rule, '$.rule');
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toContain(expected);
  });

  it('should cap the depth of a rule', () => {
    let rule: unknown = { var: 'x' };
    for (let i = 0; i < 20; i++) rule = { '!': [rule] };
    expect(compileExpression(rule, '$').problems[0]?.message).toMatch(/nested deeper than 12/);
  });

  it('should cap the size of a rule', () => {
    const rule = { and: Array.from({ length: 500 }, (_, i) => ({ '==': [i, i] })) };
    expect(compileExpression(rule, '$').problems[0]?.message).toMatch(/more than 400 nodes/);
  });
});

describe('evaluateExpression()', () => {
  it('should evaluate bindings over the scope', () => {
    expect(run({ '>': [{ var: 'readings.okCount' }, 0] }, { readings: { okCount: 3 } })).toEqual({
      ok: true,
      value: true,
    });
    expect(run({ '!=': [{ var: 'options.removeMode' }, 'none'] }, { options: { removeMode: 'none' } })).toEqual({
      ok: true,
      value: false,
    });
  });

  it('should read own properties only, even through a path the compiler let pass', () => {
    expect(run({ var: 'user.toString' }, { user: {} })).toEqual({ ok: true, value: null });
    expect(run({ var: 'list.length' }, { list: [1, 2] })).toEqual({ ok: true, value: 2 });
    expect(run({ var: ['user.hasOwnProperty', 'fallback'] }, { user: { name: 'x' } })).toEqual({
      ok: true,
      value: 'fallback',
    });
  });

  it('should turn a throwing evaluation into a result, not a crash', () => {
    const scope = {
      reader: Object.defineProperty({}, 'state', {
        enumerable: true,
        get() {
          throw new Error('reader gone');
        },
      }),
    };
    expect(run({ var: 'reader.state' }, scope)).toEqual({ ok: false, message: 'reader gone' });
  });
});
