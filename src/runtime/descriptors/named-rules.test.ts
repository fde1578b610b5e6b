import { describe, expect, it } from 'vitest';
import { loadScreen } from './load-screen.ts';
import { resolveNamedRules } from './named-rules.ts';

const lookup = () => ({ propsSchema: {} });

describe('resolveNamedRules()', () => {
  const named = {
    isAsync: { '==': [{ var: 'options.executionModeForSyncConfirmation' }, 'async'] },
    streamDown: { and: [{ rule: 'isAsync' }, { '!=': [{ var: 'streams.outcomes' }, 'connected'] }] },
  };

  it('should put the named rule in place of each reference, nested ones too', () => {
    expect(resolveNamedRules({ '!': [{ rule: 'streamDown' }] }, named, '$.x')).toEqual({
      ok: true,
      rule: {
        '!': [
          {
            and: [
              { '==': [{ var: 'options.executionModeForSyncConfirmation' }, 'async'] },
              { '!=': [{ var: 'streams.outcomes' }, 'connected'] },
            ],
          },
        ],
      },
    });
  });

  it('should name an unknown rule at its path', () => {
    expect(resolveNamedRules({ and: [true, { rule: 'nope' }] }, named, '$.x')).toEqual({
      ok: false,
      path: '$.x.and[1]',
      message: "unknown named rule 'nope'",
    });
  });

  it('should stop a rule that uses itself', () => {
    const result = resolveNamedRules({ rule: 'loop' }, { loop: { rule: 'loop' } }, '$.x');
    expect(result.ok).toBe(false);
  });
});

describe('loadScreen() rules', () => {
  it('should report a rule that reads an unknown scope root when the descriptor loads (a typo is not null)', () => {
    const screen = loadScreen(
      { screen: 'test/s', regions: { main: [{ widget: 'x', visible: { var: 'optoins.removeMode' } }] } },
      'f.json',
      lookup,
    );
    expect(screen.regions.main![0]!.problems).toEqual([
      expect.objectContaining({ path: '$.regions.main[0].visible', message: expect.stringContaining("'optoins'") }),
    ]);
  });

  it("should let an action's rules read `event`, and a widget's not", () => {
    const screen = loadScreen(
      {
        screen: 'test/s',
        regions: {
          main: [
            { widget: 'x', action: { type: 'set', path: 'screen.tab', value: { var: 'event' } } },
            { widget: 'x', visible: { var: 'event.id' } },
          ],
        },
      },
      'f.json',
      lookup,
    );
    expect(screen.regions.main![0]!.problems).toEqual([]);
    expect(screen.regions.main![1]!.problems).toHaveLength(1);
  });

  it('should use the named rules of the descriptor', () => {
    const screen = loadScreen(
      {
        screen: 'test/s',
        rules: { removing: { '==': [{ var: 'options.removeMode' }, 'rfid'] } },
        regions: { main: [{ widget: 'x', visible: { rule: 'removing' } }] },
      },
      'f.json',
      lookup,
    );
    expect(screen.regions.main![0]!.visible?.roots).toEqual(new Set(['options']));
  });
});
