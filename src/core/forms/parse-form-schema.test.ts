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
  it('[000-5-schema-01] [000-3-formfield-15] autocomplete without endpoint', () => {
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

describe('parseFormSchema() attributes (000 §3 Form field)', () => {
  it('[000-3-formfield-03] secondaryLabel is optional: a text or a per-language map', () => {
    expect(one({ type: 'text' }).fields[0]?.secondaryLabel).toBeUndefined();
    expect(one({ type: 'text', secondaryLabel: 'Scan or type' }).fields[0]?.secondaryLabel).toBe('Scan or type');
    expect(one({ type: 'text', secondaryLabel: { en: 'Scan', it: 'Leggi' } }).fields[0]?.secondaryLabel).toEqual({
      en: 'Scan',
      it: 'Leggi',
    });
  });

  it('[000-3-formfield-04] type is one of text, textarea, password, number, date, checkbox, select, autocomplete, hidden, value', () => {
    const types = [
      'text',
      'textarea',
      'password',
      'number',
      'date',
      'checkbox',
      'select',
      'autocomplete',
      'hidden',
      'value',
    ];
    const { fields, diagnostics } = parseFormSchema(
      types.map((type) => ({ name: type, type, endpoint: 'api/v1/zones', options: ['A'] })),
    );
    expect(diagnostics).toEqual([]);
    expect(fields.map((field) => field.type)).toEqual(types);
    for (const type of ['Text', 'radio', 'file', undefined, 3]) {
      const parsed = one({ type });
      expect(parsed.fields).toEqual([]);
      expect(parsed.diagnostics[0]?.code).toBe('unsupportedType');
    }
  });

  it('[000-3-formfield-10] confirmValuePath, dependencies, storage, disableChange with their defaults', () => {
    expect(one({ type: 'text' }).fields[0]).toMatchObject({
      confirmValuePath: undefined,
      dependencies: [],
      storage: false,
      disableChange: false,
    });
    const { fields, diagnostics } = parseFormSchema([
      { name: 'a', type: 'checkbox' },
      {
        name: 'f',
        type: 'autocomplete',
        endpoint: 'api/v1/zones',
        confirmValuePath: 'code',
        dependencies: [{ whenField: 'a', is: 'disabled', conditionValue: true }],
        storage: true,
        disableChange: 'true',
      },
    ]);
    expect(diagnostics).toEqual([]);
    expect(fields[1]).toMatchObject({
      confirmValuePath: 'code',
      dependencies: [{ whenField: 'a', is: 'disabled', condition: 'hasValue', conditionValue: true }],
      storage: true,
      disableChange: true,
    });
    expect(one({ type: 'text', storage: 'yes' }).diagnostics[0]).toMatchObject({
      code: 'invalidAttribute',
      path: '$.formSchema[0].storage',
    });
  });

  it('[000-3-formfield-11] addEmptyField, copyValueFrom, isProductCode, filterKey with their defaults', () => {
    expect(one({ type: 'text' }).fields[0]).toMatchObject({
      addEmptyField: false,
      copyValueFrom: undefined,
      isProductCode: false,
      filterKey: undefined,
    });
    const { fields, diagnostics } = one({
      type: 'text',
      addEmptyField: true,
      copyValueFrom: 'other.code',
      isProductCode: true,
      filterKey: 'zoneId',
    });
    expect(diagnostics).toEqual([]);
    expect(fields[0]).toMatchObject({
      addEmptyField: true,
      copyValueFrom: 'other.code',
      isProductCode: true,
      filterKey: 'zoneId',
    });
  });

  it('[000-3-formfield-13] currentDateAsDefault, directSubmit, icon with their defaults', () => {
    expect(one({ type: 'date' }).fields[0]).toMatchObject({
      currentDateAsDefault: false,
      directSubmit: false,
      icon: undefined,
    });
    expect(
      one({ type: 'date', currentDateAsDefault: true, directSubmit: true, icon: '/icons/calendar.svg' }).fields[0],
    ).toMatchObject({ currentDateAsDefault: true, directSubmit: true, icon: '/icons/calendar.svg' });
  });

  it('[000-3-formfield-19] autocomplete dynamicParams is a list of {field, value}', () => {
    const field = one({
      type: 'autocomplete',
      endpoint: 'api/v1/zones',
      dynamicParams: [
        { field: 'placeId', value: '{placeId}' },
        { field: 'type', value: ['STOCK', 'SALE'] },
      ],
    }).fields[0];
    expect(field?.dynamicParams).toEqual([
      { field: 'placeId', value: '{placeId}' },
      { field: 'type', value: ['STOCK', 'SALE'] },
    ]);
    expect(one({ type: 'autocomplete', endpoint: 'api/v1/zones' }).fields[0]?.dynamicParams).toEqual([]);
    const wrong = one({
      type: 'autocomplete',
      endpoint: 'api/v1/zones',
      dynamicParams: [{ value: 1 }, { field: 'k' }],
    });
    expect(wrong.fields[0]?.dynamicParams).toEqual([{ field: 'k', value: undefined }]);
    expect(wrong.diagnostics[0]).toMatchObject({ code: 'invalidAttribute', path: '$.formSchema[0].dynamicParams[0]' });
  });

  it('[000-3-formfield-20] autocompleteFields is a list of {name, field}', () => {
    const field = one({
      type: 'autocomplete',
      endpoint: 'api/v1/zones',
      autocompleteFields: [
        { name: 'place', field: 'placeId' },
        { name: 'color', field: 'attributes.color' },
      ],
    }).fields[0];
    expect(field?.autocompleteFields).toEqual([
      { name: 'place', field: 'placeId' },
      { name: 'color', field: 'attributes.color' },
    ]);
    expect(one({ type: 'text' }).fields[0]?.autocompleteFields).toEqual([]);
    const wrong = one({ type: 'text', autocompleteFields: { name: 'place', field: 'placeId' } });
    expect(wrong.fields[0]?.autocompleteFields).toEqual([]);
    expect(wrong.diagnostics[0]).toMatchObject({
      code: 'invalidAttribute',
      path: '$.formSchema[0].autocompleteFields',
    });
  });

  it('[000-3-formfield-22] autocomplete action is {code, payload {operationId, attributes [{field, value, dynamicValue}]}}', () => {
    const field = one({
      type: 'autocomplete',
      endpoint: 'api/v1/operations/{operationId}/execute',
      action: {
        code: 'LIST_PARCELS',
        payload: {
          operationId: 'OP2',
          attributes: [
            { field: 'zone', dynamicValue: 'zoneField' },
            { field: 'status', value: 'OPEN' },
          ],
        },
      },
    }).fields[0];
    expect(field?.action).toEqual({
      code: 'LIST_PARCELS',
      operationId: 'OP2',
      attributes: [
        { field: 'zone', value: undefined, dynamicValue: 'zoneField' },
        { field: 'status', value: 'OPEN', dynamicValue: undefined },
      ],
    });
    expect(one({ type: 'autocomplete', endpoint: 'e', action: { code: 'X' } }).fields[0]?.action).toEqual({
      code: 'X',
      operationId: undefined,
      attributes: [],
    });
    const wrong = one({ type: 'autocomplete', endpoint: 'e', action: { payload: {} } });
    expect(wrong.fields[0]?.action).toBeUndefined();
    expect(wrong.diagnostics[0]).toMatchObject({ code: 'invalidAttribute', path: '$.formSchema[0].action' });
  });

  it('[000-3-formfield-28] number: min, max, step, icon sizes, autoFocus, focusOnField, regExp, regExpError', () => {
    expect(one({ type: 'number' }).fields[0]).toMatchObject({
      min: undefined,
      max: undefined,
      step: undefined,
      iconWidth: 24,
      iconHeight: 24,
      autoFocus: false,
      focusOnField: false,
      pattern: undefined,
      regExpError: undefined,
    });
    const { fields, diagnostics } = one({
      type: 'number',
      min: 1,
      max: '10',
      step: 0.5,
      iconWidth: 32,
      iconHeight: 16,
      autoFocus: true,
      focusOnField: 'next',
      regExp: '^\\d+$',
      regExpError: 'Digits only',
    });
    expect(diagnostics).toEqual([]);
    expect(fields[0]).toMatchObject({
      min: 1,
      max: 10,
      step: 0.5,
      iconWidth: 32,
      iconHeight: 16,
      autoFocus: true,
      focusOnField: 'next',
      pattern: '^\\d+$',
      regExpError: 'Digits only',
    });
    expect(one({ type: 'number', min: 'low' }).diagnostics[0]).toMatchObject({ path: '$.formSchema[0].min' });
  });

  it('[000-3-formfield-29] text / textarea / password: minlength, maxlength, icon sizes, autoFocus, regExp, regExpError', () => {
    for (const type of ['text', 'textarea', 'password']) {
      expect(one({ type }).fields[0]).toMatchObject({
        minlength: undefined,
        maxlength: undefined,
        iconWidth: 24,
        iconHeight: 24,
        autoFocus: false,
        pattern: undefined,
        regExpError: undefined,
      });
      const { fields, diagnostics } = one({
        type,
        minlength: 2,
        maxlength: 8,
        iconWidth: 20,
        iconHeight: 30,
        autoFocus: true,
        regExp: '^[A-Z]+$',
        regExpError: 'Capitals only',
      });
      expect(diagnostics).toEqual([]);
      expect(fields[0]).toMatchObject({
        minlength: 2,
        maxlength: 8,
        iconWidth: 20,
        iconHeight: 30,
        autoFocus: true,
        pattern: '^[A-Z]+$',
        regExpError: 'Capitals only',
      });
    }
  });

  it('[000-3-formfield-30] text: autocheckEndpoint, autocheckEndpointField, autocheckEndpointBlockIfEmpty, autocheckFormSubmit', () => {
    expect(one({ type: 'text' }).fields[0]).toMatchObject({
      autocheckEndpoint: undefined,
      autocheckEndpointField: undefined,
      autocheckEndpointBlockIfEmpty: false,
      autocheckFormSubmit: false,
    });
    expect(
      one({
        type: 'text',
        autocheckEndpoint: 'api/v1/products',
        autocheckEndpointField: 'code',
        autocheckEndpointBlockIfEmpty: true,
        autocheckFormSubmit: true,
      }).fields[0],
    ).toMatchObject({
      autocheckEndpoint: 'api/v1/products',
      autocheckEndpointField: 'code',
      autocheckEndpointBlockIfEmpty: true,
      autocheckFormSubmit: true,
    });
  });

  it('[000-3-formfield-31] text: submitOnEnter, focusOnField, autocompleteFields, format, upperCase', () => {
    expect(one({ type: 'text' }).fields[0]).toMatchObject({
      submitOnEnter: false,
      focusOnField: false,
      autocompleteFields: [],
      format: undefined,
      upperCase: false,
    });
    expect(
      one({
        type: 'text',
        submitOnEnter: true,
        focusOnField: true,
        autocompleteFields: [{ name: 'b', field: 'code' }],
        format: { prefix: false, separator: '-', dynamicField: 'b' },
        upperCase: true,
      }).fields[0],
    ).toMatchObject({
      submitOnEnter: true,
      focusOnField: true,
      autocompleteFields: [{ name: 'b', field: 'code' }],
      format: { prefix: false, separator: '-', dynamicField: 'b', character: undefined, minLength: 10 },
      upperCase: true,
    });
  });

  it('[000-3-formfield-33] select multiple, false by default', () => {
    expect(one({ type: 'select', options: ['A'] }).fields[0]?.multiple).toBe(false);
    expect(one({ type: 'select', options: ['A'], multiple: true }).fields[0]?.multiple).toBe(true);
  });

  it('[000-3-formfield-34] [000-3-formfield-35] hidden keeps defaultValue and format; value keeps defaultValue', () => {
    const { fields, diagnostics } = parseFormSchema([
      { name: 'h', type: 'hidden', defaultValue: 'x', format: { character: '0', minLength: 4 } },
      { name: 'v', type: 'value', defaultValue: { code: 'A' } },
    ]);
    expect(diagnostics).toEqual([]);
    expect(fields[0]).toMatchObject({ defaultValue: 'x', format: { character: '0', minLength: 4 } });
    expect(fields[1]?.defaultValue).toEqual({ code: 'A' });
  });

  it('[000-3-formfield-39] a dependency condition is hasValue (the default), isEmpty or isFilled; nothing else', () => {
    const schema = (condition: unknown) =>
      parseFormSchema([
        { name: 'a', type: 'text' },
        { name: 'b', type: 'text', dependencies: [{ whenField: 'a', is: 'hidden', condition }] },
      ]);
    for (const condition of ['hasValue', 'isEmpty', 'isFilled']) {
      expect(schema(condition).fields[1]?.dependencies[0]?.condition).toBe(condition);
    }
    expect(schema(undefined).fields[1]?.dependencies[0]?.condition).toBe('hasValue');
    const wrong = schema('isBlank');
    expect(wrong.fields[1]?.dependencies).toEqual([]);
    expect(wrong.diagnostics[0]).toMatchObject({ code: 'invalidAttribute', path: '$.formSchema[1].dependencies[0]' });
  });
});
