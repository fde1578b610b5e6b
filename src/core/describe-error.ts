import { ApiError, type ApiErrorText } from './api-error.ts';

type Translate = (key: string, params?: Record<string, string>) => string;

/** The title and message to show for any failure (000 §8.2): an ApiError's keys or server words, else its message. */
export function describeError(error: unknown, t: Translate): { title: string; message: string } {
  const read = (part: ApiErrorText, fallbackKey: string) =>
    part.text ?? (part.key ? t(part.key, part.params) : t(fallbackKey));
  if (error instanceof ApiError)
    return { title: read(error.title, 'errors.title'), message: read(error.detail, 'errors.unknown') };
  if (typeof error === 'string' && error) return { title: t('errors.title'), message: error };
  if (error instanceof Error && error.message) return { title: t('errors.title'), message: error.message };
  return { title: t('errors.title'), message: t('errors.unknown') };
}
