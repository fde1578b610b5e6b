import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedScreen } from '../descriptors/loaded-screen.ts';
import {
  findEntry,
  loadCatalogueScreen,
  screenCatalogue,
  type CatalogueEntry,
} from '../descriptors/screen-catalogue.ts';
import { createScreenScope, type ScopeValues, type ScreenScope } from '../state/screen-scope.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { LoadingOverlay } from '../../ui/frame/LoadingOverlay.tsx';
import { lookupWidget, type WidgetRegistry } from './define-widget.ts';
import { ScreenView, type ScreenPorts } from './ScreenView.tsx';

export interface DescriptorScreenProps {
  /** `{kind}/{screen}` */
  screen: string;
  /** The operation's templatePath. */
  variant?: string;
  initialScope?: ScopeValues;
  /** A scope made by the caller (e.g. shared with a plugin's handlers); `initialScope` is ignored then. */
  scope?: ScreenScope;
  ports: ScreenPorts;
  /** The widgets the descriptor may name (the app's is `widgetRegistry` of src/widgets). */
  registry: WidgetRegistry;
  catalogue?: CatalogueEntry[];
}

/**
 * A screen straight from its descriptor: finds the layout (variant first), loads and checks it, creates the screen's
 * own scope and renders it. The app's routes and Storybook both render screens through this component.
 */
export function DescriptorScreen({
  screen,
  variant = '',
  initialScope,
  scope: givenScope,
  ports,
  registry,
  catalogue = screenCatalogue,
}: DescriptorScreenProps) {
  const { t } = useTranslation();
  const [ownScope] = useState(() => givenScope ?? createScreenScope(initialScope));
  const scope = givenScope ?? ownScope;
  const entry = useMemo(() => findEntry(catalogue, screen, variant), [catalogue, screen, variant]);
  const [loaded, setLoaded] = useState<{ entry: CatalogueEntry; screen: LoadedScreen }>();

  useEffect(() => {
    if (!entry) return;
    let cancelled = false;
    void loadCatalogueScreen(entry, lookupWidget(registry)).then((result) => {
      if (!cancelled) setLoaded({ entry, screen: result });
    });
    return () => {
      cancelled = true;
    };
  }, [entry, registry]);

  if (!entry) {
    return (
      <ErrorPanel
        title={t('runtime.screenError')}
        problems={[{ file: 'schemas/screens', path: '$', message: t('runtime.screenNotFound', { screen }) }]}
      />
    );
  }
  if (loaded?.entry !== entry) return <LoadingOverlay label={t('runtime.loadingScreen')} />;
  return <ScreenView screen={loaded.screen} scope={scope} ports={ports} registry={registry} />;
}
