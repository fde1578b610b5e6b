import type { CompiledExpression } from '../expressions/compile-expression.ts';
import type { DescriptorProblem } from './descriptor-problem.ts';
import type { ActionDescriptor, RegionName } from './descriptor-types.ts';

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

/** An action with every rule inside it compiled. */
export interface LoadedAction {
  action: ActionDescriptor;
  rules: ReadonlyMap<string, CompiledExpression>;
  /** The loaded body of each modal inside the action, keyed like the rules (`''`, `then.`, `actions[1].`). */
  modals?: ReadonlyMap<string, LoadedNode[]>;
}

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
