import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import { parseNavigationState } from '../../core/routes/navigation-state.ts';
import { RESTORE_SESSION_KEY } from '../../core/durable-session/durable-session.ts';
import type { Workstation } from '../../core/workstation.ts';
import { durableSessionStore } from '../../runtime/durable/durable-session-store.ts';
import type { ScreenControllerInput } from '../../runtime/screen/screen-controller.ts';

/**
 * Where and as whom a screen keeps its reading session (issue 17): per user, workstation and operation, with the
 * route and navigation state (the form data) it was opened with. None without a workstation or a browser database.
 */
export function durableSession(
  user: LoggedUser,
  workstation: Workstation | undefined,
  operation: OperationConfig,
): ScreenControllerInput['durable'] {
  if (typeof window === 'undefined' || !workstation || !user.id) return undefined;
  const store = durableSessionStore();
  if (!store) return undefined;
  const { [RESTORE_SESSION_KEY]: _restore, ...navigation } = parseNavigationState(window.history.state);
  return {
    store,
    identity: {
      userId: user.id,
      workstationId: workstation.id,
      operationCode: operation.code,
      description: operation.description,
      route: `${window.location.pathname}${window.location.search}`,
      navigation,
    },
  };
}
