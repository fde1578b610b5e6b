/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { parseOperation } from './parse-operation.ts';
import { rawOperation } from '../../test-support/operation-config/operation-fixtures.ts';

describe('parseOperation(): operation members (000 §3 Operation)', () => {
  it('[000-3-operation-01] [000-3-operation-02] [000-3-operation-03] [000-3-operation-04] [000-3-operation-05] should read every member', () => {
    const field = { name: 'destinationZoneId', type: 'autocomplete', endpoint: 'api/v1/zones' };
    const action = { actionCode: 'pdfMissionPrint', attributes: { printTemplateCode: 'PDF-MISSION' } };
    const { operation, diagnostics } = parseOperation({
      id: 'op-7',
      code: 'CONVEYOR',
      description: 'Tunnel transfer',
      type: 'TRANSFER_TO_ZONE',
      templatePath: 'conveyor',
      enabled: false,
      displayPriority: 21,
      disableWorkstationCheck: true,
      icon: 'conveyor-belt',
      formSchema: [field],
      asnFormSchema: [{ name: 'shipmentCode', type: 'text' }],
      actions: [action],
      saveOnReadActionCode: 'conveyorTransferItem',
      attributes: { 'zpl-template-code': 'ZPL', printerIP: '10.0.0.1' },
      options: {},
    });
    expect(operation).toMatchObject({
      id: 'op-7',
      code: 'CONVEYOR',
      description: 'Tunnel transfer',
      type: 'TRANSFER_TO_ZONE',
      supported: true,
      templatePath: 'conveyor',
      enabled: false,
      displayPriority: 21,
      disableWorkstationCheck: true,
      icon: 'conveyor-belt',
      formSchema: [field],
      asnFormSchema: [{ name: 'shipmentCode', type: 'text' }],
      actions: [action],
      saveOnReadActionCode: 'conveyorTransferItem',
      attributes: { 'zpl-template-code': 'ZPL', printerIP: '10.0.0.1' },
      kindOptions: { kind: 'transfer-to-zone' },
    });
    expect(diagnostics).toEqual([]);
  });

  it('[000-3-operation-01] [000-2.4-12] [000-3-operation-19] should default the optional members', () => {
    const { operation, diagnostics } = parseOperation({ id: 1, code: 'TI', type: 'TAG_INFO' });
    expect(operation).toMatchObject({
      id: '1',
      description: '',
      templatePath: '',
      enabled: true,
      displayPriority: 0,
      disableWorkstationCheck: false,
      icon: '',
      formSchema: [],
      asnFormSchema: [],
      actions: [],
      saveOnReadActionCode: '',
      attributes: {},
      extraOptions: {},
    });
    expect(diagnostics).toEqual([]);
  });

  it('[000-2.10-03] should keep a negative displayPriority', () => {
    expect(parseOperation(rawOperation('TAG_INFO', {}, { displayPriority: -1 })).operation.displayPriority).toBe(-1);
  });

  it.each([
    ['templatePath', 'conveyor', 'other', 'conveyor'],
    ['templatePath', '', 'conveyor', 'conveyor'],
    ['saveOnReadActionCode', 'fromMember', 'fromOption', 'fromMember'],
    ['saveOnReadActionCode', '', 'fromOption', 'fromOption'],
    ['disableWorkstationCheck', true, 'false', true],
    ['disableWorkstationCheck', false, 'true', true],
    ['disableWorkstationCheck', false, 'false', false],
  ] as const)(
    '[000-3-operation-14] [000-3-operation-19] [000-3-operation-23] %s: member %j and option %j should give %j',
    (name, member, option, expected) => {
      const raw = rawOperation('TAG_INFO', { [name]: option }, { [name]: member });
      const { operation, diagnostics } = parseOperation(raw);
      expect(operation[name]).toBe(expected);
      expect(operation.options[name]).toBe(expected);
      expect(diagnostics).toEqual([]);
    },
  );

  it.each([
    ['templatePath', 'conveyor', 'conveyor'],
    ['saveOnReadActionCode', 'save', 'save'],
    ['disableWorkstationCheck', 'true', true],
  ] as const)(
    '[000-3-operation-14] [000-3-operation-23] the option %s should apply without the member',
    (name, option, expected) => {
      const { operation } = parseOperation(rawOperation('TAG_INFO', { [name]: option }));
      expect(operation[name]).toBe(expected);
    },
  );
});

