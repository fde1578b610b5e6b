/**
 * One association at the encoding station (002 §4), as a pure machine: events in (reads, the server's answers, the
 * operator's answers, the antenna stopping, Clear), the new state and the commands to run out. The screen runs the
 * commands (calls, device writes, dialogs, timers) and feeds their outcomes back as events carrying the command's id,
 * so an answer that comes after a Clear or after a newer request is ignored: nothing is written, created or shown
 * for an association the operator has left.
 */
import {
  mandatoryConfirmed,
  identifiersToSend,
  reslotted,
  withAntennaStopped,
  withRead,
  withValidation,
} from './identifier-slots.ts';
import type { ValidationResponse } from './encoding-records.ts';
import {
  ask,
  askQc,
  clear,
  create,
  decideForce,
  failed,
  issue,
  qcAccepted,
  startRewrite,
  write,
  writeOptionsOf,
  writeThenCreate,
  type Step,
} from './association-steps.ts';
import {
  maxWriteAttempts,
  type AssociationEvent,
  type AssociationOptions,
  type AssociationState,
  type Phase,
} from './association-types.ts';
import { qcProblems } from './qc-question.ts';
import { validationVerdict } from './validation-verdict.ts';
import { writeTarget } from './write-target.ts';

export * from './association-types.ts';

function validated(
  state: AssociationState,
  options: AssociationOptions,
  response: ValidationResponse | undefined,
): Step {
  if (state.rewrite) {
    // The validation of the EPC computed for a rewrite: only REWRITE_CONFIGURATION lets it be written.
    const next: AssociationState = { ...state, awaiting: 0 };
    return response?.operationToPerform === 'REWRITE_CONFIGURATION'
      ? write(next, options)
      : failed(next, 'rewriteFailed', response?.errors ?? []);
  }
  // Identifier mode (002 §2): the first answer names the product and its configuration; the reads take its slots.
  const known =
    state.details.length === 0 && response && response.configurationDetails.length > 0
      ? {
          ...state,
          details: response.configurationDetails,
          slots: reslotted(state.slots, response.configurationDetails),
        }
      : state;
  const slots = response ? withValidation(known.slots, response) : known.slots;
  const next: AssociationState = { ...known, slots, awaiting: 0 };
  const verdict = validationVerdict(response, options);
  switch (verdict.kind) {
    case 'noConfiguration':
      return failed(next, 'noConfiguration', []);
    case 'missingOption':
      return failed(next, 'missingOption', [], verdict.ref);
    case 'virginOnly':
      return failed(next, 'onlyVirgin', response?.errors ?? []);
    case 'fail':
      return failed(next, 'failed', verdict.errors);
    case 'wait':
      return { state: { ...next, phase: 'reading' }, commands: [] };
    case 'dropUnknown': {
      const dropped = next.slots.filter((slot) => !(slot.added && verdict.codes.includes(slot.code)));
      const kept = dropped.map((slot) =>
        verdict.codes.includes(slot.code)
          ? { ...slot, code: '', tid: '', read: false, status: 'TO_BE_READ' as const, errors: [] }
          : slot,
      );
      return { state: { ...next, slots: kept, phase: 'reading' }, commands: [{ type: 'scheduleValidate' }] };
    }
    case 'alreadyEncoded':
      if (options.forceTagRewrite) return startRewrite(next);
      return {
        state: { ...next, phase: 'done', status: 'SKIPPED' },
        commands: [{ type: 'feedback', feedback: 'successNone', errors: [] }, { type: 'resetLater' }],
      };
    case 'updateOnlyProduct': {
      const step = ask(next, 'updateOnlyProduct', []);
      const identifierCode = next.slots.find((slot) => slot.read && slot.code)?.code;
      const commands = step.commands.map((command) =>
        command.type === 'ask' && identifierCode ? { ...command, identifierCode } : command,
      );
      return { ...step, commands };
    }
    case 'create':
      return writeThenCreate(next, options, false);
    case 'force': {
      const problems = qcProblems(verdict.errors);
      if (problems.length > 0)
        return askQc(next, verdict.errors, problems, response?.item?.product?.size?.value || undefined);
      return decideForce(next, options, verdict.errors);
    }
  }
}

const busy = (phase: Phase) => phase !== 'reading';

const awaitedPhase: Readonly<Record<string, Phase | undefined>> = {
  validated: 'validating',
  computed: 'computing',
  written: 'writing',
  created: 'creating',
  answered: 'asking',
  pinRefused: 'creating',
};

