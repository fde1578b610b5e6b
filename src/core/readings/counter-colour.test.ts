import { describe, expect, it } from 'vitest';
import { counterColour, counterText } from './counter-colour.ts';

describe('counterColour() (000 §4.7)', () => {
  it('[000-4.7-01] [000-4.7-02] [000-4.7-03] [000-4.7-04] grey without a checklist; error, warning, ignored counters', () => {
    expect(counterColour('total', { detected: 5 }, false)).toBe('grey');
    expect(counterColour('error', { detected: 1 }, false)).toBe('red');
    expect(counterColour('warning', { detected: 1 }, false)).toBe('yellow');
    expect(counterColour('ignored', { detected: 1 }, false)).toBe('blueGrey');
  });
  it('orange when over the expected or with unexpected', () => {
    expect(counterColour('total', { detected: 3, expected: 2 }, true)).toBe('orange');
    expect(counterColour('total', { detected: 1, expected: 2, unexpected: 1 }, true)).toBe('orange');
    expect(counterColour('total', { detected: 0, expected: 5, unexpected: 1 }, true)).toBe('orange');
  });
  it('grey when short or nothing expected, green when equal', () => {
    expect(counterColour('total', { detected: 1, expected: 2 }, true)).toBe('grey');
    expect(counterColour('total', { detected: 0, expected: 0 }, true)).toBe('grey');
    expect(counterColour('total', { detected: 2, expected: 2 }, true)).toBe('green');
  });
});

describe('counterText() (000 §4.7)', () => {
  it("'detected/expected'; with a checklist and nothing expected, '/0'", () => {
    expect(counterText({ detected: 3, expected: 5 }, false)).toBe('3/5');
    expect(counterText({ detected: 3 }, false)).toBe('3');
    expect(counterText({ detected: 3 }, true)).toBe('3/0');
    expect(counterText({ detected: 3, expected: 4 }, true)).toBe('3/4');
  });
});
