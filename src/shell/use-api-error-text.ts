import { useTranslation } from 'react-i18next';
import type { ApiError, ApiErrorText } from '../core/api-error.ts';

/** Turns an ApiError's keys or server words into the title and message shown (000 §8.2). */
export function useApiErrorText() {
  const { t } = useTranslation();
  const read = (part: ApiErrorText, fallbackKey: string) =>
    part.text ?? (part.key ? t(part.key, part.params) : t(fallbackKey));
  return (error: ApiError) => ({
    title: read(error.title, 'errors.title'),
    message: read(error.detail, 'errors.unknown'),
  });
}
