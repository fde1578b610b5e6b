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

describe('the house operators', () => {
  const sortingConfirm = 'Resource.Sorting.confirm.perform';

  it('should tell whether the signed-in user holds a capability, admin holding every one', () => {
    const rule = { hasCapability: [sortingConfirm] };
    expect(compileExpression(rule, '$').compiled?.roots).toEqual(new Set(['user']));
    expect(run(rule, { user: { capabilities: [sortingConfirm] } })).toEqual({ ok: true, value: true });
    expect(run(rule, { user: { capabilities: ['System.Administration.perform'] } })).toEqual({ ok: true, value: true });
    expect(run(rule, { user: { capabilities: ['Operation.Inbound.perform'] } })).toEqual({ ok: true, value: false });
    expect(run(rule, { user: null })).toEqual({ ok: true, value: false });
    expect(run(rule, { user: { capabilities: 'not a list' } })).toEqual({ ok: true, value: false });
  });

  it('should write a text in lower case, leaving null as it is', () => {
    expect(run({ lower: { var: 'operation.type' } }, { operation: { type: 'INBOUND' } })).toEqual({
      ok: true,
      value: 'inbound',
    });
    expect(run({ lower: { var: 'operation.missing' } }, { operation: {} })).toEqual({ ok: true, value: null });
  });

  it('should format a server date with a pattern, dd/MM/yyyy by default, and null for what is not a date', () => {
    const at = new Date(2026, 10, 23, 9, 5, 7).getTime();
    expect(run({ formatDate: [{ var: 'row.creationDate' }] }, { row: { creationDate: at } })).toEqual({
      ok: true,
      value: '23/11/2026',
    });
    expect(
      run({ formatDate: [{ var: 'row.creationDate' }, 'MM/dd/yyyy HH:mm:ss'] }, { row: { creationDate: at } }),
    ).toEqual({
      ok: true,
      value: '11/23/2026 09:05:07',
    });
    expect(run({ formatDate: [{ var: 'row.creationDate' }] }, { row: { creationDate: 'soon' } })).toEqual({
      ok: true,
      value: null,
    });
    expect(run({ formatDate: [1, 'not a pattern Q!'] }, {}).ok).toBe(false);
  });
});
