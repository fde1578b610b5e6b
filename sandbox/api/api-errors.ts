/**
 * Error responses in the shape the client maps (000 §8.1): `{errorCode, messageCode, message}`, shown as
 * 'errorCode|messageCode: message' for 400s, the message alone for 404 and 500, 'Not authorized' for 401.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorBody {
  errorCode: string;
  messageCode: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return errorBody(this.errorCode, this.message);
  }
}

export function errorBody(errorCode: string, message: string): ErrorBody {
  return { errorCode, messageCode: errorCode.toLowerCase(), message };
}

export function badRequest(errorCode: string, message: string): ApiError {
  return new ApiError(400, errorCode, message);
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', message);
}

export function notAuthorized(): ApiError {
  return new ApiError(401, 'NOT_AUTHORIZED', 'Not authorized');
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, 'FORBIDDEN', message);
}