describe('parseOperation(): wrong members give defaults and diagnostics', () => {
  it.each([
    ['description', 42, '$.description', 'description', ''],
    ['templatePath', null, '$.templatePath', 'templatePath', ''],
    ['enabled', 'true', '$.enabled', 'enabled', true],
    ['displayPriority', '10', '$.displayPriority', 'displayPriority', 0],
    ['disableWorkstationCheck', 1, '$.disableWorkstationCheck', 'disableWorkstationCheck', false],
    ['formSchema', { name: 'a' }, '$.formSchema', 'formSchema', []],
    ['actions', 'print', '$.actions', 'actions', []],
    ['attributes', ['printerIP'], '$.attributes', 'attributes', {}],
  ] as const)('[000-3-operation-01] %s %j should be refused at %s', (member, value, path, option, expected) => {
    const { operation, diagnostics } = parseOperation(rawOperation('TAG_INFO', {}, { [member]: value }));
    expect(operation[member]).toEqual(expected);
    expect(diagnostics).toEqual([
      expect.objectContaining({ problem: 'invalid', operationCode: 'OP-1', path, option, value }),
    ]);
  });

  it('[000-3-operation-02] should keep the object fields of formSchema and drop the others', () => {
    const { operation, diagnostics } = parseOperation(
      rawOperation('TAG_INFO', {}, { formSchema: [{ name: 'a', type: 'text' }, 'b', null] }),
    );
    expect(operation.formSchema).toEqual([{ name: 'a', type: 'text' }]);
    expect(diagnostics.map(({ path, option }) => [path, option])).toEqual([
      ['$.formSchema[1]', 'formSchema'],
      ['$.formSchema[2]', 'formSchema'],
    ]);
  });

  it('[000-3-operation-03] should drop actions without a usable actionCode', () => {
    const actions = [{ actionCode: 'ok' }, { attributes: {} }, { actionCode: ' ' }, 5];
    const { operation, diagnostics } = parseOperation(rawOperation('TAG_INFO', {}, { actions }));
    expect(operation.actions).toEqual([{ actionCode: 'ok' }]);
    expect(diagnostics.map(({ problem, path, option }) => [problem, path, option])).toEqual([
      ['missing', '$.actions[1]', 'actionCode'],
      ['invalid', '$.actions[2].actionCode', 'actionCode'],
      ['invalid', '$.actions[3]', 'actions'],
    ]);
  });

  it.each([
    [{ code: 'X', type: 'TAG_INFO' }, 'id'],
    [{ id: 'x', type: 'TAG_INFO' }, 'code'],
    [{ id: 'x', code: 'X' }, 'type'],
  ])('should report the missing required member of %j at the path of the operation', (raw, option) => {
    const { diagnostics } = parseOperation(raw);
    expect(diagnostics).toEqual([expect.objectContaining({ problem: 'missing', path: '$', option, value: undefined })]);
  });

  it.each([[{ id: ' ', code: 'X', type: 'TAG_INFO' }], [{ id: 1.5, code: 'X', type: 'TAG_INFO' }]])(
    'should refuse the id of %j',
    (raw) => {
      const { operation, diagnostics } = parseOperation(raw);
      expect(operation.id).toBe('');
      expect(diagnostics).toEqual([expect.objectContaining({ problem: 'invalid', path: '$.id' })]);
    },
  );

  it('should mark an operation of an unknown type unsupported, with a diagnostic', () => {
    const { operation, diagnostics } = parseOperation(rawOperation('CYCLE_COUNT', { removeMode: 'sku', custom: 'x' }));
    expect(operation).toMatchObject({ type: null, supported: false, kindOptions: { kind: 'unsupported' } });
    expect(operation.options.removeMode).toBe('sku');
    expect(operation.extraOptions).toEqual({ custom: 'x' });
    expect(diagnostics).toEqual([
      {
        problem: 'unknownType',
        operationCode: 'OP-1',
        path: '$.type',
        option: 'type',
        value: 'CYCLE_COUNT',
        expected: expect.stringContaining("'TAG_INFO'") as unknown,
        message:
          'Operation OP-1: $.type is "CYCLE_COUNT", which is not an operation type of this station; the operation is unsupported.',
      },
    ]);
  });

  it('should refuse options that are not an object', () => {
    const { operation, diagnostics } = parseOperation(rawOperation('TAG_INFO', {}, { options: 'removeMode=sku' }));
    expect(operation.options.removeMode).toBe('none');
    expect(diagnostics).toEqual([expect.objectContaining({ path: '$.options', option: 'options' })]);
  });
});

