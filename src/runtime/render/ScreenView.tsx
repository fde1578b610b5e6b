import { atom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, type ErrorMessageView } from '../show-error.ts';
import { ActionUnavailableError, type ActionPorts, type ModalRequest } from '../actions/action-ports.ts';
import { createActionDispatcher } from '../actions/create-action-dispatcher.ts';
import type { LoadedNode, LoadedScreen } from '../descriptors/loaded-screen.ts';
import type { CompiledExpression } from '../expressions/compile-expression.ts';
import { evaluateExpression } from '../expressions/evaluate-expression.ts';
import { jsonLogic } from '../expressions/safe-json-logic.ts';
import { setPath } from '../../core/forms/value-path.ts';
import { isScopeRoot, type ScreenScope } from '../state/screen-scope.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { PageFrame } from '../../ui/frame/PageFrame.tsx';
import type { WidgetRegistry } from './define-widget.ts';
import { evaluateNode } from './evaluate-node.ts';
import { ScreenContext } from './screen-context.ts';
import { DescriptorModal } from './DescriptorModal.tsx';
import { WidgetNodeView } from './WidgetNodeView.tsx';

export type ScreenPorts = Omit<ActionPorts, 'back' | 'translate' | 'onError'> & {
  onError?: (error: unknown) => void;
  /** The host's back, replacing the descriptor's (001 §2.2: a backRoute handed over by the previous screen). */
  back?: () => void;
  /** Hears how to leave by the descriptor's back without asking (a reader that cannot start goes back, 000 §4.4). */
  registerLeave?: (leave: () => void) => () => void;
};

/** Details sit at the top with 2 or fewer visible fields, otherwise in the sidebar (000 §2.14). */
export const maxDetailsOnTop = 2;

const noNodes: LoadedNode[] = [];

/**
 * Renders a loaded descriptor in the page frame. The same component renders a screen in the app, in Storybook and in
 * tests: only the ports (navigation, dialogs, reader, plugin handlers) differ.
 */
