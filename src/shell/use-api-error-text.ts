import { useTranslation } from 'react-i18next';
import type { ApiError } from '../core/api-error.ts';
import { describeError } from '../core/describe-error.ts';

/** Turns an ApiError's keys or server words into the title and message shown (000 §8.2). */
export function useApiErrorText() {
  const { t } = useTranslation();
  return (error: ApiError) => describeError(error, t);
}