describe('parseOperation(): options', () => {
  it('[000-3-operation-27] should keep unknown options as text, without diagnostics', () => {
    const { operation, diagnostics } = parseOperation(
      rawOperation('INVENTORY', { customColour: 'blue', retries: 3, beta: true, emptyOne: '' }),
    );
    expect(operation.extraOptions).toEqual({ customColour: 'blue', retries: '3', beta: 'true', emptyOne: '' });
    expect(diagnostics).toEqual([]);
  });

  it('[000-3-operation-27] should drop an unknown option that is not text, with a diagnostic', () => {
    const { operation, diagnostics } = parseOperation(rawOperation('INVENTORY', { nested: { a: 1 }, none: null }));
    expect(operation.extraOptions).toEqual({});
    expect(diagnostics.map(({ path, value }) => [path, value])).toEqual([
      ['$.options.nested', { a: 1 }],
      ['$.options.none', null],
    ]);
  });

  it('should name the operation, the path, the value and what was expected', () => {
    const { diagnostics } = parseOperation(
      rawOperation('INBOUND', { removeMode: 'barcode', shippingReadTimeout: '-1' }),
    );
    expect(diagnostics).toEqual([
      {
        problem: 'invalid',
        operationCode: 'OP-1',
        path: '$.options.removeMode',
        option: 'removeMode',
        value: 'barcode',
        expected: "one of 'none', 'sku' or 'rfid'",
        message: `Operation OP-1: $.options.removeMode is "barcode", expected one of 'none', 'sku' or 'rfid'; using "none".`,
      },
      {
        problem: 'invalid',
        operationCode: 'OP-1',
        path: '$.options.shippingReadTimeout',
        option: 'shippingReadTimeout',
        value: '-1',
        expected: 'a number of 0 or more',
        message: 'Operation OP-1: $.options.shippingReadTimeout is "-1", expected a number of 0 or more; using 1000.',
      },
    ]);
  });

  it('should treat prototype names as plain option names', () => {
    const raw = JSON.parse(
      '{"id":"1","code":"P","type":"TAG_INFO","options":{"__proto__":"x","constructor":"y","toString":"z","hasOwnProperty":"w"}}',
    ) as unknown;
    const { operation, diagnostics } = parseOperation(raw);
    expect(Object.keys(operation.extraOptions)).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(Object.getPrototypeOf(operation.extraOptions)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(diagnostics).toEqual([]);
  });

  it('should not read inherited members as configuration', () => {
    const inherited = Object.create({ code: 'INHERITED', type: 'TAG_INFO', options: { removeMode: 'sku' } }) as object;
    const { operation } = parseOperation(Object.assign(inherited, { id: '1' }));
    expect(operation).toMatchObject({ code: '', type: null, options: { removeMode: 'none' } });
  });
});

describe('parseOperation(): never throws', () => {
  it.each([[null], [undefined], [42], ['INBOUND'], [[]], [[{ code: 'A' }]], [true], [Symbol('x')], [() => 1]])(
    'should give an empty unsupported operation for %s',
    (raw) => {
      const { operation, diagnostics } = parseOperation(raw);
      expect(operation).toMatchObject({ code: '', type: null, supported: false, enabled: false });
      expect(diagnostics).toEqual([expect.objectContaining({ problem: 'invalid', path: '$', option: 'operation' })]);
    },
  );

  it('should report an input it cannot read instead of throwing', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no keys for you');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('no members for you');
        },
      },
    );
    const { operation, diagnostics } = parseOperation(hostile);
    expect(operation.supported).toBe(false);
    expect(diagnostics.at(-1)).toMatchObject({ problem: 'unreadable', path: '$' });
    expect(diagnostics.at(-1)?.message).toContain('no');
  });
});
