/** Failures of the confirmation machinery (000 §4.10, 001 §8), as errors describeError() can show. */

/** 000 §4.10: an async confirm answered without asyncExecutionId counts as a failure. */
export class MissingAsyncExecutionIdError extends Error {
  constructor() {
    super('Missing asyncExecutionId');
    this.name = 'MissingAsyncExecutionIdError';
  }
}

/** 000 §4.10: an outcome other than OK; `detailsText` is the server's text, when it sent one (001 §8). */
export class AsyncConfirmFailedError extends Error {
  constructor(
    readonly asyncExecutionId: string,
    readonly executionStatus: string,
    readonly detailsText: string | undefined,
  ) {
    super(detailsText ?? `Async execution ${asyncExecutionId} ended ${executionStatus}`);
    this.name = 'AsyncConfirmFailedError';
  }
}

/** No outcome arrived for an async confirm in time; whether it was confirmed is not known. */
export class OutcomeTimeoutError extends Error {
  constructor(readonly asyncExecutionId: string) {
    super(`No outcome for async execution ${asyncExecutionId}`);
    this.name = 'OutcomeTimeoutError';
  }
}
