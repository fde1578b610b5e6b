import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { emulationTogglesVisible } from '../../core/admin-mode.ts';
import { storageKeys } from '../../core/storage-keys.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import { DialogButton } from '../../ui/dialogs/DialogButton.tsx';
import { DialogActions, DialogFrame } from '../../ui/dialogs/DialogFrame.tsx';
import { currentEndpoint, currentQcEndpoint, defaultQcEndpoint, type StationConfig } from '../station-config.ts';
import { AdminModeSection } from './AdminModeSection.tsx';
import { saveEndpoint } from './custom-endpoint.ts';
import { EndpointField } from './EndpointField.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { PrinterPicker, type PrinterPickerProps } from './PrinterPicker.tsx';
import { SettingSwitch } from './SettingSwitch.tsx';
import { useSettings, type SettingsPorts } from './use-settings.ts';

export interface SettingsDialogProps extends SettingsPorts {
  user: Pick<LoggedUser, 'admin'>;
  config: StationConfig;
  /** The development flag of 000 §2.7 (pass `isDevelopmentBuild()`). */
  development: boolean;
  onNavigate: (path: string) => void;
  onClose: () => void;
  printers: PrinterPickerProps;
}

/**
 * 000 §2.7 settings: admin mode, backend endpoint, language, printer, Utilities (admin mode) and the emulation toggles.
 */
export function SettingsDialog({
  user,
  config,
  development,
  onNavigate,
  onClose,
  printers,
  ...ports
}: SettingsDialogProps) {
  const { t } = useTranslation();
  const adminButton = useRef<HTMLButtonElement>(null);
  const settings = useSettings(ports);
  const showEmulation = emulationTogglesVisible({ userAdmin: user.admin, development, adminMode: settings.adminMode });
  return (
    <DialogFrame title={t('panel.settings')} onClose={onClose} initialFocus={adminButton}>
      <div className="-mx-2 overflow-y-auto px-2">
        <AdminModeSection
          adminMode={settings.adminMode}
          onUnlock={settings.unlock}
          onLock={settings.lock}
          buttonRef={adminButton}
        />
        <EndpointField
          key={String(settings.adminMode)}
          endpoint={currentEndpoint(config, ports.storage)}
          editable={settings.adminMode}
          onSave={(endpoint) => saveEndpoint(ports.storage, endpoint, config.defaultApiUrl) && ports.onReload()}
        />
        <EndpointField
          key={`qc-${String(settings.adminMode)}`}
          label="panel.settingsDialog.qcEndpoint"
          hint="panel.settingsDialog.qcEndpointHint"
          endpoint={currentQcEndpoint(config, ports.storage)}
          editable={settings.adminMode}
          onSave={(endpoint) =>
            saveEndpoint(ports.storage, endpoint, defaultQcEndpoint(config, ports.storage), storageKeys.qcEndpoint) &&
            ports.onReload()
          }
        />
        <LanguagePicker value={settings.language} onChange={settings.changeLanguage} />
        <PrinterPicker {...printers} />
        {showEmulation && (
          <>
            <SettingSwitch
              label={t('panel.settingsDialog.emulation')}
              checked={settings.emulation}
              onChange={settings.setEmulation}
            />
            <SettingSwitch
              label={t('panel.settingsDialog.printEmulation')}
              checked={settings.printEmulation}
              onChange={settings.setPrintEmulation}
            />
          </>
        )}
      </div>
      <DialogActions>
        {settings.adminMode && (
          <DialogButton
            onClick={() => {
              onClose();
              onNavigate('/utilities');
            }}
          >
            {t('panel.settingsDialog.utilities')}
          </DialogButton>
        )}
        <DialogButton variant="primary" onClick={onClose}>
          {t('dialogs.close')}
        </DialogButton>
      </DialogActions>
    </DialogFrame>
  );
}
