/**
 * The one error type of every server call, and the response mapping of 000 §8.1. Messages are i18n keys with
 * parameters, so the same error reads in English or Italian; `message` in a key's place is text from the server.
 */
export type ApiErrorKind =
  | 'connection'
  | 'server'
  | 'credentials'
  | 'notAuthorized'
  | 'forbidden'
  | 'notFound'
  | 'unpack'
  | 'client'
  | 'malformed'
  | 'readOnly';

export interface ApiErrorText {
  /** An i18n key, or undefined when `text` carries the server's own words. */
  key?: string;
  params?: Record<string, string>;
  text?: string;
}

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly title: ApiErrorText,
    readonly detail: ApiErrorText,
    readonly errorCode?: string,
    readonly payload?: unknown,
  ) {
    super(detail.text ?? detail.key ?? kind);
    this.name = 'ApiError';
  }
}

const knownErrorCodes: Record<string, string> = {
  WRONG_ITEM_SUPPLIER: 'errors.WRONG_ITEM_SUPPLIER',
  QUANTITY_MISMATCH_ERROR: 'errors.QUANTITY_MISMATCH_ERROR',
  ZONE_MISMATCH_ERROR: 'errors.ZONE_MISMATCH_ERROR',
};

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const errorTitle: ApiErrorText = { key: 'errors.title' };

/** Maps a failed response (status 0 for no response) to an ApiError, in the order of 000 §8.1. */
export function mapFailedResponse(status: number, data: unknown, options: { path?: string } = {}): ApiError {
  const body = record(data);
  const serverMessage = text(body?.message);
  const errorCode = text(body?.errorCode);
  if (!status) {
    return new ApiError('connection', 0, { key: 'errors.connectionTitle' }, { key: 'errors.connectionMessage' });
  }
  if (errorCode === 'UNPACK')
    return new ApiError('unpack', status, errorTitle, { text: serverMessage ?? 'UNPACK' }, errorCode, data);
  if (status === 500) {
    return new ApiError(
      'server',
      status,
      errorTitle,
      serverMessage ? { text: serverMessage } : { key: 'errors.internalServerError' },
      errorCode,
      data,
    );
  }
  if (status === 401) {
    const onLogin = options.path?.includes('/login') ?? false;
    return new ApiError(onLogin ? 'credentials' : 'notAuthorized', status, errorTitle, {
      key: onLogin ? 'errors.credentials' : 'errors.notAuthorized',
    });
  }
  if (status === 403)
    return new ApiError('forbidden', status, errorTitle, { key: 'errors.unauthorized' }, errorCode, data);
  if (status === 404) {
    return new ApiError(
      'notFound',
      status,
      errorTitle,
      serverMessage ? { text: serverMessage } : { key: 'errors.notFound' },
      errorCode,
      data,
    );
  }
  const known = errorCode ? knownErrorCodes[errorCode] : undefined;
  if (known) return new ApiError('client', status, errorTitle, { key: known }, errorCode, data);
  const info = record(body?.info);
  const infoMessage = text(info?.message);
  const log = Array.isArray(info?.log) ? info.log.filter((line): line is string => typeof line === 'string') : [];
  if (log.length > 0) {
    return new ApiError(
      'client',
      status,
      infoMessage ? { text: infoMessage } : errorTitle,
      { text: log.join(' - ') },
      errorCode,
      data,
    );
  }
  if (infoMessage) return new ApiError('client', status, errorTitle, { text: infoMessage }, errorCode, data);
  const code = errorCode ?? text(body?.messageCode);
  if (code && serverMessage)
    return new ApiError('client', status, errorTitle, { text: `${code}: ${serverMessage}` }, errorCode, data);
  return new ApiError('client', status, errorTitle, { key: 'errors.generic' }, errorCode, data);
}

/** 000 §8.1: a 200/204 whose body says data.error.message is an 'Error'; a missing body where data is expected is malformed. */
export function checkSuccessfulBody(data: unknown, expectBody: boolean): ApiError | undefined {
  const nestedError = record(record(data)?.error);
  if (text(nestedError?.message)) {
    return new ApiError('server', 200, errorTitle, { key: 'errors.errorShort' }, undefined, data);
  }
  if (expectBody && (data === undefined || data === null || data === '')) {
    return new ApiError('malformed', 200, errorTitle, { key: 'errors.malformedResponse' });
  }
  return undefined;
}

export const readOnlyError = () => new ApiError('readOnly', 0, errorTitle, { key: 'errors.readOnly' });

/** Gateway answers that say the server is down or overloaded for now, not that the request was wrong. */
const unavailableStatuses: readonly number[] = [502, 503, 504];

/**
 * The server could not be reached or is temporarily unavailable (no answer, a timeout, 502, 503, 504): trying the
 * same request again later may succeed. Any other failure, a 500 included, is an answer about the request.
 */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'connection' || unavailableStatuses.includes(error.status));
}
