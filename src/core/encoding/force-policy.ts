/** The force policy of 002 §4 (canForceAssociation): whether and how a failed association may be created by force. */
import type { EncodingError } from './encoding-records.ts';

export type ForcePolicy = 'no' | 'yes' | 'withUserConfirmation' | 'withPin' | 'afterRetry';

export type ForceDecision =
  /** Create by force now. */
  | { kind: 'force' }
  /** Ask the operator, listing the errors; yes forces. */
  | { kind: 'confirm' }
  /** Ask the manager's PIN; the forced create sends it. */
  | { kind: 'pin' }
  /** afterRetry's first attempt: a plain create. */
  | { kind: 'plain' }
  /** afterRetry's third attempt: start over. */
  | { kind: 'clear' }
  /** Not forcible, or the policy says no: the association fails. */
  | { kind: 'refuse' };

const alreadyAssociated = (error: EncodingError) =>
  error.errorCode === 'TAG_ALREADY_ASSOCIATED' || error.errorCode === 'ALREADY_ASSOCIATED_TAG';

/**
 * 002-4-force-01..12. `attempt` is the create attempt this decision is for (1 for the first); a tag already
 * associated counts as forcible (the forced re-association), whatever the server's flag.
 */
export function forceDecision(
  policy: ForcePolicy,
  errors: readonly EncodingError[],
  context: { expectOnlyMandatoryIdentifiers: boolean; attempt: number },
): ForceDecision {
  const forcible = errors.every((error) => error.forcible || alreadyAssociated(error));
  if (!forcible || policy === 'no') return { kind: 'refuse' };
  switch (policy) {
    case 'yes':
      return { kind: 'force' };
    case 'withUserConfirmation': {
      const onlyOptionalMissing =
        errors.length > 0 && errors.every((error) => error.errorCode === 'MISSING_OPTIONAL_TAG');
      return onlyOptionalMissing && context.expectOnlyMandatoryIdentifiers ? { kind: 'force' } : { kind: 'confirm' };
    }
    case 'withPin':
      return { kind: 'pin' };
    case 'afterRetry':
      return context.attempt <= 1 ? { kind: 'plain' } : context.attempt === 2 ? { kind: 'force' } : { kind: 'clear' };
  }
}
