/**
 * Model-based test of the association machine (issue 16): random sequences of reads, validation answers, write
 * failures, PIN, confirm and QC answers, late answers and Clears never reach an inconsistent state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigurationDetail, EncodingError, ValidationResponse } from './encoding-records.ts';
import type { ForcePolicy } from './force-policy.ts';
import { mandatoryConfirmed } from './identifier-slots.ts';
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

const epcs = ['E280A1', 'E280A2', 'E280A3', 'E280A4'];
const error = (errorCode: string, ref: string, forcible: boolean): EncodingError => ({ errorCode, ref, forcible });

/** A server's plausible validation answers for what was read. */
const answer = fc.constantFrom<(read: string[]) => ValidationResponse | undefined>(
  (read) => ({
    success: read.length >= 2,
    operationToPerform: read.length >= 2 ? 'CREATE_ITEM' : 'FAIL',
    configurationDetails: dualTag,
    errors: read.length >= 2 ? [] : [error('MISSING_MANDATORY_TAG', 'PENDANT', false)],
  }),
  (read) => ({
    success: false,
    operationToPerform: 'FORCE_ITEM_CREATION',
    configurationDetails: dualTag,
    errors: [error('TAG_ALREADY_ASSOCIATED', read[0] ?? '', true)],
  }),
  (read) => ({
    success: false,
    operationToPerform: 'FAIL',
    configurationDetails: dualTag,
    errors: [error('EXTRA_TAG', read.at(-1) ?? '', false)],
  }),
  // 002 §5 QC checks: QC problems alone, and beside a tag of another item (the QC question, then the force policy).
  (read) => ({
    success: false,
    operationToPerform: 'FORCE_ITEM_CREATION',
    configurationDetails: dualTag,
    errors: [{ ...error('WRONG_QC_SIZE', read[0] ?? '', true), payload: { manualSize: 'M' } }],
  }),
  (read) => ({
    success: false,
    operationToPerform: 'FORCE_ITEM_CREATION',
    configurationDetails: dualTag,
    errors: [error('MISSING_MANDATORY_QC', read[0] ?? '', true), error('TAG_ALREADY_ASSOCIATED', read[0] ?? '', true)],
  }),
  (read) => ({
    success: false,
    operationToPerform: 'FAIL',
    configurationDetails: dualTag,
    errors: [error('WRONG_QC_STATUS', read[0] ?? '', true), error('EXTRA_TAG', read.at(-1) ?? '', false)],
  }),
  () => ({ success: true, operationToPerform: 'NONE', configurationDetails: dualTag, errors: [] }),
  () => ({ success: true, operationToPerform: 'UPDATE_ONLY_PRODUCT', configurationDetails: dualTag, errors: [] }),
  () => ({ success: true, operationToPerform: 'REWRITE_CONFIGURATION', configurationDetails: dualTag, errors: [] }),
  () => undefined,
);

type Step =
  | { kind: 'read'; epc: string; tid: boolean }
  | { kind: 'validateDue' }
  | { kind: 'answer'; pick: (read: string[]) => ValidationResponse | undefined; stale: boolean }
  | { kind: 'computed'; ok: boolean }
  | { kind: 'written'; ok: boolean }
  | { kind: 'created'; ok: boolean }
  | { kind: 'answered'; yes: boolean }
  | { kind: 'antennaStopped' }
  | { kind: 'pinRefused' }
  | { kind: 'clear' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('read' as const), epc: fc.constantFrom(...epcs), tid: fc.boolean() }),
  fc.constant({ kind: 'validateDue' as const }),
  fc.record({ kind: fc.constant('answer' as const), pick: answer, stale: fc.boolean() }),
  fc.record({ kind: fc.constant('computed' as const), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('written' as const), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('created' as const), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('answered' as const), yes: fc.boolean() }),
  fc.constant({ kind: 'antennaStopped' as const }),
  fc.constant({ kind: 'pinRefused' as const }),
  fc.constant({ kind: 'clear' as const }),
);

