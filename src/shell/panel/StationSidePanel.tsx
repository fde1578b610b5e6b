import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPassword as buildAdminPassword } from '../../core/admin-mode.ts';
import type { AppVersionInfo } from '../../core/app-version.ts';
import { controlPanelUrl } from '../../core/control-panel-url.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { DialogService } from '../../runtime/dialog-service.types.ts';
import type { StationConfig } from '../station-config.ts';
import { CustomBackendBox } from './CustomBackendBox.tsx';
import { customEndpoint, removeCustomEndpoint } from './custom-endpoint.ts';
import { createDocumentFullscreen, useFullscreenActive, type FullscreenPort } from './fullscreen.ts';
import { PanelButton, panelItemClassName } from './PanelButton.tsx';
import { PanelIcon } from './panel-icons.tsx';
import type { PanelStorage } from './panel-storage.ts';
import type { PrinterPickerProps } from './PrinterPicker.tsx';

/** The settings and support dialogs are fetched when first opened: support's date formatting alone is date-fns. */
const SettingsDialog = lazy(() =>
  import('./SettingsDialog.tsx').then((module) => ({ default: module.SettingsDialog })),
);
const SupportDialog = lazy(() => import('./SupportDialog.tsx').then((module) => ({ default: module.SupportDialog })));

export interface StationSidePanelProps {
  user: LoggedUser;
  config: StationConfig;
  dialogs: DialogService;
  /** The development flag of 000 §2.7 (pass `isDevelopmentBuild()`). */
  development: boolean;
  /** Reloads the station (the app passes `() => window.location.reload()`). */
  onReload: () => void;
  onNavigate: (path: string) => void;
  onRefreshOperations: () => void;
  /** The printers of the user's places and the chosen one (000 §2.7 'Select printer'). */
  printers: PrinterPickerProps;
  supportEmail?: string;
  supportPhone?: string;
  storage?: PanelStorage;
  /** The station's origin, for the control-panel link. */
  origin?: string;
  fullscreen?: FullscreenPort;
  adminPassword?: string;
  version?: AppVersionInfo;
}

/** 000 §2.6 station side panel: logo, 'Custom backend', settings, fullscreen, control panel, support, refresh. */
export function StationSidePanel({
  storage = localStorage,
  origin = window.location.origin,
  adminPassword = buildAdminPassword(),
  ...props
}: StationSidePanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'settings' | 'support'>();
  const [custom, setCustom] = useState(() => customEndpoint(props.config.defaultApiUrl, storage));
  const [documentFullscreen] = useState(createDocumentFullscreen);
  const fullscreen = props.fullscreen ?? documentFullscreen;
  const fullscreenActive = useFullscreenActive(fullscreen);
  const controlPanel = controlPanelUrl(origin);
  const close = () => setOpen(undefined);
  return (
    <aside aria-label={t('panel.label')} className="flex w-72 flex-col gap-4 bg-neutral-900 p-4 text-neutral-100">
      <div role="img" aria-label={t('panel.logo')} className="flex items-center gap-3 px-2 py-2">
        <span className="grid size-12 place-items-center rounded-xl bg-brand text-2xl font-black text-neutral-950">
          S
        </span>
        <span className="text-2xl font-bold tracking-tight">{t('app.name')}</span>
      </div>
      {custom && (
        <CustomBackendBox
          endpoint={custom}
          dialogs={props.dialogs}
          onRemove={() => {
            removeCustomEndpoint(storage);
            setCustom(undefined);
            props.onReload();
          }}
        />
      )}
      <nav className="flex flex-col gap-1">
        <PanelButton icon="settings" label={t('panel.settings')} onClick={() => setOpen('settings')} />
        {fullscreen.supported && (
          <PanelButton
            icon={fullscreenActive ? 'exitFullscreen' : 'fullscreen'}
            label={t(fullscreenActive ? 'panel.exitFullscreen' : 'panel.fullscreen')}
            onClick={() => void fullscreen.toggle().catch(() => undefined)}
          />
        )}
        {controlPanel && (
          <a href={controlPanel} target="_blank" rel="noopener noreferrer" className={panelItemClassName}>
            <PanelIcon name="controlPanel" />
            <span>{t('panel.controlPanel')}</span>
          </a>
        )}
        <PanelButton icon="support" label={t('panel.support')} onClick={() => setOpen('support')} />
        <PanelButton icon="refresh" label={t('panel.refreshOperations')} onClick={props.onRefreshOperations} />
      </nav>
      <Suspense fallback={null}>
        {open === 'settings' && (
          <SettingsDialog
            user={props.user}
            config={props.config}
            development={props.development}
            dialogs={props.dialogs}
            storage={storage}
            adminPassword={adminPassword}
            onReload={props.onReload}
            onNavigate={props.onNavigate}
            onClose={close}
            printers={props.printers}
          />
        )}
        {open === 'support' && (
          <SupportDialog
            email={props.supportEmail}
            phone={props.supportPhone}
            version={props.version}
            onClose={close}
          />
        )}
      </Suspense>
    </aside>
  );
}
