import { describe, expect, it } from 'vitest';
import { parseFormSchema } from './parse-form-schema.ts';

const one = (field: Record<string, unknown>) => parseFormSchema([{ name: 'f', ...field }]);

describe('parseFormSchema() defaults (000 §3 Form field)', () => {
  it('[000-3-formfield-05] [000-3-formfield-06] required defaults to true, false for checkboxes', () => {
    expect(one({ type: 'text' }).fields[0]?.required).toBe(true);
    expect(one({ type: 'checkbox' }).fields[0]?.required).toBe(false);
    expect(one({ type: 'text', required: false }).fields[0]?.required).toBe(false);
  });
  it('[000-3-formfield-14] icon sizes default to 24', () => {
    const field = one({ type: 'text', icon: 'barcode' }).fields[0];
    expect([field?.iconWidth, field?.iconHeight]).toEqual([24, 24]);
  });
  it('[000-3-formfield-16] [000-3-formfield-17] autocomplete labels default to description and code', () => {
    const field = one({ type: 'autocomplete', endpoint: 'api/v1/zones' }).fields[0];
    expect([field?.optionLabel, field?.optionSecondaryLabel]).toEqual(['description', 'code']);
  });
  it('[000-3-formfield-23] [000-3-formfield-24] checkbox onValue true, offValue false', () => {
    const field = one({ type: 'checkbox' }).fields[0];
    expect([field?.onValue, field?.offValue]).toEqual([true, false]);
    expect(one({ type: 'checkbox', onValue: 'Y', offValue: 'N' }).fields[0]?.onValue).toBe('Y');
  });
  it('[000-3-formfield-26] [000-3-formfield-27] date format and range paths', () => {
    const field = one({ type: 'date', range: true }).fields[0];
    expect(field?.dateFormat).toBe('dd/MM/yyyy');
    expect([field?.startDatePath, field?.endDatePath]).toEqual(['f.from', 'f.to']);
  });
  it('[000-3-formfield-36] [000-3-formfield-37] format minLength defaults to 10', () => {
    const field = one({ type: 'hidden', format: { character: '0' } }).fields[0];
    expect(field?.format).toMatchObject({ character: '0', minLength: 10, prefix: true, separator: '' });
  });
  it('[000-3-formfield-02] label is a text or a per-language map; the name otherwise', () => {
    expect(one({ type: 'text', label: { en: 'Zone', it: 'Zona' } }).fields[0]?.label).toEqual({
      en: 'Zone',
      it: 'Zona',
    });
    expect(one({ type: 'text' }).fields[0]?.label).toBe('f');
  });
  it('[000-3-formfield-32] select options as texts or {label, value}', () => {
    const field = one({ type: 'select', options: ['A', { label: 'Bee', value: 'B' }] }).fields[0];
    expect(field?.options).toEqual([
      { label: 'A', value: 'A' },
      { label: 'Bee', value: 'B' },
    ]);
  });
  it('[000-3-formfield-12] validation.regexp wins over regExp; errors per language kept', () => {
    const field = one({ type: 'text', regExp: 'b', validation: { regexp: 'a', errors: { en: 'E', it: 'I' } } })
      .fields[0];
    expect(field?.pattern).toBe('a');
    expect(field?.patternErrors).toEqual({ en: 'E', it: 'I' });
  });
  it('[000-3-formfield-38] dependencies are parsed', () => {
    const { fields } = parseFormSchema([
      { name: 'a', type: 'text' },
      { name: 'b', type: 'text', dependencies: [{ whenField: 'a', is: 'hidden', condition: 'isEmpty' }] },
    ]);
    expect(fields[1]?.dependencies[0]).toMatchObject({ whenField: 'a', is: 'hidden', condition: 'isEmpty' });
  });
});

describe('parseFormSchema() schema errors (000 §5 Schema errors)', () => {
  it('[000-5-schema-01] autocomplete without endpoint', () => {
    const { fields, diagnostics } = one({ type: 'autocomplete' });
    expect(fields).toEqual([]);
    expect(diagnostics[0]).toMatchObject({ code: 'missingEndpoint', field: 'f', fatal: true, path: '$.formSchema[0]' });
    expect(diagnostics[0]?.message).toContain('Missing option endpoint');
  });
  it('[000-5-schema-02] select without options', () => {
    expect(one({ type: 'select' }).diagnostics[0]?.message).toContain('Missing option options');
    expect(one({ type: 'select', options: [] }).diagnostics[0]?.code).toBe('missingOptions');
  });
  it('[000-5-schema-03] unsupported field type', () => {
    const { diagnostics } = one({ type: 'slider' });
    expect(diagnostics[0]).toMatchObject({ code: 'unsupportedType', field: 'f', path: '$.formSchema[0].type' });
    expect(diagnostics[0]?.message).toContain('Unsupported field type slider');
  });
  it('an invalid pattern is a field diagnostic, not a crash', () => {
    const { fields, diagnostics } = one({ type: 'text', validation: { regexp: '([' } });
    expect(fields[0]?.pattern).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({
      code: 'invalidPattern',
      field: 'f',
      path: '$.formSchema[0].validation.regexp',
    });
  });
  it('a wrong attribute falls back to its default and names the field', () => {
    const { fields, diagnostics } = one({ type: 'text', required: 'maybe' });
    expect(fields[0]?.required).toBe(true);
    expect(diagnostics[0]).toMatchObject({ code: 'invalidAttribute', field: 'f', path: '$.formSchema[0].required' });
  });
  it('names both fields of a dependency cycle', () => {
    const { diagnostics } = parseFormSchema([
      { name: 'a', type: 'text', dependencies: [{ whenField: 'b', is: 'hidden', condition: 'isEmpty' }] },
      { name: 'b', type: 'text', dependencies: [{ whenField: 'a', is: 'hidden', condition: 'isEmpty' }] },
    ]);
    expect(diagnostics.map((d) => d.code)).toEqual(['dependencyCycle']);
    expect(diagnostics[0]?.message).toContain('a → b → a');
  });
  it('reports unknown dependency fields, nameless and duplicate fields', () => {
    const { diagnostics } = parseFormSchema([
      { type: 'text' },
      { name: 'a', type: 'text', dependencies: [{ whenField: 'zz', is: 'hidden', condition: 'isEmpty' }] },
      { name: 'a', type: 'text' },
      'oops',
    ]);
    expect(diagnostics.map((d) => d.code)).toEqual([
      'missingName',
      'duplicateName',
      'notAnObject',
      'unknownDependencyField',
    ]);
  });
});
