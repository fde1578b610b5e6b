import type { DialogService } from '../../core/dialogs.ts';

/** What the dispatcher drives. The screen host supplies them; a port left out makes its actions a clear error. */
export interface ActionPorts {
  navigate(to: string): void;
  /** The screen's back target, already resolved by the host. */
  back(): void;
  dialogs: DialogService;
  translate(key: string): string;
  reader?: {
    start(): Promise<void>;
    stop(): Promise<void>;
    clear(): Promise<void>;
  };
  confirm?: () => Promise<void>;
  /** The operation plugin's handlers, by name. */
  handlers?: Readonly<Record<string, (args: Record<string, unknown>) => Promise<void>>>;
  /** Called with any failure of an action, after which the action stops. */
  onError(error: unknown): void;
}

/** A descriptor asked for something the screen cannot do (no reader here, no such handler). */
export class ActionUnavailableError extends Error {
  constructor(readonly what: string) {
    super(`Action not available on this screen: ${what}`);
    this.name = 'ActionUnavailableError';
  }
}
