import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates a text that may be an i18n key or a text to show as it is (a status label from the server, a message a
 * handler composed): a known key is translated with its params, anything else is shown unchanged.
 */
export function useKeyOrText(): (text: string, params?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  return useCallback((text, params) => (i18n.exists(text) ? t(text, params) : text), [t, i18n]);
}
