import { describe, expect, it } from 'vitest';
import {
  parseComputedTags,
  parseCreateResponse,
  parseValidationResponse,
  type EncodingError,
} from './encoding-records.ts';
import { forceDecision } from './force-policy.ts';
import { validationVerdict } from './validation-verdict.ts';
import { slotsOf, withRead } from './identifier-slots.ts';
import { duplicateEpc, writeTarget } from './write-target.ts';

const error = (errorCode: string, forcible = false, ref = ''): EncodingError => ({ errorCode, ref, forcible });
const details = [{ identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false }];
const verdict = (raw: Record<string, unknown>, ignoreUnknownTags = false) =>
  validationVerdict(parseValidationResponse({ configurationDetails: details, errors: [], ...raw }), {
    ignoreUnknownTags,
  });

describe('validation verdicts (002 §4 Reading and validation)', () => {
  it.each([
    [
      { errors: [error('Missing Operation Option', false, 'itemTypeConfig_default')] },
      { kind: 'missingOption', ref: 'itemTypeConfig_default' },
    ],
    [{ errors: [error('MISSING_PRODUCT_INFO')] }, { kind: 'virginOnly' }],
    [{ configurationDetails: [] }, { kind: 'noConfiguration' }],
    [{ errors: [error('EXTRA_TAG')] }, { kind: 'fail' }],
    [{ errors: [error('MISSING_MANDATORY_TAG')] }, { kind: 'wait' }],
    [{ operationToPerform: 'NONE', success: true }, { kind: 'alreadyEncoded' }],
    [{ operationToPerform: 'UPDATE_WAM' }, { kind: 'updateOnlyProduct' }],
    [{ operationToPerform: 'CREATE_ITEM', success: true }, { kind: 'create' }],
    [{ operationToPerform: 'SOMETHING_NEW', success: true }, { kind: 'create' }],
    [{ operationToPerform: 'FORCE_ITEM_CREATION', errors: [error('TAG_ALREADY_ASSOCIATED', true)] }, { kind: 'force' }],
  ])(
    '[002-4-validation-03] [002-4-validation-04] [002-4-validation-06] [002-4-validation-08] [002-4-validation-09] [002-4-validation-10] [002-4-validation-21] [002-4-validation-22] [002-4-validation-23] %j gives %j',
    (raw, expected) => {
      expect(verdict(raw)).toMatchObject(expected);
    },
  );

  it('[002-4-validation-05] drops UNKNOWN_TAG only with ignoreUnknownTags; an unparsable answer is no configuration', () => {
    expect(verdict({ errors: [error('UNKNOWN_TAG', false, 'E9')] }, true)).toEqual({
      kind: 'dropUnknown',
      codes: ['E9'],
    });
    expect(verdict({ operationToPerform: 'FAIL', errors: [error('UNKNOWN_TAG', false, 'E9')] })).toMatchObject({
      kind: 'force',
    });
    expect(validationVerdict(parseValidationResponse('nope'), { ignoreUnknownTags: false })).toEqual({
      kind: 'noConfiguration',
    });
  });
});

describe('force policy (002 §4 Force policy)', () => {
  const forcible = [error('TAG_ALREADY_ASSOCIATED', true)];
  const context = { expectOnlyMandatoryIdentifiers: false, attempt: 1 };
  it('[002-4-force-01] [002-4-force-02] [002-4-force-05] [002-4-force-10] [002-5-reading-10] forces only when every error is forcible, as the policy says', () => {
    expect(forceDecision('yes', [...forcible, error('EXTRA_TAG')], context)).toEqual({ kind: 'refuse' });
    expect(forceDecision('no', forcible, context)).toEqual({ kind: 'refuse' });
    expect(forceDecision('yes', forcible, context)).toEqual({ kind: 'force' });
    expect(forceDecision('withUserConfirmation', forcible, context)).toEqual({ kind: 'confirm' });
    expect(forceDecision('withPin', forcible, context)).toEqual({ kind: 'pin' });
  });

  it('[002-4-force-04] withUserConfirmation forces without asking when only optional tags are missing and only mandatory ones are expected', () => {
    const optional = [error('MISSING_OPTIONAL_TAG', true)];
    expect(
      forceDecision('withUserConfirmation', optional, { ...context, expectOnlyMandatoryIdentifiers: true }),
    ).toEqual({ kind: 'force' });
    expect(forceDecision('withUserConfirmation', optional, context)).toEqual({ kind: 'confirm' });
  });

  it('[002-4-force-07] [002-4-force-08] [002-4-force-09] [002-4-force-11] afterRetry: plain, then forced, then clear; an already-associated tag counts as forcible', () => {
    const associated = [error('ALREADY_ASSOCIATED_TAG', false)];
    expect([1, 2, 3].map((attempt) => forceDecision('afterRetry', associated, { ...context, attempt }).kind)).toEqual([
      'plain',
      'force',
      'clear',
    ]);
  });
});

describe('write target and the duplicate-EPC guard (002 §4 Tag writing)', () => {
  const two = withRead(withRead(slotsOf([]), { epc: 'E2001', tid: 'T1' }), { epc: 'E3002' });
  it('[002-4-write-01] [002-4-write-02] [002-4-write-03] the one UHF tag matching the regex, by TID when asked; several matches are none', () => {
    expect(writeTarget(two, { uhfTagToWriteRegex: /^E2/, useTidTargetDuringWrite: true })).toMatchObject({
      ok: true,
      targetEpc: 'E2001',
      targetType: 'TID',
      targetTid: 'T1',
    });
    expect(writeTarget(two, { uhfTagToWriteRegex: /^E2/, useTidTargetDuringWrite: false })).toMatchObject({
      targetType: 'EPC',
    });
    expect(writeTarget(two, { uhfTagToWriteRegex: /^E/, useTidTargetDuringWrite: true })).toEqual({
      ok: false,
      problem: 'targetNotFound',
    });
    expect(writeTarget(two, { useTidTargetDuringWrite: true })).toEqual({ ok: false, problem: 'targetNotFound' });
  });

  it('refuses an EPC another tag in the field already carries', () => {
    const target = two[0]!;
    expect(duplicateEpc('e3002', target, ['E2001', 'E3002'])).toBe(true);
    expect(duplicateEpc('3034AA', target, ['E2001', 'E3002'])).toBe(false);
  });
});

describe('encoding records', () => {
  it('reads create answers and computed tags, leaving out what is not an EPC', () => {
    expect(
      parseCreateResponse({ success: true, item: { id: 'i1', attributes: { messageType: 'W', message: 'Check' } } }),
    ).toMatchObject({
      success: true,
      itemId: 'i1',
      messageType: 'W',
      message: 'Check',
    });
    expect(
      parseComputedTags([{ identifierType: 'UHF_TAG', desiredCode: '3034F0A1B2C3D4E5F6000001' }, { desiredCode: 'x' }]),
    ).toHaveLength(1);
    expect(parseComputedTags({})).toBeUndefined();
  });
});
