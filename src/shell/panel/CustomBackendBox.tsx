import { useTranslation } from 'react-i18next';
import type { DialogService } from '../../runtime/dialog-service.types.ts';
import { PanelIcon } from './panel-icons.tsx';

/**
 * 000 §2.6 'Custom backend': shows the overridden base URL; clicking asks 'remove custom endpoint / return to default
 * station endpoint?' and yes calls `onRemove`.
 */
export function CustomBackendBox({
  endpoint,
  dialogs,
  onRemove,
}: {
  endpoint: string;
  dialogs: Pick<DialogService, 'confirm'>;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const ask = async () => {
    const yes = await dialogs.confirm({
      title: t('panel.removeEndpointTitle'),
      message: t('panel.removeEndpointMessage'),
      confirmLabel: t('dialogs.yes'),
      cancelLabel: t('dialogs.no'),
    });
    if (yes) onRemove();
  };
  return (
    <button
      type="button"
      onClick={() => void ask()}
      className="flex w-full items-start gap-3 rounded-xl border-2 border-amber-400 bg-amber-400/10 p-3 text-left text-neutral-100 hover:bg-amber-400/20 focus-visible:outline-4 focus-visible:outline-brand"
    >
      <PanelIcon name="backend" className="size-7 text-amber-400" />
      <span className="min-w-0">
        <span className="block font-bold">{t('panel.customBackend')}</span>
        <span className="block text-sm break-all text-neutral-300">{endpoint}</span>
      </span>
    </button>
  );
}
