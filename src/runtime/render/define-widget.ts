import type { ComponentType, ReactNode } from 'react';
import type { CompiledExpression } from '../expressions/compile-expression.ts';
import type { LoadedAction } from '../descriptors/loaded-screen.ts';

/** What a widget component receives: its props (literal and bound), whether it is enabled, its action and children. */
export interface WidgetProps<P> {
  props: P;
  enabled: boolean;
  /**
   * Runs the node's action; undefined when the descriptor gives none. `event` is what the widget acted on (the row
   * pressed, the value chosen, the search typed), which the action's rules read as `event`.
   */
  onAction?: (event?: unknown) => Promise<void>;
  /** The rendered child widgets of a container. */
  children?: ReactNode;
  /**
   * Where the widget stands in its descriptor, for error messages and test ids, and its action as loaded, for a widget
   * that runs it as part of a larger step (the reader control's clear); its row rules compiled (see `rowRules`).
   */
  node: {
    path: string;
    id?: string;
    action?: LoadedAction;
    rowRules?: ReadonlyMap<string, CompiledExpression>;
  };
}

export interface WidgetDefinition<Name extends string = string, P = never> {
  name: Name;
  /** One line for the registry listing and Storybook. */
  description: string;
  /** JSON Schema of the props; descriptors are checked against it when they load. */
  propsSchema: object;
  /**
   * Props (paths, e.g. `expand.when`) holding a json-logic rule judged for each row with `row` as its only root: the
   * loader compiles and checks them with the descriptor, and the component gets them as `node.rowRules`.
   */
  rowRules?: readonly string[];
  component: ComponentType<WidgetProps<P>>;
  /**
   * How many detail values the widget shows when it stands in the details region: the page frame puts more than 2 in
   * the sidebar (000 §2.14). A widget without it counts as one.
   */
  detailCount?: (props: P) => number;
}

/** Identity helper that keeps the widget's name literal and its props type tied to its component. */
export function defineWidget<const Name extends string, P>(
  definition: WidgetDefinition<Name, P>,
): WidgetDefinition<Name, P> {
  return definition;
}

/** Widgets by name, as the renderer reads them. */
// Each entry keeps its own props type; the registry is read generically by the renderer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetRegistry = Readonly<Record<string, WidgetDefinition<string, any>>>;

/** A plugin's overrides merged over the defaults (RJSF-style): same name replaces, new names add. */
export function mergeRegistry(base: WidgetRegistry, overrides: WidgetRegistry): WidgetRegistry {
  return { ...base, ...overrides };
}

export const lookupWidget = (registry: WidgetRegistry) => (name: string) => registry[name];
