import type { CompiledExpression } from '../expressions/compile-expression.ts';
import type { DescriptorProblem } from './descriptor-problem.ts';
import type {
  BackAction,
  ConfirmAction,
  DialogAction,
  HandlerAction,
  ModalAction,
  NavigateAction,
  ReaderAction,
  RegionName,
  SetAction,
} from './descriptor-types.ts';

/** What a widget definition must tell the loader: its props schema, and which props are rules judged per row. */
export interface WidgetContract {
  propsSchema: object;
  /**
   * Literal props (paths, e.g. `expand.when`) that hold a json-logic rule the widget judges for each of its rows, with
   * `row` as the only root. They are compiled and checked when the descriptor loads, like bindings.
   */
  rowRules?: readonly string[];
}

export type WidgetLookup = (name: string) => WidgetContract | undefined;

/** Compiled rules by name (a navigate's params, a handler's args); a rule that failed to compile is left out. */
export type RuleMap = ReadonlyMap<string, CompiledExpression>;

/**
 * An action as the descriptor wrote it, with each rule compiled and each nested action and modal body loaded in
 * place: the dispatcher walks this tree, so what runs is what was checked.
 */
export type LoadedAction =
  | (Omit<NavigateAction, 'params' | 'state'> & { params: RuleMap; state?: RuleMap })
  | BackAction
  | ConfirmAction
  | (Omit<ReaderAction, 'then'> & { then?: LoadedAction })
  | (Omit<DialogAction, 'then'> & { then?: LoadedAction })
  | (Omit<HandlerAction, 'args'> & { args: RuleMap })
  /** `value` is absent only when its rule had a problem (the node then does not render). */
  | (Omit<SetAction, 'value'> & { value?: CompiledExpression })
  | { type: 'sequence'; actions: LoadedAction[] }
  | (Omit<ModalAction, 'body'> & { body: LoadedNode[] });

/** A widget node ready to render: its rules compiled, its props checked, its problems (if any) named. */
export interface LoadedNode {
  /** JSON path in the descriptor, e.g. `$.regions.sidebar[2]`. */
  path: string;
  widget: string;
  id?: string;
  props: Record<string, unknown>;
  bindings: ReadonlyMap<string, CompiledExpression>;
  visible?: CompiledExpression;
  enabled?: CompiledExpression;
  action?: LoadedAction;
  /** The widget's row rules given in its props (see WidgetContract.rowRules), by prop path. */
  rowRules?: ReadonlyMap<string, CompiledExpression>;
  children: LoadedNode[];
  /** Non-empty when the node cannot render: unknown widget, bad props, bad rule. */
  problems: DescriptorProblem[];
  /** The scope roots any rule of this node reads. */
  roots: ReadonlySet<string>;
}

export interface LoadedScreen {
  file: string;
  screen: string;
  variant: string;
  title?: CompiledExpression;
  back?: LoadedAction;
  alertOnBack?: CompiledExpression;
  leaveWhen?: CompiledExpression;
  leaveError?: string;
  regions: Partial<Record<RegionName, LoadedNode[]>>;
  /** Problems of the descriptor as a whole (its shape); the screen renders an error panel instead. */
  problems: DescriptorProblem[];
}
