import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { DialogService } from '../core/dialogs.ts';
import { createI18n } from '../i18n/index.ts';
import type { RegionName, WidgetNode } from '../runtime/descriptors/descriptor-types.ts';
import { loadScreen } from '../runtime/descriptors/load-screen.ts';
import { createDialogService } from '../runtime/dialog-service.ts';
import { lookupWidget } from '../runtime/render/define-widget.ts';
import { ScreenView } from '../runtime/render/ScreenView.tsx';
import { createScreenScope, type ScopeValues } from '../runtime/state/screen-scope.ts';
import { DialogHost } from '../ui/dialogs/DialogHost.tsx';
import { FormServicesContext, type FormServices } from '../ui/form/form-services.ts';
import { widgetRegistry } from '../widgets/registry.ts';

type Handler = (args: Record<string, unknown>) => Promise<unknown>;

/**
 * Renders widget nodes through a real descriptor and ScreenView (the path of the app and the stories), with recorded
 * navigation and plugin handlers; answers the scope so a test can change what the widgets are bound to.
 */
export function renderWidgets(
  nodes: WidgetNode[],
  options: {
    scope?: ScopeValues;
    handlers?: Record<string, Handler>;
    region?: RegionName;
    language?: 'en' | 'it';
    /** Form services for the operation-form widget and form dialogs, as an operation screen gives them. */
    formServices?: (dialogs: DialogService) => FormServices;
  } = {},
) {
  const scope = createScreenScope(options.scope);
  const dialogs = createDialogService();
  const formServices = options.formServices?.(dialogs);
  const navigate = vi.fn();
  const onError = vi.fn();
  const screen = loadScreen(
    { screen: 'test/widgets', title: 'Test', regions: { [options.region ?? 'main']: nodes } },
    'test/widgets.json',
    lookupWidget(widgetRegistry),
  );
  const view = render(
    <I18nextProvider i18n={createI18n(options.language ?? 'en')}>
      <FormServicesContext.Provider value={formServices ?? null}>
        <ScreenView
          registry={widgetRegistry}
          screen={screen}
          scope={scope}
          ports={{ navigate, dialogs, handlers: options.handlers, onError }}
        />
      </FormServicesContext.Provider>
      <DialogHost service={dialogs} formServices={formServices} />
    </I18nextProvider>,
  );
  return { scope, dialogs, navigate, onError, view, problems: screen.problems };
}