export function ScreenView({
  screen,
  scope,
  ports,
  registry,
}: {
  screen: LoadedScreen;
  scope: ScreenScope;
  ports: ScreenPorts;
  registry: WidgetRegistry;
}) {
  const { t } = useTranslation();
  const title = useScopeValue(screen.title, scope);
  const alertOnBack = jsonLogic.truthy(useScopeValue(screen.alertOnBack, scope));
  const screenState = useAtomValue(scope.atoms.screen, { store: scope.store }) as {
    loading?: unknown;
    loadingLabel?: unknown;
  } | null;
  const loading = jsonLogic.truthy(screenState?.loading);
  const loadingLabel = typeof screenState?.loadingLabel === 'string' ? t(screenState.loadingLabel) : undefined;
  // Judged once, as the screen opens: a screen that cannot run leaves before anything (a reader, a list) starts.
  const [leaving] = useState(() => {
    if (!screen.leaveWhen) return false;
    const result = evaluateExpression(screen.leaveWhen, scope.snapshot());
    return result.ok && jsonLogic.truthy(result.value);
  });
  const detailCount = useVisibleDetailCount(screen.regions.details ?? noNodes, screen, scope, registry);

  // The open `modal` actions' dialogs, the newest on top; each answers its action when closed.
  const [modals, setModals] = useState<readonly { id: number; request: ModalRequest; close: () => void }[]>([]);
  const openModal = useCallback(
    (request: ModalRequest) =>
      new Promise<void>((resolve) => {
        const id = ++modalSequence;
        const close = () => {
          setModals((open) => open.filter((modal) => modal.id !== id));
          resolve();
        };
        setModals((open) => [...open, { id, request, close }]);
      }),
    [],
  );

  const topModal = modals.at(-1);

  const dispatch = useMemo(() => {
    const backAsks = () => {
      if (!screen.alertOnBack) return false;
      const result = evaluateExpression(screen.alertOnBack, scope.snapshot());
      return result.ok && jsonLogic.truthy(result.value);
    };
    const fullPorts: ActionPorts = {
      setState: (path, value) => setScreenState(scope, path, value),
      modal: openModal,
      ...ports,
      translate: (key) => t(key),
      onError:
        ports.onError ??
        ((error) =>
          void showError(
            ports.dialogs,
            error instanceof ActionUnavailableError ? t('runtime.actionUnavailable', { what: error.what }) : error,
            errorMessageView(scope.snapshot().options),
            t,
          )),
      back: () => {
        const leave = ports.back ?? (screen.back ? () => void dispatcher(screen.back!) : undefined);
        if (!leave) return;
        if (!backAsks()) return leave();
        void ports.dialogs
          .confirm({ title: t('runtime.backAlertTitle'), message: t('runtime.backAlert') })
          .then((agreed) => {
            if (agreed) leave();
          });
      },
    };
    const dispatcher = createActionDispatcher(fullPorts, scope.snapshot);
    return dispatcher;
  }, [ports, scope, screen, t, openModal]);

  /** Leaves by the descriptor's back without asking; a screen without one goes to the dashboard. */
  const leave = useCallback(() => {
    if (screen.back) void dispatch(screen.back);
    else ports.navigate('/');
  }, [screen.back, dispatch, ports]);
  const { registerLeave } = ports;
  useEffect(() => registerLeave?.(leave), [registerLeave, leave]);

  // Once: StrictMode runs effects twice, and new ports would run this one again (a second toast, a second entry).
  const left = useRef(false);
  useEffect(() => {
    if (!leaving || left.current) return;
    left.current = true;
    if (screen.leaveError) {
      const description = t(screen.leaveError);
      ports.dialogs.toast({ status: 'error', title: t('errors.title'), description });
    }
    if (ports.back) ports.back();
    else leave();
  }, [leaving, screen.leaveError, leave, ports, t]);

  useEffect(() => {
    if (!alertOnBack) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [alertOnBack]);

  if (leaving) return null;
  if (screen.problems.length > 0) return <ErrorPanel title={t('runtime.screenError')} problems={screen.problems} />;
  const region = (name: keyof LoadedScreen['regions']): ReactNode =>
    screen.regions[name]?.length
      ? screen.regions[name]!.map((node) => <WidgetNodeView key={node.path} node={node} />)
      : undefined;
  const titleText = typeof screen.title?.rule === 'string' ? t(screen.title.rule) : String(title ?? '');

  return (
    <ScreenContext.Provider value={{ file: screen.file, registry, scope, dispatch }}>
      <PageFrame
        title={titleText}
        onBack={screen.back || ports.back ? () => void dispatch({ type: 'back' }) : undefined}
        header={region('header')}
        actions={region('actions')}
        details={region('details')}
        detailsInSidebar={detailCount > maxDetailsOnTop}
        sidebar={region('sidebar')}
        loading={loading}
        loadingLabel={loadingLabel}
      >
        {region('main')}
      </PageFrame>
      {/* A modal opened from a modal covers it; the one below shows again when it closes. */}
      {topModal && <DescriptorModal key={topModal.id} request={topModal.request} onClose={topModal.close} />}
    </ScreenContext.Provider>
  );
}

/** `screen.a.b` ← value: the screen's own state, copied along the path (never mutated in place). */
function setScreenState(scope: ScreenScope, path: string, value: unknown) {
  const [root, ...rest] = path.split('.');
  if (root !== 'screen' || rest.length === 0) throw new Error(`only the screen's own state can be set, not '${path}'`);
  const current = scope.snapshot().screen;
  const state = current !== null && typeof current === 'object' ? (current as Record<string, unknown>) : {};
  scope.set('screen', setPath(state, rest.join('.'), value));
}

/** The operation's errorMessageView (000 §3), read from the scope's typed options; 'toast' outside operations. */
function errorMessageView(options: unknown): ErrorMessageView {
  return typeof options === 'object' &&
    options !== null &&
    (options as { errorMessageView?: unknown }).errorMessageView === 'modal'
    ? 'modal'
    : 'toast';
}

/** Identifies the open modals of every screen. */
let modalSequence = 0;

function useScopeValue(compiled: CompiledExpression | undefined, scope: ScreenScope): unknown {
  const valueAtom = useMemo(
    () =>
      atom((get) => {
        if (!compiled) return undefined;
        const values: Record<string, unknown> = {};
        for (const root of compiled.roots) if (isScopeRoot(root)) values[root] = get(scope.atoms[root]);
        const result = evaluateExpression(compiled, values);
        return result.ok ? result.value : undefined;
      }),
    [compiled, scope],
  );
  return useAtomValue(valueAtom, { store: scope.store });
}

/** Visible detail fields: a node counts as many as its widget says it shows (detailCount), else once. */
function useVisibleDetailCount(
  nodes: LoadedNode[],
  screen: LoadedScreen,
  scope: ScreenScope,
  registry: WidgetRegistry,
) {
  const countAtom = useMemo(
    () =>
      atom((get) =>
        nodes.reduce((count, node) => {
          const values: Record<string, unknown> = {};
          for (const root of node.roots) if (isScopeRoot(root)) values[root] = get(scope.atoms[root]);
          const state = evaluateNode(node, screen.file, values, registry[node.widget]?.propsSchema);
          if (!state.visible) return count;
          const detailCount = registry[node.widget]?.detailCount;
          return count + (detailCount ? detailCount(state.props) : 1);
        }, 0),
      ),
    [nodes, screen, scope, registry],
  );
  return useAtomValue(countAtom, { store: scope.store });
}
