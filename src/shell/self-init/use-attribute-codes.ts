import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/http-client.ts';
import { fetchUserAttributeCodes } from '../../api/self-initialization.ts';
import { describeError } from '../../core/describe-error.ts';
import type { DialogService } from '../../core/dialogs.ts';

export type AttributeCodes = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; codes: string[] };

const noAttributes: AttributeCodes = { status: 'ready', codes: [] };

/** The user attribute codes (000 §2.5), fetched when `wanted`; a failure is an error toast. */
export function useAttributeCodes(api: ApiClient, wanted: boolean, dialogs: DialogService): AttributeCodes {
  const { t } = useTranslation();
  const [state, setState] = useState<AttributeCodes>({ status: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetchUserAttributeCodes(api, controller.signal).then(
      (codes) => {
        if (!controller.signal.aborted) setState({ status: 'ready', codes });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed' });
        dialogs.toast({
          status: 'error',
          title: t('selfInit.attributesFailed'),
          description: describeError(error, t).message,
        });
      },
    );
    return () => controller.abort();
  }, [api, wanted, dialogs, t]);
  return wanted ? state : noAttributes;
}
