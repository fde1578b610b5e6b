/** The steps the association machine composes: ask, fail, compute, write, create, and the force decision. */
import type { EncodingError } from './encoding-records.ts';
import { forceDecision } from './force-policy.ts';
import { identifiersToSend } from './identifier-slots.ts';
import {
  initialAssociation,
  type AssociationCommand,
  type AssociationOptions,
  type AssociationState,
  type Feedback,
  type Phase,
  type Question,
} from './association-types.ts';
import { isQcError } from './qc-question.ts';
import { writeTarget } from './write-target.ts';

export interface Step {
  state: AssociationState;
  commands: AssociationCommand[];
}

export const issue = (state: AssociationState, phase: Phase, extra: Partial<AssociationState> = {}) => {
  const id = state.nextId;
  return { id, state: { ...state, ...extra, phase, awaiting: id, nextId: id + 1 } };
};

export function failed(
  state: AssociationState,
  feedback: Feedback,
  errors: readonly EncodingError[],
  ref?: string,
): Step {
  return {
    state: { ...state, phase: 'failed', status: 'ERROR', errors, awaiting: 0, question: undefined },
    commands: [{ type: 'feedback', feedback, errors: [...errors], ...(ref ? { ref } : {}) }],
  };
}

export function ask(
  state: AssociationState,
  question: Question,
  errors: readonly EncodingError[],
  productSize?: string,
): Step {
  const { id, state: next } = issue(state, 'asking', { question, errors });
  const command: AssociationCommand = { type: 'ask', id, question, errors: [...errors] };
  return { state: next, commands: [productSize ? { ...command, productSize } : command] };
}

/**
 * 002 §5 QC checks: 'proceed?' listing the QC problems; the state keeps every error of the answer for what follows
 * a yes (qcAccepted).
 */
export function askQc(
  state: AssociationState,
  errors: readonly EncodingError[],
  problems: readonly EncodingError[],
  productSize?: string,
): Step {
  const step = ask(state, 'qcConfirm', problems, productSize);
  return { ...step, state: { ...step.state, errors } };
}

/**
 * The operator proceeds despite the QC problems: the other errors go to the force policy; with none, a forced create
 * (under withPin the forced create needs the PIN, 002 §6, so it is asked).
 */
export function qcAccepted(state: AssociationState, options: AssociationOptions): Step {
  const rest = state.errors.filter((error) => !isQcError(error));
  if (rest.length > 0) return decideForce(state, options, rest);
  if (options.forcePolicy === 'withPin') return ask(state, 'pin', state.errors);
  return writeThenCreate(state, options, true);
}

export function create(state: AssociationState): Step {
  const { id, state: next } = issue(state, 'creating', {
    status: 'TO_BE_READ',
    createAttempts: state.createAttempts + 1,
  });
  const command: AssociationCommand = {
    type: 'create',
    id,
    identifiers: identifiersToSend(state.slots),
    force: state.force,
    ...(state.force && state.pin !== undefined ? { pin: state.pin } : {}),
  };
  return { state: next, commands: [command] };
}

export function write(state: AssociationState, options: AssociationOptions): Step {
  const target = writeTarget(state.slots, options);
  if (!target.ok) return failed(state, 'targetNotFound', state.errors);
  const { id, state: next } = issue(state, 'writing', { status: 'WRITING' });
  const data = target.slot.desiredCode;
  return {
    state: next,
    commands: [
      {
        type: 'write',
        id,
        targetEpc: target.targetEpc,
        targetType: target.targetType,
        ...(target.targetTid ? { targetTid: target.targetTid } : {}),
        data,
      },
    ],
  };
}

/** 002-4-write-04, -validation-21: the write check (compute the EPC when none is known, then write), then create. */
export function writeThenCreate(state: AssociationState, options: AssociationOptions, force: boolean): Step {
  const forced = { ...state, force: state.force || force };
  if (!options.enableUhfWrite) return create(forced);
  const target = writeTarget(forced.slots, options);
  if (!target.ok) return failed(forced, 'targetNotFound', forced.errors);
  if (target.slot.written) return create(forced);
  if (target.slot.desiredCode && target.slot.desiredCode !== target.slot.code) return write(forced, options);
  if (target.slot.desiredCode === target.slot.code && target.slot.code !== '') return create(forced);
  const { id, state: next } = issue(forced, 'computing');
  return { state: next, commands: [{ type: 'computeTags', id, identifiers: identifiersToSend(forced.slots) }] };
}

export function decideForce(
  state: AssociationState,
  options: AssociationOptions,
  errors: readonly EncodingError[],
): Step {
  const decision = forceDecision(options.forcePolicy, errors, {
    expectOnlyMandatoryIdentifiers: options.expectOnlyMandatoryIdentifiers,
    attempt: state.createAttempts + 1,
  });
  const withErrors = { ...state, errors };
  switch (decision.kind) {
    case 'force':
      return writeThenCreate(withErrors, options, true);
    case 'plain':
      return writeThenCreate(withErrors, options, false);
    case 'confirm':
      return ask(withErrors, 'forceConfirm', errors);
    case 'pin':
      return ask(withErrors, 'pin', errors);
    case 'clear':
      return clear(state);
    case 'refuse':
      return failed(withErrors, 'failed', errors);
  }
}

/**
 * The write options of the association now: a rewrite writes the one tag read, whatever uhfTagToWriteRegex (that
 * picks a virgin tag among several, and an encoded tag never matches it).
 */
export function writeOptionsOf(state: AssociationState, options: AssociationOptions): AssociationOptions {
  if (!state.rewrite) return options;
  const { uhfTagToWriteRegex: _ignored, ...rest } = options;
  return rest;
}

/**
 * 002 §4 NONE with forceTagRewrite, §5: exactly one identifier read, then a new EPC is computed for it and validated
 * again (002-4-validation-14).
 */
export function startRewrite(state: AssociationState): Step {
  const read = state.slots.filter((slot) => slot.read && slot.status !== 'IGNORED');
  if (read.length === 0) return failed(state, 'invalidTagRead', []);
  if (read.length > 1) return failed(state, 'oneTagOnly', []);
  const { id, state: next } = issue({ ...state, rewrite: true }, 'computing');
  return { state: next, commands: [{ type: 'computeTags', id, identifiers: identifiersToSend(state.slots) }] };
}

export function clear(state: AssociationState): Step {
  // 002-4-association-08: Clear is disabled while an EPC is being written.
  if (state.status === 'WRITING') return { state, commands: [] };
  return { state: { ...initialAssociation(state.details), nextId: state.nextId }, commands: [] };
}
