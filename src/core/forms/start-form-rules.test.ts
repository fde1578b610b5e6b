import { describe, expect, it } from 'vitest';
import { parseFormSchema } from './parse-form-schema.ts';
import {
  changeableFields,
  fieldStorageKey,
  formColumns,
  formStorageKey,
  initFormDataKey,
  restoredValues,
  startsWithRfidSearch,
  storageEntries,
} from './start-form-rules.ts';

const { fields } = parseFormSchema([
  { name: 'a', type: 'text', storage: true, disableChange: true },
  { name: 'b', type: 'text' },
]);
const operation = { type: 'SIMPLE_ITEM_LIST', id: '7', activeStorageForm: false };

describe('storageEntries() (000 §2.13 storage)', () => {
  it('[000-2.13-10] the whole form keyed by type + id with activeStorageForm', () => {
    expect(storageEntries(fields, { a: 1, b: 2 }, { ...operation, activeStorageForm: true })).toEqual([
      [formStorageKey('SIMPLE_ITEM_LIST', '7'), { a: 1, b: 2 }],
    ]);
  });
  it('[000-2.13-11] otherwise each storage field keyed by type + id + name', () => {
    expect(storageEntries(fields, { a: 1, b: 2 }, operation)).toEqual([
      [fieldStorageKey('SIMPLE_ITEM_LIST', '7', 'a'), 1],
    ]);
    expect(fieldStorageKey('T', '1', 'n')).toBe('station::form::T::1::n');
  });
  it('restores what it stored', () => {
    const store = new Map(storageEntries(fields, { a: 1, b: 2 }, operation));
    expect(restoredValues(fields, operation, (key) => store.get(key))).toEqual({ a: 1 });
  });
});

describe('formColumns() (000 §2.13 layout)', () => {
  it('[000-2.13-07] [000-2.13-09] two columns with a second column and more than 3 visible fields', () => {
    expect(formColumns(4, false, true)).toBe(2);
    expect(formColumns(3, false, true)).toBe(1);
    expect(formColumns(8, false, false)).toBe(1);
  });
  it('[000-2.13-08] formSchemaSingleRow forces one column', () => {
    expect(formColumns(8, true, true)).toBe(1);
  });
});

describe('changeableFields() (000 §2.14)', () => {
  it('[000-2.14-07] leaves out disableChange fields', () => {
    expect(changeableFields(fields).map((field) => field.name)).toEqual(['b']);
  });
  it('[000-2.14-09] keys the initial data by operation id', () => {
    expect(initFormDataKey('7')).toBe('station::init-form-data-7');
  });
});

describe('startsWithRfidSearch() (000 §2.13, 001 §3 startWithRfidSearch)', () => {
  it.each([
    [{ kind: 'shipping', startWithRfidSearch: true }, true],
    [{ kind: 'shipping', startWithRfidSearch: false }, false],
    [{ kind: 'shipping', startWithRfidSearch: 'true' }, false],
    [{ kind: 'unsupported' }, false],
  ])('[000-2.13-05] should read %j as %s', (options, expected) => {
    expect(startsWithRfidSearch(options)).toBe(expected);
  });
});
