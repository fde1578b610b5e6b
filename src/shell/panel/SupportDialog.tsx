import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appVersionInfo, type AppVersionInfo } from '../../core/app-version.ts';
import { formatDate } from '../../core/dates.ts';
import { DialogButton } from '../../ui/dialogs/DialogButton.tsx';
import { DialogActions, DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { InfoList } from './InfoList.tsx';

export interface SupportDialogProps {
  /** Support mail and phone, e.g. from the application settings. */
  email?: string;
  phone?: string;
  version?: AppVersionInfo;
  onClose: () => void;
}

const linkClassName = 'text-brand underline underline-offset-4';

/** 000 §2.9 support: support mail, support phone and the app version with build hash and date. */
export function SupportDialog({ email, phone, version = appVersionInfo(), onClose }: SupportDialogProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame title={t('panel.support')} onClose={onClose} initialFocus={closeButton}>
      <InfoList
        rows={[
          {
            label: t('panel.supportDialog.email'),
            value: email && (
              <a href={`mailto:${email}`} className={linkClassName}>
                {email}
              </a>
            ),
          },
          {
            label: t('panel.supportDialog.phone'),
            value: phone && (
              <a href={`tel:${phone.replace(/\s+/g, '')}`} className={linkClassName}>
                {phone}
              </a>
            ),
          },
          {
            label: t('panel.supportDialog.version'),
            value: t('panel.supportDialog.versionLine', { ...version, date: formatDate(version.date) ?? version.date }),
          },
        ]}
      />
      <DialogActions>
        <DialogButton ref={closeButton} variant="primary" onClick={onClose}>
          {t('dialogs.close')}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
