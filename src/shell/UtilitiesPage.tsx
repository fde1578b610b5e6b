import { widgetRegistry } from '../widgets/registry.ts';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { DialogService } from '../core/dialogs.ts';
import type { LoggedUser } from '../core/logged-user.ts';
import { DescriptorScreen } from '../runtime/render/DescriptorScreen.tsx';
import { useWindowTitle } from './use-window-title.ts';
import { useTranslation } from 'react-i18next';

/** 000 §2.10 Utilities, rendered from `schemas/screens/shell/utilities.json`. */
export function UtilitiesPage({ dialogs, user }: { dialogs: DialogService; user?: LoggedUser }) {
  const { t } = useTranslation();
  useWindowTitle(t('utilities.title'));
  const [, navigate] = useLocation();
  const ports = useMemo(() => ({ navigate, dialogs }), [navigate, dialogs]);
  return (
    <DescriptorScreen
      registry={widgetRegistry}
      screen="shell/utilities"
      ports={ports}
      initialScope={{ user: user ?? null }}
    />
  );
}
