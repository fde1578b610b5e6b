import { describe, expect, it } from 'vitest';
import type { ConfigurationDetail, ValidationResponse } from './encoding-records.ts';
import {
  associationStep,
  initialAssociation,
  type AssociationCommand,
  type AssociationEvent,
  type AssociationOptions,
  type AssociationState,
} from './association-machine.ts';

const dualTag: ConfigurationDetail[] = [
  { identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false },
  { identifierType: 'UHF_TAG', role: 'PENDANT', optional: false },
];
const base: AssociationOptions = {
  forcePolicy: 'no',
  enableUhfWrite: true,
  expectOnlyMandatoryIdentifiers: true,
  ignoreUnknownTags: false,
  useTidTargetDuringWrite: true,
  uhfTagToWriteRegex: /^E200/,
};
const created: ValidationResponse = {
  success: true,
  operationToPerform: 'CREATE_ITEM',
  configurationDetails: dualTag,
  errors: [],
};

/** Runs events in order, each answer carrying the id awaited at that moment; answers every command seen. */
function run(options: AssociationOptions, events: ((state: AssociationState) => AssociationEvent)[]) {
  let state = initialAssociation(dualTag);
  const commands: AssociationCommand[] = [];
  for (const event of events) {
    const step = associationStep(state, event(state), options);
    state = step.state;
    commands.push(...step.commands);
  }
  return { state, commands, types: commands.map((command) => command.type) };
}

const read = (epc: string, tid?: string) => () =>
  ({ type: 'read', tag: { epc, ...(tid ? { tid } : {}) } }) as AssociationEvent;
const due = () => ({ type: 'validateDue' }) as AssociationEvent;
const answer = (response: ValidationResponse | undefined) => (state: AssociationState) =>
  ({ type: 'validated', id: state.awaiting, response }) as AssociationEvent;
const computed = (desiredCode: string) => (state: AssociationState) =>
  ({
    type: 'computed',
    id: state.awaiting,
    tags: [{ identifierType: 'UHF_TAG', code: '', desiredCode }],
  }) as AssociationEvent;
const written = (ok: boolean) => (state: AssociationState) =>
  ({ type: 'written', id: state.awaiting, ok }) as AssociationEvent;
const createdOk = (ok: boolean) => (state: AssociationState) =>
  ({
    type: 'created',
    id: state.awaiting,
    response: {
      success: ok,
      operationToPerform: 'CREATE_ITEM',
      itemId: 'i1',
      messageType: '',
      message: '',
      errors: [],
    },
  }) as AssociationEvent;
const answered = (yes: boolean, pin?: string) => (state: AssociationState) =>
  ({ type: 'answered', id: state.awaiting, yes, pin }) as AssociationEvent;

