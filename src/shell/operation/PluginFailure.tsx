import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { describeError } from '../../core/describe-error.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import { PluginMissingError, ScreenMissingError } from '../../plugins/plugin-loaders.ts';
import { PageFrame } from '../../ui/frame/PageFrame.tsx';

/**
 * The operation's kind (or this screen of it) is not in this station, or its code could not be fetched: say which,
 * offer a way out.
 */
export function PluginFailure({ error, operation }: { error: unknown; operation: OperationConfig }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const missing = error instanceof PluginMissingError || error instanceof ScreenMissingError;
  const message =
    error instanceof PluginMissingError
      ? t('operation.kindNotAvailable', { type: operation.type ?? '' })
      : error instanceof ScreenMissingError
        ? t('operation.screenNotAvailable', { type: operation.type ?? '' })
        : describeError(error, t).message;
  return (
    <PageFrame title={operation.description || operation.code} onBack={() => navigate('/')}>
      <section role="alert" className="rounded-xl bg-neutral-900 p-6 ring-1 ring-white/10">
        <p className="text-lg">{message}</p>
        {!missing && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-4 rounded-xl bg-brand px-5 py-2 font-semibold text-neutral-950"
          >
            {t('connectionError.retry')}
          </button>
        )}
      </section>
    </PageFrame>
  );
}
