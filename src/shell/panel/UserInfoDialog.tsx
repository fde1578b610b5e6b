import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButton, dialogButtonClassName } from '../../ui/dialogs/DialogButton.tsx';
import { DialogActions, DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { InfoList } from './InfoList.tsx';
import { legacyUsername, placesLine, userPhone, userRoles, type InfoUser } from './user-info.ts';

export interface UserInfoDialogProps {
  user: InfoUser;
  /** The signed-in user's id: Logout shows only on one's own user (000 §2.8, §6). */
  loggedUserId: string;
  onLogout: () => void;
  onClose: () => void;
  /** The provider's password page for one's own user (000 §2.8 'Change password'); none hides the link. */
  changePasswordUrl?: string;
}

/**
 * 000 §2.8 user info: the user's details, role chips (Admin first for an admin), and on one's own user 'Change
 * password' (the identity provider owns passwords, so it leads to its page) and Logout.
 */
export function UserInfoDialog({ user, loggedUserId, onLogout, onClose, changePasswordUrl }: UserInfoDialogProps) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const roles = userRoles(user);
  const fullName = [user.name, user.surname].filter(Boolean).join(' ');
  return (
    <DialogFrame title={t('panel.userInfo.title')} onClose={onClose} initialFocus={closeButton}>
      <InfoList
        rows={[
          { label: t('panel.userInfo.username'), value: user.username },
          { label: t('panel.userInfo.name'), value: fullName },
          { label: t('panel.userInfo.email'), value: user.email },
          { label: t('panel.userInfo.phone'), value: userPhone(user) },
          { label: t('panel.userInfo.places'), value: placesLine(user) },
          { label: t('panel.userInfo.legacyUsername'), value: legacyUsername(user) },
        ]}
      />
      <h3 className="mt-5 text-lg text-neutral-400">{t('panel.userInfo.roles')}</h3>
      {roles.length === 0 ? (
        <p className="mt-2 text-lg">{t('panel.missing')}</p>
      ) : (
        <ul aria-label={t('panel.userInfo.roles')} className="mt-2 flex flex-wrap gap-2">
          {roles.map((role) => (
            <li key={role.id || role.code} className="rounded-full bg-neutral-800 px-3 py-1 font-semibold">
              {role.description || role.code}
            </li>
          ))}
        </ul>
      )}
      <DialogActions>
        {user.id === loggedUserId && changePasswordUrl && (
          <a href={changePasswordUrl} className={dialogButtonClassName()}>
            {t('panel.userInfo.changePassword')}
          </a>
        )}
        {user.id === loggedUserId && <DialogButton onClick={onLogout}>{t('panel.userInfo.logout')}</DialogButton>}
        <DialogButton ref={closeButton} variant="primary" onClick={onClose}>
          {t('dialogs.close')}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
