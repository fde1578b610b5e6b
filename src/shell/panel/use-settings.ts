import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lockAdminMode, readAdminMode, unlockAdminMode } from '../../core/admin-mode.ts';
import { isLanguage, type Language } from '../../core/language.ts';
import { storageKeys } from '../../core/storage-keys.ts';
import type { DialogService } from '../../runtime/dialog-service.types.ts';
import type { PanelStorage } from './panel-storage.ts';
import { useStoredFlag } from './use-stored-flag.ts';

/** 000 §9: a language change reloads the station after 100 ms. */
export const languageReloadDelayMs = 100;

export interface SettingsPorts {
  storage: PanelStorage;
  adminPassword: string;
  dialogs: Pick<DialogService, 'toast'>;
  onReload: () => void;
}

/** The state of the settings dialog (000 §2.7), each choice persisted as it is made. */
export function useSettings({ storage, adminPassword, dialogs, onReload }: SettingsPorts) {
  const { t, i18n } = useTranslation();
  const [adminMode, setAdminMode] = useState(() => readAdminMode(storage));
  const [emulation, setEmulation] = useStoredFlag(storage, storageKeys.emulation);
  const [printEmulation, setPrintEmulation] = useStoredFlag(storage, storageKeys.zbpEmulation);
  const [language, setLanguage] = useState<Language>(() =>
    isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
  );

  /** Turns admin mode on when the password is right; a wrong one shows an error toast. */
  const unlock = (password: string): boolean => {
    const on = unlockAdminMode(storage, password, adminPassword);
    if (on) setAdminMode(true);
    else dialogs.toast({ status: 'error', title: t('panel.settingsDialog.wrongPassword') });
    return on;
  };
  const lock = () => {
    lockAdminMode(storage);
    setAdminMode(false);
  };
  const changeLanguage = (next: Language) => {
    if (next === language) return;
    storage.setItem(storageKeys.language, next);
    setLanguage(next);
    setTimeout(onReload, languageReloadDelayMs);
  };

  return {
    adminMode,
    unlock,
    lock,
    emulation,
    setEmulation,
    printEmulation,
    setPrintEmulation,
    language,
    changeLanguage,
  };
}
