import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { ApiClient } from '../../api/http-client.ts';
import { canRunOperation } from '../../core/capabilities/operation-capabilities.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { ConfigDiagnostic } from '../../core/operation-config/diagnostics.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import type { Workstation } from '../../core/workstation.ts';
import { isStartFormScreen } from '../../core/forms/start-form-routes.ts';
import { PluginMissingError, ScreenMissingError, type PluginLoader } from '../../plugins/plugin-loaders.ts';
import { LoadingOverlay } from '../../ui/frame/LoadingOverlay.tsx';
import { ConfigDiagnosticsNotice } from './ConfigDiagnosticsNotice.tsx';
import { showsProductImage } from '../../core/readings/show-product-image.ts';
import { OperationScreen } from './OperationScreen.tsx';
import { PluginFailure } from './PluginFailure.tsx';
import { StartFormScreen } from './StartFormScreen.tsx';
import { useOperationPlugin } from './use-operation-plugin.ts';
import { emulationEnabled } from '../emulation/emulation-storage.ts';

export interface OperationPageProps {
  kind: OperationKind;
  screen: string;
  opCode: string;
  /** The matched route's parameters (opCode, id, asnId, ...). */
  params?: Readonly<Record<string, string>>;
  /** The user's operations; undefined while they load. */
  operations: readonly OperationConfig[] | undefined;
  /** What parsing them found wrong (each names its operation code). */
  diagnostics?: readonly ConfigDiagnostic[];
  user: LoggedUser;
  /** The default workstation: its place fills the start form's {placeId} placeholders (000 §3). */
  workstation?: Workstation;
  /** The showProductImage application setting's value (000 §3). */
  productImageSetting?: string;
  /** The useSequentialAntennasTurn application setting's value (000 §3). */
  sequentialAntennasSetting?: string;
  api: ApiClient;
  dialogs: DialogService;
  pluginLoaders?: Partial<Record<OperationKind, PluginLoader>>;
}

/**
 * An operation route: finds the operation by its code ('Operation {code} not found.' otherwise, 000 §2.4), checks the
 * capability of its type (the 'not allowed operation' modal with Back to /, 000 §2.13, §6), shows admins what its
 * configuration got wrong, loads its plugin and renders the screen.
 */
export function OperationPage(props: OperationPageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const operation = props.operations?.find((candidate) => candidate.code === props.opCode);
  const diagnostics = useMemo(
    () => (props.diagnostics ?? []).filter((diagnostic) => diagnostic.operationCode === props.opCode),
    [props.diagnostics, props.opCode],
  );
  const allowed = operation?.type ? canRunOperation(props.user, { type: operation.type }) : true;
  const { dialogs } = props;

  useEffect(() => {
    if (!props.operations || operation) return;
    dialogs.toast({
      status: 'error',
      title: t('errors.title'),
      description: t('operation.notFound', { code: props.opCode }),
    });
    navigate('/', { replace: true });
  }, [props.operations, operation, props.opCode, dialogs, navigate, t]);

  useEffect(() => {
    if (!operation || allowed) return;
    void dialogs
      .feedback({
        title: t('operation.unauthorizedTitle'),
        message: t('operation.notAllowed'),
        confirmLabel: t('runtime.back'),
        status: 'error',
      })
      .then(() => navigate('/', { replace: true }));
  }, [operation, allowed, dialogs, navigate, t]);

  useEffect(() => {
    diagnostics.forEach((diagnostic) => console.warn(`operation configuration: ${diagnostic.message}`));
  }, [diagnostics]);

  if (!operation || !allowed) return <LoadingOverlay />;
  return (
    <>
      {props.user.admin && <ConfigDiagnosticsNotice diagnostics={diagnostics} />}
      <PluginScreen {...props} operation={operation} />
    </>
  );
}

function PluginScreen(routeProps: OperationPageProps & { operation: OperationConfig }) {
  const plugin = useOperationPlugin(routeProps.kind, routeProps.pluginLoaders);
  const search = useSearch();
  if (plugin.status === 'loading') return <LoadingOverlay />;
  // A route may show another screen of the kind, chosen by the operation's options (001 §2.4 shipping start).
  const chosen =
    plugin.status === 'ready'
      ? plugin.plugin.screenFor?.(routeProps.screen, routeProps.operation, new URLSearchParams(search))
      : undefined;
  const props = chosen ? { ...routeProps, screen: chosen } : routeProps;
  // Every kind's form route shows the shared start form (000 §2.13), with or without a plugin of its own.
  if (isStartFormScreen(props.screen) && (plugin.status === 'ready' || plugin.error instanceof PluginMissingError)) {
    return (
      <StartFormScreen
        screen={props.screen}
        operation={props.operation}
        plugin={plugin.status === 'ready' ? plugin.plugin : undefined}
        user={props.user}
        workstation={props.workstation}
        emulation={readEmulationFlag()}
        api={props.api}
        dialogs={props.dialogs}
      />
    );
  }
  if (plugin.status === 'failed') return <PluginFailure error={plugin.error} operation={props.operation} />;
  // A variant of the kind still to come (002: print-and-encode, the bagging machine, ERP encoding) says so.
  if (!plugin.plugin.screens.includes(props.screen as never))
    return <PluginFailure error={new ScreenMissingError(props.screen)} operation={props.operation} />;
  return (
    <OperationScreen
      key={props.screen}
      screen={props.screen}
      operation={props.operation}
      plugin={plugin.plugin}
      params={props.params}
      user={props.user}
      workstation={props.workstation}
      emulation={readEmulationFlag()}
      showProductImage={showsProductImage(props.productImageSetting)}
      sequentialAntennasSetting={props.sequentialAntennasSetting}
      api={props.api}
      dialogs={props.dialogs}
    />
  );
}

/** The global emulation switch of the settings (000 §2.7), as the dashboard reads it. */
function readEmulationFlag(): boolean {
  return typeof localStorage !== 'undefined' && emulationEnabled(localStorage);
}
