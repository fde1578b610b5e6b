import type { OperationConfig } from '../../core/operation-config/operation-config-types.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { ScopeValues } from '../../runtime/state/screen-scope.ts';
import type { Workstation } from '../../core/workstation.ts';

/**
 * The scope an operation screen starts with: the operation, its options (common and of its kind), the user, the
 * start form's data and the default workstation. `screen.startData` says whether a start form's data came with the
 * navigation (a screen that needs it leaves without it, 000 §4.4).
 */
export function operationScope(
  operation: OperationConfig,
  user: LoggedUser | undefined,
  formData?: unknown,
  workstation?: Workstation,
): ScopeValues {
  const { kind: _kind, ...kindOptions } = operation.kindOptions as { kind: string } & Record<string, unknown>;
  return {
    operation,
    options: { ...operation.options, ...kindOptions, ...operation.extraOptions },
    user: user ?? null,
    formData: formData ?? {},
    workstation: workstation ?? null,
    screen: { startData: formData !== undefined },
  };
}