describe('an association from reads to the created item', () => {
  it('two role tags: validate, compute the EPC of the one to write (by its TID), write it, create, confirmed', () => {
    const epc = '3034F0A1B2C3D4E5F6000001';
    const { state, commands, types } = run(base, [
      read('E2001111', 'TID1'),
      read('300833B2DDD9014000000001'),
      due,
      answer(created),
      computed(epc),
      written(true),
      createdOk(true),
    ]);
    expect(types).toEqual([
      'scheduleValidate',
      'scheduleValidate',
      'validate',
      'computeTags',
      'write',
      'create',
      'feedback',
      'resetLater',
    ]);
    expect(commands.find((command) => command.type === 'write')).toMatchObject({
      targetEpc: 'E2001111',
      targetType: 'TID',
      targetTid: 'TID1',
      data: epc,
    });
    expect(commands.find((command) => command.type === 'create')).toMatchObject({
      force: false,
      identifiers: [
        { identifierType: 'UHF_TAG', code: 'E2001111', tid: 'TID1', desiredCode: epc, role: 'EMBEDDED' },
        { identifierType: 'UHF_TAG', code: '300833B2DDD9014000000001', role: 'PENDANT' },
      ],
    });
    expect(state.status).toBe('CONFIRMED');
    expect(state.slots.map((slot) => slot.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
  });

  it('[002-4-validation-04] waits on MISSING_MANDATORY_TAG, then goes on when the second tag comes', () => {
    const missing: ValidationResponse = {
      ...created,
      success: false,
      operationToPerform: 'FAIL',
      errors: [{ errorCode: 'MISSING_MANDATORY_TAG', ref: 'PENDANT', forcible: false }],
    };
    const { state, types } = run({ ...base, enableUhfWrite: false }, [
      read('E2001111'),
      due,
      answer(missing),
      read('E2002222'),
      due,
      answer(created),
    ]);
    expect(types).toEqual(['scheduleValidate', 'validate', 'scheduleValidate', 'validate', 'create']);
    expect(state.phase).toBe('creating');
  });

  it('[002-4-write-07] [002-4-write-09] after three failed writes asks to retry; the attempt counter starts again; No clears', () => {
    const flow = [read('E2001111'), read('E2002222'), due, answer(created), computed('3034F0A1B2C3D4E5F6000001')];
    const { types, state } = run({ ...base, uhfTagToWriteRegex: /^E2001/ }, [
      ...flow,
      written(false),
      written(false),
      written(false),
    ]);
    expect(types.filter((type) => type === 'write')).toHaveLength(3);
    expect(types.at(-1)).toBe('ask');
    expect(state.question).toBe('retryWrite');
    const declined = run({ ...base, uhfTagToWriteRegex: /^E2001/ }, [
      ...flow,
      written(false),
      written(false),
      written(false),
      answered(false),
    ]);
    expect(declined.commands.at(-1)).toMatchObject({ type: 'feedback', feedback: 'writeError' });
    expect(declined.state.slots.every((slot) => !slot.read)).toBe(true);
  });

  it('[002-5-reading-04] two UHF tags both matching the write regex: no target, nothing written', () => {
    const { commands, state } = run({ ...base, uhfTagToWriteRegex: /^E2/ }, [
      read('E2001111'),
      read('E2002222'),
      due,
      answer(created),
    ]);
    expect(commands.some((command) => command.type === 'write' || command.type === 'computeTags')).toBe(false);
    expect(commands.at(-1)).toMatchObject({ type: 'feedback', feedback: 'targetNotFound' });
    expect(state.status).toBe('ERROR');
  });

  it('[002-4-force-05] [002-4-force-06] [002-4-create-01] withPin: a forcible error asks the PIN; the forced create carries it', () => {
    const associated: ValidationResponse = {
      ...created,
      success: false,
      operationToPerform: 'FORCE_ITEM_CREATION',
      errors: [{ errorCode: 'TAG_ALREADY_ASSOCIATED', ref: 'E2001111', forcible: true }],
    };
    const { commands } = run({ ...base, forcePolicy: 'withPin', enableUhfWrite: false }, [
      read('E2001111'),
      read('E2002222'),
      due,
      answer(associated),
      answered(true, '1234'),
    ]);
    expect(commands.find((command) => command.type === 'ask')).toMatchObject({ question: 'pin' });
    expect(commands.at(-1)).toMatchObject({ type: 'create', force: true, pin: '1234' });
  });

  it('withPin: a refused PIN asks it again; the tag written before is not written twice', () => {
    const associated: ValidationResponse = {
      ...created,
      success: false,
      operationToPerform: 'FORCE_ITEM_CREATION',
      errors: [{ errorCode: 'TAG_ALREADY_ASSOCIATED', ref: '300833B2DDD9014000000001', forcible: true }],
    };
    const epc = '3034F0A1B2C3D4E5F6000001';
    const refused = (state: AssociationState) => ({ type: 'pinRefused', id: state.awaiting }) as AssociationEvent;
    const { commands, state } = run({ ...base, forcePolicy: 'withPin' }, [
      read('E2001111', 'TID1'),
      read('300833B2DDD9014000000001'),
      due,
      answer(associated),
      answered(true, '0000'),
      computed(epc),
      written(true),
      refused,
      answered(true, '1234'),
    ]);
    expect(commands.filter((command) => command.type === 'write')).toHaveLength(1);
    expect(commands.filter((command) => command.type === 'ask').map((command) => command.type)).toHaveLength(2);
    const creates = commands.filter((command) => command.type === 'create');
    expect(creates.map((command) => command.pin)).toEqual(['0000', '1234']);
    expect(creates.at(-1)?.identifiers[0]).toMatchObject({ code: 'E2001111', desiredCode: epc });
    expect(state.phase).toBe('creating');
  });

  it('a PIN refusal for a create that was not forced is a failed call', () => {
    const { state, commands } = run({ ...base, enableUhfWrite: false }, [
      read('E2001111'),
      read('E2002222'),
      due,
      answer(created),
      (current) => ({ type: 'pinRefused', id: current.awaiting }),
    ]);
    expect(state.status).toBe('ERROR');
    expect(commands.at(-1)).toMatchObject({ type: 'restartAntenna' });
  });

  it("[002-4-validation-14] forceTagRewrite: an encoded item's one tag gets a new EPC computed, validated as REWRITE_CONFIGURATION, written (whatever the regex), then created", () => {
    const single: ConfigurationDetail[] = [{ identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false }];
    const none: ValidationResponse = { ...created, configurationDetails: single, operationToPerform: 'NONE' };
    const rewrite: ValidationResponse = { ...none, operationToPerform: 'REWRITE_CONFIGURATION' };
    const epc = '3034F0A1B2C3D4E5F6000009';
    let state = initialAssociation(single);
    const commands: AssociationCommand[] = [];
    const options = { ...base, forceTagRewrite: true };
    for (const event of [read('300833B2DDD9014000000001', 'TID9'), due, answer(none), computed(epc), answer(rewrite)]) {
      const step = associationStep(state, event(state), options);
      state = step.state;
      commands.push(...step.commands);
    }
    expect(commands.map((command) => command.type)).toEqual([
      'scheduleValidate',
      'validate',
      'computeTags',
      'validate',
      'write',
    ]);
    expect(commands[3]).toMatchObject({ identifiers: [{ code: '300833B2DDD9014000000001', desiredCode: epc }] });
    expect(commands[4]).toMatchObject({ targetType: 'TID', targetTid: 'TID9', data: epc });
    const after = associationStep(state, written(true)(state), options);
    expect(after.commands[0]).toMatchObject({ type: 'create', force: false });
  });

  it('[002-4-validation-15] [002-5-reading-03] forceTagRewrite: more than one tag, or no REWRITE_CONFIGURATION, fails without writing', () => {
    const none: ValidationResponse = { ...created, operationToPerform: 'NONE' };
    const options = { ...base, forceTagRewrite: true };
    const two = run(options, [read('300833B2DDD9014000000001'), read('300833B2DDD9014000000002'), due, answer(none)]);
    expect(two.commands.at(-1)).toMatchObject({ type: 'feedback', feedback: 'oneTagOnly' });
    const refused = run(options, [
      read('300833B2DDD9014000000001'),
      due,
      answer(none),
      computed('3034F0A1B2C3D4E5F6000009'),
      answer(none),
    ]);
    expect(refused.commands.at(-1)).toMatchObject({ type: 'feedback', feedback: 'rewriteFailed' });
    expect(refused.types).not.toContain('write');
    expect(refused.state.status).toBe('ERROR');
  });

  it('[002-2-associate-07] [002-2-associate-09] identifier mode: the reads made before the product was known take the slots of the configuration the first answer gives', () => {
    let state = initialAssociation([]);
    const commands: AssociationCommand[] = [];
    const pendantFirst: ValidationResponse = {
      ...created,
      success: false,
      operationToPerform: 'FAIL',
      errors: [{ errorCode: 'MISSING_MANDATORY_TAG', ref: 'PENDANT', forcible: false }],
    };
    for (const event of [read('300833B2DDD9014000000001'), due, answer(pendantFirst), read('E2001111', 'TID1')]) {
      const step = associationStep(state, event(state), { ...base, enableUhfWrite: false });
      state = step.state;
      commands.push(...step.commands);
    }
    expect(state.details).toEqual(dualTag);
    expect(state.slots.map((slot) => [slot.role, slot.code, slot.added])).toEqual([
      ['EMBEDDED', '300833B2DDD9014000000001', false],
      ['PENDANT', 'E2001111', false],
    ]);
    expect(state.slots[1]?.tid).toBe('TID1');
    expect(commands.map((command) => command.type)).toEqual(['scheduleValidate', 'validate', 'scheduleValidate']);
  });

  it('[002-4-validation-17] [002-4-validation-18] [002-4-validation-19] UPDATE_ONLY_PRODUCT asks first, naming the identifier read; yes is the write check and a forced create, no clears', () => {
    const single: ConfigurationDetail[] = [{ identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false }];
    const update: ValidationResponse = {
      ...created,
      configurationDetails: single,
      operationToPerform: 'UPDATE_ONLY_PRODUCT',
    };
    const options = { ...base, uhfTagToWriteRegex: undefined };
    const asked = run(options, [read('300833B2DDD9014000000001'), due, answer(update)]);
    expect(asked.commands.at(-1)).toMatchObject({
      type: 'ask',
      question: 'updateOnlyProduct',
      identifierCode: '300833B2DDD9014000000001',
    });
    const yes = run(options, [read('300833B2DDD9014000000001'), due, answer(update), answered(true)]);
    expect(yes.commands.at(-1)).toMatchObject({ type: 'computeTags' });
    expect(yes.state.force).toBe(true);
    const no = run(options, [read('300833B2DDD9014000000001'), due, answer(update), answered(false)]);
    expect(no.state.slots.every((slot) => !slot.read)).toBe(true);
  });

  it('[002-4-association-01] [002-4-association-02] [002-4-association-03] TO_BE_READ without a result, WRITING while the EPC is written, TO_BE_READ again before the create', () => {
    const single: ConfigurationDetail[] = [{ identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false }];
    let state = initialAssociation(single);
    expect(state.status).toBe('TO_BE_READ');
    const statuses: string[] = [];
    const ok: ValidationResponse = { ...created, configurationDetails: single };
    for (const event of [read('E2001111'), due, answer(ok), computed('3034F0A1B2C3D4E5F6000001'), written(true)]) {
      const step = associationStep(state, event(state), base);
      state = step.state;
      statuses.push(`${state.phase}:${state.status}`);
    }
    expect(statuses.slice(-2)).toEqual(['writing:WRITING', 'creating:TO_BE_READ']);
  });

  it('[002-4-association-09] [002-4-association-10] [002-4-association-11] [002-4-create-06] a failed create restarts the antenna; Clear resets the status, the reads, the PIN, the force flag and the create count', () => {
    const associated: ValidationResponse = {
      ...created,
      success: false,
      operationToPerform: 'FORCE_ITEM_CREATION',
      errors: [{ errorCode: 'TAG_ALREADY_ASSOCIATED', ref: 'E2002222', forcible: true }],
    };
    const failedCreate = run({ ...base, forcePolicy: 'withPin', enableUhfWrite: false }, [
      read('E2001111'),
      read('E2002222'),
      due,
      answer(associated),
      answered(true, '1234'),
      createdOk(false),
    ]);
    expect(failedCreate.state).toMatchObject({ status: 'ERROR', force: true, pin: '1234', createAttempts: 1 });
    expect(failedCreate.commands.at(-1)).toMatchObject({ type: 'restartAntenna' });
    const cleared = associationStep(failedCreate.state, { type: 'clear' }, base).state;
    expect(cleared).toMatchObject({ status: 'TO_BE_READ', force: false, createAttempts: 0, phase: 'reading' });
    expect(cleared.pin).toBeUndefined();
    expect(cleared.slots.every((slot) => !slot.read)).toBe(true);
  });

  it('an answer after Clear is ignored: no create for an association the operator left', () => {
    const { commands, state } = run({ ...base, enableUhfWrite: false }, [
      read('E2001111'),
      read('E2002222'),
      due,
      (current) => {
        stale = current.awaiting;
        return { type: 'clear' };
      },
      () => ({ type: 'validated', id: stale, response: created }),
    ]);
    expect(commands.some((command) => command.type === 'create')).toBe(false);
    expect(state.slots.every((slot) => !slot.read)).toBe(true);
  });
});

let stale = 0;

describe('the QC question (002 §5 QC checks)', () => {
  const knit: ConfigurationDetail[] = [{ identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false }];
  const qcAnswer = (...errors: ValidationResponse['errors']): ValidationResponse => ({
    success: false,
    operationToPerform: errors.every((error) => error.forcible) ? 'FORCE_ITEM_CREATION' : 'FAIL',
    configurationDetails: knit,
    errors,
    item: {
      id: '',
      identifiers: [],
      ignoredTags: [],
      product: { id: 'p', code: 'KN-S', description: '', size: { value: 'S', description: 'S' }, attributes: {} },
    },
  });
  const qc = (errorCode: string, payload?: Record<string, unknown>) => ({
    errorCode,
    ref: 'E2001111',
    forcible: true,
    ...(payload ? { payload } : {}),
  });
  const runKnit = (options: AssociationOptions, events: ((state: AssociationState) => AssociationEvent)[]) => {
    let state = initialAssociation(knit);
    const commands: AssociationCommand[] = [];
    for (const event of events) {
      const step = associationStep(state, event(state), options);
      state = step.state;
      commands.push(...step.commands);
    }
    return { state, commands, types: commands.map((command) => command.type) };
  };
  const noWrite = { ...base, enableUhfWrite: false };

  it.each([
    ['[002-5-qc-01]', qc('MISSING_MANDATORY_QC')],
    ['[002-5-qc-02]', qc('WRONG_QC_STATUS', { qcStatus: 'KO' })],
    ['[002-5-qc-03]', qc('WRONG_QC_SIZE', { manualSize: 'M' })],
    ['[002-5-qc-04]', qc('WRONG_QC_MODEL', { model: 'TR100' })],
  ])('%s asks whether to proceed whatever the force policy (no), with the product size', (_id, error) => {
    const { state, commands } = runKnit(noWrite, [read('E2001111'), due, answer(qcAnswer(error))]);
    expect(state).toMatchObject({ phase: 'asking', question: 'qcConfirm' });
    expect(commands.at(-1)).toEqual({
      type: 'ask',
      id: state.awaiting,
      question: 'qcConfirm',
      errors: [error],
      productSize: 'S',
    });
  });

  it('[002-5-qc-02] Yes: the write check and a forced create', () => {
    const { state, commands } = runKnit(base, [
      read('E2001111', 'TID1'),
      due,
      answer(qcAnswer(qc('WRONG_QC_STATUS'))),
      answered(true),
      computed('3034F0A1B2C3D4E5F6000001'),
      written(true),
    ]);
    expect(commands.map((command) => command.type).slice(-3)).toEqual(['computeTags', 'write', 'create']);
    expect(commands.at(-1)).toMatchObject({ type: 'create', force: true });
    expect(state.phase).toBe('creating');
  });

  it('[002-5-qc-02] No: the association fails without a message or a create; Clear starts over', () => {
    const { state, commands } = runKnit(noWrite, [
      read('E2001111'),
      due,
      answer(qcAnswer(qc('WRONG_QC_STATUS'))),
      answered(false),
    ]);
    expect(state).toMatchObject({ phase: 'failed', status: 'ERROR' });
    expect(commands.map((command) => command.type)).toEqual(['scheduleValidate', 'validate', 'ask']);
    const cleared = associationStep(state, { type: 'clear' }, noWrite).state;
    expect(cleared).toMatchObject({ phase: 'reading', status: 'TO_BE_READ' });
  });

  it('withPin: Yes to the QC question asks the PIN the forced create needs', () => {
    const { state, commands } = runKnit({ ...noWrite, forcePolicy: 'withPin' }, [
      read('E2001111'),
      due,
      answer(qcAnswer(qc('MISSING_MANDATORY_QC'))),
      answered(true),
      answered(true, '1234'),
    ]);
    expect(
      commands.filter((command) => command.type === 'ask').map((command) => 'question' in command && command.question),
    ).toEqual(['qcConfirm', 'pin']);
    expect(commands.at(-1)).toMatchObject({ type: 'create', force: true, pin: '1234' });
    expect(state.phase).toBe('creating');
  });

  it('QC problems with other forcible errors: QC first, then the force policy on the rest', () => {
    const taken = { errorCode: 'TAG_ALREADY_ASSOCIATED', ref: 'E2001111', forcible: true };
    const confirm = { ...noWrite, forcePolicy: 'withUserConfirmation' as const };
    const flow = [read('E2001111'), due, answer(qcAnswer(qc('WRONG_QC_STATUS'), taken)), answered(true)];
    const asked = runKnit(confirm, flow);
    expect(asked.commands.at(-1)).toMatchObject({ type: 'ask', question: 'forceConfirm', errors: [taken] });
    expect(runKnit(confirm, [...flow, answered(true)]).commands.at(-1)).toMatchObject({ type: 'create', force: true });
    expect(runKnit(noWrite, flow).state).toMatchObject({ phase: 'failed', status: 'ERROR' });
  });

  it('a QC problem beside an error that is not forcible is not asked: the force policy refuses', () => {
    const unknown = { errorCode: 'UNKNOWN_TAG', ref: 'E2009999', forcible: false };
    const { state, types } = runKnit({ ...noWrite, forcePolicy: 'yes' }, [
      read('E2001111'),
      due,
      answer(qcAnswer(qc('WRONG_QC_STATUS'), unknown)),
    ]);
    expect(types).not.toContain('ask');
    expect(state).toMatchObject({ phase: 'failed', status: 'ERROR' });
  });
});
