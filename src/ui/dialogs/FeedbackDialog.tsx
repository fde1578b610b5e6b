import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackRequest } from '../../runtime/dialog-service.types.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';
import { StatusIcon } from './StatusIcon.tsx';

/** 000 §2.18 feedback / info modal (and the modal error display of 000 §8.2): title, message, one button. */
export function FeedbackDialog({ request, onResolve }: { request: FeedbackRequest; onResolve: () => void }) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const alert = request.status === 'error' || request.status === 'warning';
  return (
    <DialogFrame
      title={request.title}
      icon={request.status && <StatusIcon status={request.status} />}
      role={alert ? 'alertdialog' : 'dialog'}
      onClose={onResolve}
      initialFocus={buttonRef}
    >
      {request.message && <p className="mt-2 text-lg whitespace-pre-line text-neutral-300">{request.message}</p>}
      <DialogActions>
        <DialogButton ref={buttonRef} variant="primary" onClick={onResolve}>
          {request.confirmLabel ?? t('dialogs.ok')}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
