/** @vitest-environment node */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendPath, parseJsonPath, readJsonPath } from './json-path.ts';

describe('appendPath()', () => {
  it.each([
    ['$', 'options', '$.options'],
    ['$.options', 'removeMode', '$.options.removeMode'],
    ['$', 3, '$[3]'],
    ['$.formSchema', 0, '$.formSchema[0]'],
    ['$.options', 'a.b', '$.options["a.b"]'],
    ['$.options', 'zpl-template-code', '$.options["zpl-template-code"]'],
    ['$.options', '', '$.options[""]'],
    ['$.options', '__proto__', '$.options["__proto__"]'],
    ['$.options', '3', '$.options["3"]'],
    ['$', 'say "hi"', '$["say \\"hi\\""]'],
  ] as const)('should append %j to %s as %s', (path, segment, expected) => {
    expect(appendPath(path, segment)).toBe(expected);
  });
});

describe('parseJsonPath()', () => {
  it('should read back every path appendPath writes', () => {
    const segment = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'a.b', '[0]'), fc.nat(999));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        expect(parseJsonPath(segments.reduce<string>(appendPath, '$'))).toEqual(segments);
      }),
    );
  });

  it.each(['', 'options', '$.', '$[x]', '$["unterminated]', '$.a..b'])('should refuse %j', (path) => {
    expect(parseJsonPath(path)).toBeUndefined();
  });
});

describe('readJsonPath()', () => {
  const root = JSON.parse('{"options":{"removeMode":"sku","__proto__":"x"},"formSchema":[{"name":"a"}]}') as unknown;

  it.each([
    ['$', root],
    ['$.options.removeMode', 'sku'],
    ['$.options["__proto__"]', 'x'],
    ['$.formSchema[0].name', 'a'],
  ])('should find %s', (path, value) => {
    expect(readJsonPath(root, path)).toEqual({ found: true, value });
  });

  it.each([
    '$.options.constructor',
    '$.options.toString',
    '$.formSchema[1]',
    '$.formSchema.length',
    '$.options.removeMode.x',
  ])('should not find %s (own members only)', (path) => {
    expect(readJsonPath(root, path)).toEqual({ found: false });
  });
});
