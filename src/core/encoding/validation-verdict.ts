/**
 * What a validation answer means for the association (002 §4 Reading and validation), in the order the document
 * gives: configuration problems first, then the errors that fail, wait or drop tags, then operationToPerform.
 */
import type { EncodingError, ValidationResponse } from './encoding-records.ts';

export type ValidationVerdict =
  /** 'no item configuration': no configuration, no product, or an empty answer. */
  | { kind: 'noConfiguration' }
  /** 'missing operation option' naming the option. */
  | { kind: 'missingOption'; ref: string }
  /** EXTRA_TAG: the association fails. */
  | { kind: 'fail'; errors: EncodingError[] }
  /** MISSING_MANDATORY_TAG: more reads are awaited. */
  | { kind: 'wait' }
  /** UNKNOWN_TAG with ignoreUnknownTags: these tags are dropped and the rest validated again. */
  | { kind: 'dropUnknown'; codes: string[] }
  /** MISSING_PRODUCT_INFO: 'only virgin tag'; closing it resets and restarts the antenna. */
  | { kind: 'virginOnly' }
  /** NONE: the item is already associated. */
  | { kind: 'alreadyEncoded' }
  /** UPDATE_ONLY_PRODUCT or UPDATE_WAM: 'update only product', then the write check and a forced create. */
  | { kind: 'updateOnlyProduct' }
  /** CREATE_ITEM, and any value the document does not list (spec README: write check then a plain create). */
  | { kind: 'create' }
  /** FORCE_ITEM_CREATION, or a failed validation: the force policy decides. */
  | { kind: 'force'; errors: EncodingError[] };

const has = (errors: readonly EncodingError[], ...codes: string[]) =>
  errors.some((error) => codes.includes(error.errorCode));

export function validationVerdict(
  response: ValidationResponse | undefined,
  options: { ignoreUnknownTags: boolean },
): ValidationVerdict {
  if (!response) return { kind: 'noConfiguration' };
  const { errors } = response;
  const missingOption = errors.find((error) => error.errorCode === 'Missing Operation Option');
  if (missingOption) return { kind: 'missingOption', ref: missingOption.ref };
  if (has(errors, 'MISSING_PRODUCT_INFO')) return { kind: 'virginOnly' };
  if (response.configurationDetails.length === 0 && !response.item?.product) return { kind: 'noConfiguration' };
  if (has(errors, 'EXTRA_TAG', 'Extra tag')) return { kind: 'fail', errors };
  if (has(errors, 'MISSING_MANDATORY_TAG')) return { kind: 'wait' };
  if (options.ignoreUnknownTags && has(errors, 'UNKNOWN_TAG'))
    return {
      kind: 'dropUnknown',
      codes: errors.filter((error) => error.errorCode === 'UNKNOWN_TAG').map((error) => error.ref),
    };
  switch (response.operationToPerform) {
    case 'NONE':
      return { kind: 'alreadyEncoded' };
    case 'UPDATE_ONLY_PRODUCT':
    case 'UPDATE_WAM':
      return { kind: 'updateOnlyProduct' };
    case 'FAIL':
      return errors.length > 0 ? { kind: 'force', errors } : { kind: 'fail', errors };
    case 'FORCE_ITEM_CREATION':
      return { kind: 'force', errors };
    default:
      return response.success || errors.length === 0 ? { kind: 'create' } : { kind: 'force', errors };
  }
}
