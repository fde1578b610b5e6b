import { describe, expect, it } from 'vitest';
import { formatProblem } from './descriptor-problem.ts';
import { loadScreen } from './load-screen.ts';
import type { WidgetLookup } from './loaded-screen.ts';

const lookup: WidgetLookup = (name) =>
  ({
    button: {
      propsSchema: {
        type: 'object',
        required: ['label'],
        additionalProperties: false,
        properties: { label: { type: 'string' }, variant: { enum: ['primary', 'secondary'] } },
      },
    },
    text: { propsSchema: { type: 'object', properties: { value: { type: 'string' } } } },
    rows: { propsSchema: { type: 'object' }, rowRules: ['expand.when'] },
  })[name];

const file = 'schemas/screens/test/screen.json';

describe('loadScreen()', () => {
  it('should compile a valid descriptor with its rules and the roots each node reads', () => {
    const screen = loadScreen(
      {
        screen: 'test/screen',
        title: { var: 'operation.description' },
        regions: {
          sidebar: [
            {
              widget: 'button',
              props: { label: 'actions.confirm' },
              enabled: { '>': [{ var: 'readings.okCount' }, 0] },
              action: { type: 'confirm' },
            },
          ],
        },
      },
      file,
      lookup,
    );
    expect(screen.problems).toEqual([]);
    const node = screen.regions.sidebar![0]!;
    expect(node.problems).toEqual([]);
    expect([...node.roots]).toEqual(['readings']);
    expect(screen.title?.roots.has('operation')).toBe(true);
  });

  it('should fail the whole screen on a wrong shape, naming the file, the path and what was expected', () => {
    const screen = loadScreen({ screen: 'test/screen', regions: { middle: [] } }, file, lookup);
    expect(screen.problems.map(formatProblem)).toContain(
      "schemas/screens/test/screen.json $.regions: must NOT have additional properties (unexpected 'middle')",
    );
    const missing = loadScreen({ regions: {} }, file, lookup);
    expect(missing.problems.map(formatProblem)).toContain(
      "schemas/screens/test/screen.json $: must have required property 'screen'",
    );
  });

  it('should name an action of the wrong shape', () => {
    const screen = loadScreen(
      {
        screen: 'test/screen',
        regions: {
          main: [{ widget: 'button', props: { label: 'x' }, action: { type: 'reader', command: 'explode' } }],
        },
      },
      file,
      lookup,
    );
    expect(screen.problems.map(formatProblem)).toContain(
      'schemas/screens/test/screen.json $.regions.main[0].action.command: must be equal to one of the allowed values (one of ["start","stop","clear"])',
    );
  });

  it('should fail only the node with an unknown widget, bad props or a bad rule', () => {
    const screen = loadScreen(
      {
        screen: 'test/screen',
        regions: {
          main: [
            { widget: 'gauge' },
            { widget: 'button', props: { label: 'ok', variant: 'huge' } },
            { widget: 'button', props: { label: 'ok' }, visible: { eval: 'alert(1)' } },
            { widget: 'button', props: { label: 'fine' } },
          ],
        },
      },
      file,
      lookup,
    );
    expect(screen.problems).toEqual([]);
    const [unknown, badProps, badRule, fine] = screen.regions.main!;
    expect(unknown!.problems.map(formatProblem)).toEqual([`${file} $.regions.main[0].widget: unknown widget 'gauge'`]);
    expect(badProps!.problems.map(formatProblem)[0]).toMatch(
      /\$\.regions\.main\[1\]\.props\.variant: must be equal to one of/,
    );
    expect(badRule!.problems.map(formatProblem)).toEqual([
      `${file} $.regions.main[2].visible: operator 'eval' is not allowed`,
    ]);
    expect(fine!.problems).toEqual([]);
  });

  it('should accept a required prop that comes from a binding', () => {
    const screen = loadScreen(
      { screen: 'test/screen', regions: { main: [{ widget: 'button', bind: { label: { var: 'screen.label' } } }] } },
      file,
      lookup,
    );
    expect(screen.regions.main![0]!.problems).toEqual([]);
  });

  it('should accept a binding into a literal prop (tiles.1.value) and refuse a path that is not a prop path', () => {
    const nested = loadScreen(
      {
        screen: 'test/screen',
        regions: { main: [{ widget: 'text', props: { text: 'k' }, bind: { 'params.count': { var: 'screen.n' } } }] },
      },
      file,
      lookup,
    );
    expect(nested.problems).toEqual([]);
    expect(nested.regions.main![0]!.bindings.has('params.count')).toBe(true);
    const bad = loadScreen(
      { screen: 'test/screen', regions: { main: [{ widget: 'text', bind: { 'params.__proto__': 1 } }] } },
      file,
      lookup,
    );
    expect(bad.problems.length).toBeGreaterThan(0);
  });

  it("should compile a widget's row rules, which read only `row`, and name a rule reading anything else", () => {
    const screen = loadScreen(
      {
        screen: 'test/screen',
        regions: {
          main: [
            { widget: 'rows', props: { expand: { when: { '==': [{ var: 'row.status' }, 'DONE'] } } } },
            { widget: 'rows', props: { expand: { when: { var: 'screen.open' } } } },
            { widget: 'rows', props: {} },
          ],
        },
      },
      file,
      lookup,
    );
    const [good, bad, none] = screen.regions.main!;
    expect(good!.problems).toEqual([]);
    expect([...good!.rowRules!.get('expand.when')!.roots]).toEqual(['row']);
    expect(good!.roots.size).toBe(0);
    expect(bad!.problems.map(formatProblem)).toEqual([
      `${file} $.regions.main[1].props.expand.when: rule reads unknown scope root 'screen' (known: row)`,
    ]);
    expect(none!.rowRules).toBeUndefined();
  });

  it('should compile the rules inside actions, nested ones included', () => {
    const screen = loadScreen(
      {
        screen: 'test/screen',
        back: { type: 'navigate', to: '/x/:opCode', params: { opCode: { var: 'operation.code' } } },
        regions: {
          main: [
            {
              widget: 'button',
              props: { label: 'x' },
              action: {
                type: 'dialog',
                dialog: 'confirm',
                title: 'q',
                then: { type: 'handler', name: 'remove', args: { id: { var: 'screen.selected' }, bad: { nope: 1 } } },
              },
            },
          ],
        },
      },
      file,
      lookup,
    );
    expect(screen.back).toMatchObject({ type: 'navigate', params: new Map([['opCode', expect.anything()]]) });
    const node = screen.regions.main![0]!;
    expect(node.action).toMatchObject({ then: { type: 'handler', args: expect.any(Map) } });
    const then = node.action?.type === 'dialog' || node.action?.type === 'reader' ? node.action.then : undefined;
    expect(then?.type === 'handler' && [...then.args.keys()]).toEqual(['id']);
    expect(node.problems.map(formatProblem)).toEqual([
      `${file} $.regions.main[0].action.then.args.bad: operator 'nope' is not allowed`,
    ]);
  });
});
