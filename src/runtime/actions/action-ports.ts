import type { DialogService } from '../../core/dialogs.ts';
import type { LoadedNode } from '../descriptors/loaded-screen.ts';

/** A descriptor modal to show: its title and close label translated, its body ready to render. */
export interface ModalRequest {
  title: string;
  body: readonly LoadedNode[];
  closeLabel: string;
  size?: 'lg' | 'xl';
}

/** What the dispatcher drives. The screen host supplies them; a port left out makes its actions a clear error. */
/** How a navigation goes: the state the next screen reads (001 §2.2), and whether it replaces this history entry. */
export interface NavigateOptions {
  state?: Readonly<Record<string, unknown>>;
  replace?: boolean;
}

export interface ActionPorts {
  navigate(to: string, options?: NavigateOptions): void;
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
  /** The operation plugin's handlers, by name; what one answers may be kept in the screen state (`into`). */
  handlers?: Readonly<Record<string, (args: Record<string, unknown>) => Promise<unknown>>>;
  /** Sets a value at a path of the screen's own state (`set` actions, a handler's `into`). */
  setState?(path: string, value: unknown): void;
  /** Shows a modal whose body is loaded widget nodes; resolves when it is closed. */
  modal?(request: ModalRequest): Promise<void>;
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
