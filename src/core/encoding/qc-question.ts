/**
 * The QC question of an association (002 §5 QC checks, §8): a validation answer whose errors include QC problems,
 * all of its errors being forcible, asks the operator whether to proceed, whatever canForceAssociation (the QC
 * question is not the force policy's). Yes accepts the QC problems; the other errors, if any, then go to the force
 * policy as without QC; No fails the association.
 */
import type { EncodingError } from './encoding-records.ts';

export const qcErrorCodes = ['MISSING_MANDATORY_QC', 'WRONG_QC_STATUS', 'WRONG_QC_SIZE', 'WRONG_QC_MODEL'] as const;

export type QcErrorCode = (typeof qcErrorCodes)[number];

export const isQcError = (error: EncodingError): boolean =>
  (qcErrorCodes as readonly string[]).includes(error.errorCode);

/** The QC problems to ask about: none unless there are some and every error of the answer is forcible. */
export function qcProblems(errors: readonly EncodingError[]): EncodingError[] {
  const problems = errors.filter(isQcError);
  return problems.length > 0 && errors.every((error) => error.forcible) ? problems : [];
}