export function associationStep(state: AssociationState, event: AssociationEvent, given: AssociationOptions): Step {
  const options = writeOptionsOf(state, given);
  switch (event.type) {
    case 'read': {
      if (busy(state.phase)) return { state, commands: [] };
      const slots = withRead(state.slots, event.tag);
      if (slots.length === state.slots.length && slots.every((slot, at) => slot === state.slots[at]))
        return { state, commands: [] };
      return { state: { ...state, slots, status: 'TO_BE_READ' }, commands: [{ type: 'scheduleValidate' }] };
    }
    case 'validateDue': {
      if (state.phase !== 'reading' || !state.slots.some((slot) => slot.read)) return { state, commands: [] };
      const { id, state: next } = issue(state, 'validating');
      return { state: next, commands: [{ type: 'validate', id, identifiers: identifiersToSend(state.slots) }] };
    }
    case 'antennaStopped': {
      if (state.phase !== 'reading' || !state.slots.some((slot) => slot.read)) return { state, commands: [] };
      const slots = withAntennaStopped(state.slots);
      return slots.some((slot) => slot.status === 'ERROR')
        ? { state: { ...state, slots, status: 'ERROR', phase: 'failed' }, commands: [] }
        : { state: { ...state, slots }, commands: [] };
    }
    case 'clear':
      return clear(state);
    default:
      break;
  }
  // Only the outcome of the command awaited now counts: a late, repeated or unasked-for answer changes nothing.
  if (state.awaiting === 0 || event.id !== state.awaiting || (awaitedPhase[event.type] ?? state.phase) !== state.phase)
    return { state, commands: [] };
  switch (event.type) {
    case 'callFailed': {
      const next: AssociationState = { ...state, phase: 'failed', status: 'ERROR', awaiting: 0, question: undefined };
      return { state: next, commands: [{ type: 'restartAntenna' }] };
    }
    case 'pinRefused': {
      // A wrong PIN is typed again: the tag already written stays written, and the forced create waits for a PIN.
      if (!state.force || state.pin === undefined)
        return associationStep(state, { type: 'callFailed', id: event.id }, given);
      return ask({ ...state, awaiting: 0, pin: undefined, status: 'TO_BE_READ' }, 'pin', state.errors);
    }
    case 'validated':
      return validated(state, options, event.response);
    case 'computed': {
      const target = writeTarget(state.slots, options);
      const tag = event.tags?.find((computed) => computed.identifierType === 'UHF_TAG' && computed.desiredCode);
      if (!target.ok || !tag) return failed({ ...state, awaiting: 0 }, 'generationFailed', state.errors);
      const slots = state.slots.map((slot) =>
        slot === target.slot ? { ...slot, desiredCode: tag.desiredCode } : slot,
      );
      if (state.rewrite) {
        const { id, state: next } = issue({ ...state, slots }, 'validating');
        return { state: next, commands: [{ type: 'validate', id, identifiers: identifiersToSend(slots) }] };
      }
      return write({ ...state, slots, awaiting: 0 }, options);
    }
    case 'written': {
      if (event.ok) {
        const slots = state.slots.map((slot) =>
          slot.desiredCode && slot.identifierType === 'UHF_TAG' && slot.read
            ? { ...slot, status: 'CONFIRMED' as const, written: true }
            : slot,
        );
        return create({ ...state, slots, writeAttempts: 0, status: 'TO_BE_READ' });
      }
      const attempts = state.writeAttempts + 1;
      const next = { ...state, writeAttempts: attempts, status: 'TO_BE_READ' as const };
      return attempts < maxWriteAttempts ? write(next, options) : ask(next, 'retryWrite', state.errors);
    }
    case 'created': {
      const response = event.response;
      // The server accepted the reads: they are the item's now. A mandatory identifier never read still fails.
      const slots = state.slots.map((slot) =>
        slot.read && slot.status !== 'IGNORED' ? { ...slot, status: 'CONFIRMED' as const, errors: [] } : slot,
      );
      if (response?.success && mandatoryConfirmed(slots)) {
        return {
          state: { ...state, slots, phase: 'done', status: 'CONFIRMED', awaiting: 0, errors: [] },
          commands: [{ type: 'feedback', feedback: 'success', errors: [] }, { type: 'resetLater' }],
        };
      }
      const errors = response?.errors ?? [];
      const next = { ...state, awaiting: 0 };
      if (options.forcePolicy === 'afterRetry' && response && !response.success && !state.force)
        return decideForce(next, options, errors.length > 0 ? errors : state.errors);
      const step = failed(next, 'createError', errors);
      return { state: step.state, commands: [...step.commands, { type: 'restartAntenna' }] };
    }
    case 'answered': {
      const question = state.question;
      const next = { ...state, awaiting: 0, question: undefined };
      if (question === 'retryWrite')
        return event.yes
          ? write({ ...next, writeAttempts: 0 }, options)
          : { ...failed(next, 'writeError', []), state: clear(next).state };
      // No to the QC question: the operator has just read the problems, so the association fails without a message.
      if (!event.yes && question === 'qcConfirm')
        return { state: failed(next, 'failed', state.errors).state, commands: [] };
      if (!event.yes) return question === 'updateOnlyProduct' ? clear(next) : failed(next, 'failed', state.errors);
      if (question === 'qcConfirm') return qcAccepted(next, options);
      if (question === 'pin') return writeThenCreate({ ...next, pin: event.pin ?? '' }, options, true);
      return writeThenCreate(next, options, true);
    }
  }
}
