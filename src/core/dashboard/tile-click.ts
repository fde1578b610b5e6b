import { tileRoute } from '../routes/index.ts';
import type { DashboardOperation } from './dashboard-operations.ts';

export type TileClickDecision =
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'error'; readonly error: 'noWorkstationSelected' };

export interface TileClickContext {
  /** The default workstation, if one is chosen. */
  readonly hasWorkstation: boolean;
  /** Workstation emulation mode (000 §2.19). */
  readonly emulation: boolean;
}

/**
 * 000 §2.4, §5 Other: opening an operation needs a default workstation unless the operation has
 * disableWorkstationCheck; without one it is the 'no workstation selected' error, except in emulation mode.
 */
export function decideTileClick(operation: DashboardOperation, context: TileClickContext): TileClickDecision {
  const allowed = context.hasWorkstation || operation.disableWorkstationCheck || context.emulation;
  return allowed ? { kind: 'navigate', to: tileRoute(operation) } : { kind: 'error', error: 'noWorkstationSelected' };
}
