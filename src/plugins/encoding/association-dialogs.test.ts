/** The QC question of an association in the operator's words (002 §5 QC checks, §8), in English and Italian. */
import { describe, expect, it } from 'vitest';
import type { AssociationCommand } from '../../core/encoding/association-machine.ts';
import type { EncodingError } from '../../core/encoding/encoding-records.ts';
import type { Language } from '../../core/language.ts';
import { createI18n } from '../../i18n/index.ts';
import { fakeDialogService } from '../../test-support/fake-dialog-service.ts';
import { ask, errorTexts } from './association-dialogs.ts';
import type { EncodingContext } from './session.ts';

function contextIn(language: Language, answer = true) {
  const i18n = createI18n(language);
  const dialogs = fakeDialogService({ confirm: async () => answer });
  const translate = (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {});
  return { context: { translate, dialogs } as unknown as EncodingContext, dialogs };
}

const qc = (errorCode: string, payload?: Record<string, unknown>): EncodingError => ({
  errorCode,
  ref: 'E28011700000AA',
  forcible: true,
  ...(payload ? { payload } : {}),
});

describe('errorTexts() of the QC problems', () => {
  it.each([
    ['[002-8-validation-03]', 'en', [qc('MISSING_MANDATORY_QC')], 'S', 'missing mandatory QC'],
    ['[002-8-validation-04]', 'en', [qc('WRONG_QC_STATUS', { qcStatus: 'KO' })], 'S', 'wrong QC status'],
    [
      '[002-8-validation-05]',
      'en',
      [qc('WRONG_QC_SIZE', { manualSize: 'M' })],
      'S',
      'wrong qc size: product size S, measured M',
    ],
    [
      '[002-8-validation-05]',
      'en',
      [qc('WRONG_QC_SIZE', { manualSize: 'M' })],
      undefined,
      'wrong qc size: product size n/a, measured M',
    ],
    ['[002-8-validation-06]', 'en', [qc('WRONG_QC_SIZE')], 'S', 'wrong size'],
    ['[002-8-validation-07]', 'en', [qc('WRONG_QC_MODEL', { model: 'TR100' })], 'S', 'wrong QC model'],
    [
      '[002-8-validation-05]',
      'it',
      [qc('WRONG_QC_SIZE', { manualSize: 'M' })],
      undefined,
      'taglia cq errata: taglia prodotto n/d, misurata M',
    ],
    [
      '[002-8-validation-03] [002-8-validation-07]',
      'it',
      [qc('MISSING_MANDATORY_QC'), qc('WRONG_QC_MODEL')],
      'S',
      'controllo qualità obbligatorio mancante, modello del controllo qualità errato',
    ],
  ] as const)('%s should say (%s) %j as the operator reads it', (_ids, language, errors, size, text) => {
    expect(errorTexts(contextIn(language).context, errors, size)).toBe(text);
  });
});

describe('ask() the QC question', () => {
  it('[002-5-qc-03] should ask to proceed listing the problems, and answer what the operator chose', async () => {
    for (const answer of [true, false]) {
      const { context, dialogs } = contextIn('en', answer);
      const command: AssociationCommand = {
        type: 'ask',
        id: 1,
        question: 'qcConfirm',
        errors: [qc('WRONG_QC_SIZE', { manualSize: 'M' })],
        productSize: 'S',
      };
      expect(await ask(context, command as Extract<AssociationCommand, { type: 'ask' }>)).toEqual({ yes: answer });
      expect(dialogs.confirm).toHaveBeenCalledWith({
        title: 'Quality control problems',
        message: 'wrong qc size: product size S, measured M. Do you want to proceed?',
        confirmLabel: 'Yes',
        cancelLabel: 'No',
      });
    }
  });
});
