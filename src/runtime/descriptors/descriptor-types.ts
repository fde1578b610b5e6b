import type { Expression } from '../expressions/compile-expression.ts';

/** The regions of the page frame (000 §2.14) a descriptor fills. */
export const regionNames = ['header', 'details', 'sidebar', 'main', 'actions'] as const;
export type RegionName = (typeof regionNames)[number];

/** A screen layout, as written in `schemas/screens/**.json` and checked against `schemas/screen.schema.json`. */
export interface ScreenDescriptor {
  $schema?: string;
  /** `{kind}/{screen}`, e.g. `simple-item-list/reading` or `shell/utilities`. */
  screen: string;
  /** The operation templatePath this layout is for; absent or '' is the default layout of the screen. */
  variant?: string;
  /** A string is an i18n key; a rule's result is shown as it is. */
  title?: Expression;
  /** Where the header's back arrow goes; absent hides the arrow. */
  back?: ActionDescriptor;
  /** When truthy, back asks before leaving (000 §2.14 alertOnBackPress). */
  alertOnBack?: Expression;
  /** Truthy when the screen opens: it goes back at once, undrawn (000 §4.4: opened without its start form's data). */
  leaveWhen?: Expression;
  /** The error shown (an i18n key) when `leaveWhen` sends the screen back (e.g. a detail screen opened by a bare URL). */
  leaveError?: string;
  /** Named rules of this screen; any rule of the file may stand for one as `{ "rule": "name" }`. */
  rules?: Record<string, Expression>;
  regions: Partial<Record<RegionName, WidgetNode[]>>;
}

/** One widget of a screen. */
export interface WidgetNode {
  /** Registry name of the widget. */
  widget: string;
  /** A stable name for tests and state keys. */
  id?: string;
  /** Literal props, checked against the widget's props schema when the descriptor loads. */
  props?: Record<string, unknown>;
  /** Props computed from the screen scope by json-logic rules; a name may be a path into a literal prop (`tiles.1.value`). */
  bind?: Record<string, Expression>;
  /** Shown only while truthy (default shown). */
  visible?: Expression;
  /** Interactive only while truthy (default enabled). */
  enabled?: Expression;
  /** What the widget's main interaction does. */
  action?: ActionDescriptor;
  /** Widgets inside a container widget. */
  children?: WidgetNode[];
}

/** Everything a descriptor can ask for goes through the one dispatcher (src/runtime/actions). */
export type ActionDescriptor =
  | NavigateAction
  | BackAction
  | ReaderAction
  | ConfirmAction
  | DialogAction
  | HandlerAction
  | SetAction
  | SequenceAction
  | ModalAction;

/** A path in the screen's own state, e.g. `screen.tab` (the scope root `screen`). */
export type StatePath = `screen.${string}`;

/** Go to a route; `:param` placeholders and leftovers (query) come from `params`. */
export interface NavigateAction {
  type: 'navigate';
  to: string;
  params?: Record<string, Expression>;
  /** Navigation state for the next screen (001 §2.2), which reads it from the scope root `navigation`. */
  state?: Record<string, Expression>;
  /** Replaces the current history entry. */
  replace?: boolean;
}

/** The screen's back: its `back` action, asking first when `alertOnBack` holds. */
export interface BackAction {
  type: 'back';
}

/**
 * Start, stop or clear the reader; `ask` asks before clearing (000 §2.15). `then` runs once the command is done (after
 * a clear, the screen's own clear action, 000 §2.15-22), not when the operator answers No.
 */
export interface ReaderAction {
  type: 'reader';
  command: 'start' | 'stop' | 'clear';
  ask?: boolean;
  then?: ActionDescriptor;
}

/** The operation plugin's confirm step. */
export interface ConfirmAction {
  type: 'confirm';
}

/** Ask (confirm) or tell (feedback); on a confirm, `then` runs only when the operator agrees. */
export interface DialogAction {
  type: 'dialog';
  dialog: 'confirm' | 'feedback';
  title: string;
  message?: string;
  then?: ActionDescriptor;
}

/** A named handler of the operation's plugin, with arguments computed from the scope. */
export interface HandlerAction {
  type: 'handler';
  name: string;
  args?: Record<string, Expression>;
  /** Keeps the handler's answer at this path of the screen state (e.g. rows it loaded). */
  into?: StatePath;
}

/** Changes the screen's own state with no handler (a toggle, a tab, a selection). */
export interface SetAction {
  type: 'set';
  path: StatePath;
  value: Expression;
}

/** Several actions in order; a failing one stops the rest. */
export interface SequenceAction {
  type: 'sequence';
  actions: ActionDescriptor[];
}

/** A modal whose body is widget nodes of this screen (its scope, its actions); the action ends when it is closed. */
export interface ModalAction {
  type: 'modal';
  /** An i18n key. */
  title: string;
  body: WidgetNode[];
  /** The close button's i18n key (default Close). */
  closeLabel?: string;
  /** Its width: lg by default, xl for a wide table. */
  size?: 'lg' | 'xl';
}
