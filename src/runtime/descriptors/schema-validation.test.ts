import { propsCheck } from './schema-validation.ts';

const schema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1 },
    rows: { type: 'array', items: { type: 'object', properties: { 'a/b': { type: 'number' } } } },
  },
};

describe('propsCheck() (JSON Schema without eval)', () => {
  it('should accept good props', () => {
    expect(propsCheck(schema)({ label: 'x', rows: [{ 'a/b': 1 }] }, '$.props')).toEqual([]);
  });

  it('should name each wrong value by its JSON path, leaving out the wrappers above it', () => {
    const problems = propsCheck(schema)({ rows: [{}, { 'a/b': 'two' }], extra: 1 }, '$.props');
    expect(problems.map(({ path, message }) => `${path}: ${message}`).sort()).toEqual([
      '$.props.rows[1].a/b: must be number',
      "$.props: must NOT have additional properties (unexpected 'extra')",
      "$.props: must have required property 'label'",
    ]);
  });

  it('should say what other keywords expect in words', () => {
    expect(propsCheck(schema)({ label: '' }, '$')).toEqual([
      expect.objectContaining({ path: '$.label', keyword: 'minLength', message: expect.stringMatching(/too short/) }),
    ]);
  });

  it('should make the check once per schema object', () => {
    expect(propsCheck(schema)).toBe(propsCheck(schema));
  });
});
