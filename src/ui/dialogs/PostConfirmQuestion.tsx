import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';

/** 000 §2.18 'Operation complete. Perform another operation?' after a confirm: yes (true) or no (false). */
export function PostConfirmQuestion({ onResolve }: { onResolve: (again: boolean) => void }) {
  const { t } = useTranslation();
  const yesRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame title={t('dialogs.operationComplete')} onClose={() => onResolve(false)} initialFocus={yesRef}>
      <DialogActions>
        <DialogButton onClick={() => onResolve(false)}>{t('dialogs.no')}</DialogButton>
        <DialogButton ref={yesRef} variant="primary" onClick={() => onResolve(true)}>
          {t('dialogs.yes')}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
