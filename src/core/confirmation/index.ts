export { alertOnExit, alertOnExitRule } from './alert-on-exit.ts';
export {
  failureDetailsText,
  isSuccessfulOutcome,
  operationInstanceIdOf,
  parseAsyncOutcome,
  type AsyncOutcome,
} from './async-outcome.ts';
export { AsyncConfirmFailedError, MissingAsyncExecutionIdError, OutcomeTimeoutError } from './confirm-errors.ts';
export {
  createConfirmMachine,
  defaultConfirmTiming,
  type ConfirmAnswer,
  type ConfirmInput,
  type ConfirmMachine,
  type ConfirmNext,
  type ConfirmPhase,
  type ConfirmPorts,
  type ConfirmResult,
  type ConfirmSettings,
  type ConfirmTiming,
  type OutcomeSource,
} from './confirm-machine.ts';
export { createIdempotencyKeys, type IdempotencyKeys } from './idempotency-keys.ts';
export { asksPostConfirmQuestion, postConfirmNext, type PostConfirmNext } from './post-confirm.ts';
export { showError } from './show-error.ts';
