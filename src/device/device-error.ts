import { ApiError } from '../core/api-error.ts';

/**
 * A device-layer failure with a translated message (000 §8.3 device messages), as an ApiError so every caller shows it
 * through the same `describeError`.
 */
export function deviceError(key: string, params?: Record<string, string>): ApiError {
  return new ApiError('client', 0, { key: 'errors.title' }, { key, params });
}
