import type { LoadedAction } from '../descriptors/loaded-screen.ts';
import type { StatePath } from '../descriptors/descriptor-types.ts';
import { compileExpression, type CompiledExpression } from '../expressions/compile-expression.ts';

/** The rule `{ "var": "event" }`: what the widget hands to the dispatcher with the action. */
const eventRule = compileExpression({ var: 'event' }, '$.event').compiled as CompiledExpression;

/**
 * Actions a widget builds itself from its literal props, for an interaction beside the node's one `action` (a list's
 * search text kept in `screen.search` while a row press runs the node's action). They go through the screen's one
 * dispatcher like any descriptor action (same ports, same error display); their only rule reads `event`.
 */
export const widgetActions = {
  /** `set` of `path` to the event: `{ "type": "set", "path": path, "value": { "var": "event" } }`. */
  setToEvent: (path: StatePath): LoadedAction => ({ type: 'set', path, value: eventRule }),
  /** A plugin handler given the event as argument `arg`, its answer kept at `into`. */
  handlerWithEvent: (name: string, arg: string, into?: StatePath): LoadedAction => ({
    type: 'handler',
    name,
    args: new Map([[arg, eventRule]]),
    ...(into && { into }),
  }),
};

/** JSON Schema of a `screen.*` path in a widget's props (where the widget keeps what it writes). */
export const statePathSchema = { type: 'string', pattern: '^screen(\\.[A-Za-z_][A-Za-z0-9_]*)+$' } as const;