const options = fc.record<AssociationOptions>({
  forcePolicy: fc.constantFrom<ForcePolicy>('no', 'yes', 'withUserConfirmation', 'withPin', 'afterRetry'),
  enableUhfWrite: fc.boolean(),
  expectOnlyMandatoryIdentifiers: fc.boolean(),
  ignoreUnknownTags: fc.boolean(),
  useTidTargetDuringWrite: fc.boolean(),
  forceTagRewrite: fc.boolean(),
});

/** The event a step means in the machine's state now (answers carry the awaited id, or a stale one). */
function eventOf(state: AssociationState, given: Step): AssociationEvent {
  const id = state.awaiting;
  const read = state.slots.filter((slot) => slot.read).map((slot) => slot.code);
  switch (given.kind) {
    case 'read':
      return { type: 'read', tag: { epc: given.epc, ...(given.tid ? { tid: `T-${given.epc}` } : {}) } };
    case 'answer':
      return { type: 'validated', id: given.stale ? id + 100 : id, response: given.pick(read) };
    case 'computed':
      return {
        type: 'computed',
        id,
        tags: given.ok
          ? [{ identifierType: 'UHF_TAG', code: read[0] ?? '', desiredCode: '3034F0A1B2C3D4E5F6000001' }]
          : undefined,
      };
    case 'written':
      return { type: 'written', id, ok: given.ok };
    case 'created':
      return {
        type: 'created',
        id,
        response: {
          success: given.ok,
          operationToPerform: 'CREATE_ITEM',
          itemId: 'i',
          messageType: '',
          message: '',
          errors: [],
        },
      };
    case 'answered':
      return { type: 'answered', id, yes: given.yes, pin: '1234' };
    case 'pinRefused':
      return { type: 'pinRefused', id };
    default:
      return { type: given.kind };
  }
}

describe('the association machine (issue 16 model-based)', () => {
  it('never confirms without its mandatory identifiers, never creates twice at once or after success, writes only to the target read, and once', () => {
    fc.assert(
      fc.property(options, fc.array(step, { maxLength: 60 }), (given, steps) => {
        let state = initialAssociation(dualTag);
        let creating = false;
        let confirmed = false;
        let writes = 0;
        for (const next of steps) {
          const before = state;
          const result = associationStep(state, eventOf(state, next), given);
          state = result.state;
          const creates = result.commands.filter((command) => command.type === 'create');
          expect(creates.length).toBeLessThanOrEqual(1);
          if (creates.length > 0) {
            expect(creating).toBe(false);
            expect(confirmed).toBe(false);
            creating = true;
          }
          if (before.phase === 'creating' && state.phase !== 'creating') creating = false;
          if (next.kind === 'clear' && before.status !== 'WRITING') {
            creating = false;
            confirmed = false;
            writes = 0;
          }
          // A successful write is never repeated in the association (a PIN typed again creates without writing).
          if (next.kind === 'written' && next.ok && before.phase === 'writing' && state.phase !== 'writing')
            writes += 1;
          expect(writes).toBeLessThanOrEqual(1);
          for (const command of result.commands.filter(
            (candidate): candidate is Extract<AssociationCommand, { type: 'write' }> => candidate.type === 'write',
          )) {
            const target = state.slots.find((slot) => slot.code === command.targetEpc && slot.read);
            expect(target?.identifierType).toBe('UHF_TAG');
            expect(command.data).toMatch(/^[0-9A-F]{24}$/);
            if (command.targetType === 'TID') expect(command.targetTid).toBe(target?.tid);
          }
          if (state.status === 'CONFIRMED') {
            confirmed = true;
            expect(mandatoryConfirmed(state.slots)).toBe(true);
          }
          if (state.status === 'WRITING') expect(state.phase).toBe('writing');
        }
      }),
      { numRuns: 400 },
    );
  });
});
