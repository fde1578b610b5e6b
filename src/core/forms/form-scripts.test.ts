import { describe, expect, it, vi } from 'vitest';
import { parseFormSchema } from './parse-form-schema.ts';
import {
  changedScriptFields,
  formScriptDiagnostics,
  runFormScripts,
  scriptNamed,
  type FormScript,
} from './form-scripts.ts';

const { fields } = parseFormSchema([
  { name: 'qty', type: 'number', onChange: 'double' },
  { name: 'total', type: 'number' },
  { name: 'zone.code', type: 'text', onChange: 'mirror' },
  { name: 'plain', type: 'text' },
]);

describe('changedScriptFields() (000 §3 Form field onChange)', () => {
  it('[000-3-formfield-09] lists only fields with an onChange whose value changed', () => {
    const previous = { qty: 1, zone: { code: 'A' }, plain: 'x' };
    expect(changedScriptFields(fields, previous, { ...previous, qty: 2, plain: 'y' }).map((f) => f.name)).toEqual([
      'qty',
    ]);
    expect(changedScriptFields(fields, previous, { ...previous, zone: { code: 'B' } }).map((f) => f.name)).toEqual([
      'zone.code',
    ]);
    expect(changedScriptFields(fields, previous, previous)).toEqual([]);
  });
});

describe('runFormScripts() (000 §3 Form field onChange)', () => {
  it('[000-3-formfield-09] runs the named script with field, value, previous value and data; merges its values', () => {
    const double = vi.fn<FormScript>(({ value }) => ({ total: Number(value) * 2 }));
    const next = { qty: 3, total: 2 };
    const run = runFormScripts(fields, { double }, { qty: 1, total: 2 }, next);
    expect(run).toEqual({ values: { total: 6 }, failures: [] });
    expect(double).toHaveBeenCalledWith({ field: fields[0], value: 3, previousValue: 1, data: next });
  });

  it('[000-3-formfield-09] merges in schema order, a later script winning on the same name', () => {
    const scripts = { double: () => ({ total: 1, plain: 'from qty' }), mirror: () => ({ plain: 'from zone' }) };
    const run = runFormScripts(fields, scripts, {}, { qty: 1, zone: { code: 'Z' } });
    expect(run.values).toEqual({ total: 1, plain: 'from zone' });
  });

  it('does nothing for unchanged fields, unknown scripts and undefined answers', () => {
    const double = vi.fn<FormScript>(() => undefined);
    expect(runFormScripts(fields, { double }, { qty: 1 }, { qty: 1 })).toEqual({ values: {}, failures: [] });
    expect(double).not.toHaveBeenCalled();
    expect(runFormScripts(fields, { double }, {}, { qty: 2 })).toEqual({ values: {}, failures: [] });
    expect(runFormScripts(fields, {}, {}, { qty: 2 })).toEqual({ values: {}, failures: [] });
    expect(runFormScripts(fields, undefined, {}, { qty: 2 })).toEqual({ values: {}, failures: [] });
  });

  it('catches a script that throws or answers no object of values, naming the script and the field', () => {
    const error = new Error('boom');
    const scripts = {
      double: () => {
        throw error;
      },
      mirror: (() => 42) as unknown as FormScript,
    };
    const run = runFormScripts(fields, scripts, {}, { qty: 2, zone: { code: 'Z' } });
    expect(run.values).toEqual({});
    expect(run.failures.map(({ script, field }) => [script, field.name])).toEqual([
      ['double', 'qty'],
      ['mirror', 'zone.code'],
    ]);
    expect(run.failures[0]?.error).toBe(error);
    expect(String(run.failures[1]?.error)).toMatch(/answered 42 instead of an object/);
  });
});

describe('scriptNamed() / formScriptDiagnostics() (000 §3 Form field onChange)', () => {
  it('knows only own function entries (no inherited names such as toString)', () => {
    const double: FormScript = () => undefined;
    expect(scriptNamed({ double }, 'double')).toBe(double);
    expect(scriptNamed({ double }, 'toString')).toBeUndefined();
    expect(scriptNamed({ double }, undefined)).toBeUndefined();
    expect(scriptNamed({ bad: 'x' } as unknown as Record<string, FormScript>, 'bad')).toBeUndefined();
  });

  it('[000-3-formfield-09] an onChange naming an unknown script is a non-fatal diagnostic naming field and script', () => {
    const diagnostics = formScriptDiagnostics(fields, { double: () => undefined });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'unknownScript',
        fatal: false,
        field: 'zone.code',
        path: '$.formSchema[2].onChange',
        key: 'forms.diagnostics.unknownScript',
        params: expect.objectContaining({ script: 'mirror', field: 'zone.code' }),
        message: 'Field zone.code ($.formSchema[2].onChange): onChange names the unknown form script mirror',
      }),
    ]);
    expect(formScriptDiagnostics(fields, undefined).map((d) => d.params.script)).toEqual(['double', 'mirror']);
  });
});
