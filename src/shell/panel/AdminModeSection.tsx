import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButton } from '../../ui/dialogs/DialogButton.tsx';
import { inputClassName } from '../../ui/dialogs/dialog-styles.ts';

/**
 * 000 §2.7 'ADMIN MODE' / 'DISABLED ADMIN MODE': turning it on asks 'Insert admin password' in a masked numeric field
 * inside the settings dialog (the password is never shown); turning it off needs nothing.
 */
export function AdminModeSection({
  adminMode,
  onUnlock,
  onLock,
  buttonRef,
}: {
  adminMode: boolean;
  /** Whether the password was right. */
  onUnlock: (password: string) => boolean;
  onLock: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <section className="mt-4">
      <DialogButton
        ref={buttonRef}
        variant={adminMode ? 'primary' : 'secondary'}
        className="w-full"
        onClick={adminMode ? onLock : () => setAsking(true)}
      >
        {t(adminMode ? 'panel.settingsDialog.adminModeOn' : 'panel.settingsDialog.adminModeOff')}
      </DialogButton>
      {asking && !adminMode && (
        <PasswordForm
          onSubmit={(password) => onUnlock(password) && setAsking(false)}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}

function PasswordForm({ onSubmit, onCancel }: { onSubmit: (password: string) => unknown; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  return (
    <form
      className="mt-3 rounded-xl bg-neutral-950/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (password === '') return;
        onSubmit(password);
        setPassword('');
      }}
    >
      <label htmlFor={id} className="block text-lg text-neutral-300">
        {t('panel.settingsDialog.password')}
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className={inputClassName}
      />
      <div className="mt-3 flex justify-end gap-3">
        <DialogButton onClick={onCancel}>{t('dialogs.cancel')}</DialogButton>
        <DialogButton type="submit" variant="primary" disabled={password === ''}>
          {t('dialogs.confirm')}
        </DialogButton>
      </div>
    </form>
  );
}
