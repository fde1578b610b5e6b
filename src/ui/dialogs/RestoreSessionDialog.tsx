import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, withTime, defaultDateFormat } from '../../core/dates.ts';
import type { DurableSessionHeader } from '../../core/durable-session/durable-session.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';

export type RestoreAnswer = 'restore' | 'discard' | 'later';

/**
 * An unfinished reading session found as the station opens (issue 17): what it was, how many reads it holds, when it
 * last changed, and whether a confirm was under way. Restore takes the focus; closing asks again at the next start.
 */
export function RestoreSessionDialog({
  session,
  onResolve,
}: {
  session: DurableSessionHeader;
  onResolve: (answer: RestoreAnswer) => void;
}) {
  const { t } = useTranslation();
  const restoreRef = useRef<HTMLButtonElement>(null);
  const changedAt = formatDate(session.updatedAt, withTime(defaultDateFormat, true)) ?? '';
  return (
    <DialogFrame title={t('dashboard.unfinished.title')} onClose={() => onResolve('later')} initialFocus={restoreRef}>
      <p className="mt-2 text-xl font-semibold">{session.description || session.operationCode}</p>
      <p className="mt-1 text-lg text-neutral-300">
        {t('dashboard.unfinished.summary', { count: session.readCount, changedAt })}
      </p>
      {session.confirm && <p className="mt-2 text-lg text-amber-300">{t('dashboard.unfinished.confirmUnderWay')}</p>}
      <DialogActions>
        <DialogButton onClick={() => onResolve('later')}>{t('dashboard.unfinished.later')}</DialogButton>
        <DialogButton onClick={() => onResolve('discard')}>{t('dashboard.unfinished.discard')}</DialogButton>
        <DialogButton ref={restoreRef} variant="primary" onClick={() => onResolve('restore')}>
          {t('dashboard.unfinished.restore')}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
