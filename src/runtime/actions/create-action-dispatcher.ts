import { buildRoute } from '../../core/routes/build-route.ts';
import type { LoadedAction, RuleMap } from '../descriptors/loaded-screen.ts';
import type { CompiledExpression } from '../expressions/compile-expression.ts';
import { evaluateExpression } from '../expressions/evaluate-expression.ts';
import { ActionUnavailableError, type ActionPorts } from './action-ports.ts';

/**
 * How an action ended: done, with what its (last answering) plugin handler answered, or failed (the failure is already shown
 * through the ports' onError). A widget that waits on its own handler (a row's content) learns both here.
 */
export type ActionOutcome = { ok: true; answer?: unknown } | { ok: false };

/** Runs an action; `event` is what the widget acted on (a row, a value), read by the action's rules as `event`. */
export type Dispatch = (action: LoadedAction, event?: unknown) => Promise<ActionOutcome>;

/**
 * The one way descriptors act: navigate, back, reader start/stop/clear, confirm, dialogs, plugin handlers and changes of
 * the screen state. Rules inside an action are evaluated on the scope as it is when the action runs, plus `event`.
 */
export function createActionDispatcher(ports: ActionPorts, scope: () => Record<string, unknown>): Dispatch {
  const setState = (path: string, value: unknown) => {
    if (!ports.setState) throw new ActionUnavailableError(`set ${path}`);
    ports.setState(path, value);
  };

  // Resolves with the answer of the last handler that answered something (undefined when none did).
  const run = async (action: LoadedAction, event: unknown): Promise<unknown> => {
    const evaluate = (compiled: CompiledExpression, what: string) => {
      const evaluated = evaluateExpression(compiled, { ...scope(), event });
      if (!evaluated.ok) throw new Error(`${what}: ${evaluated.message}`);
      return evaluated.value;
    };
    const values = (rules: RuleMap, what: string) =>
      Object.fromEntries([...rules].map(([name, compiled]) => [name, evaluate(compiled, `${what}.${name}`)]));
    const then = (next: LoadedAction | undefined) => next && run(next, event);

    switch (action.type) {
      case 'navigate': {
        const to = buildRoute(action.to, values(action.params, 'params') as never);
        const state = action.state ? values(action.state, 'state') : undefined;
        if (!state && !action.replace) return ports.navigate(to);
        return ports.navigate(to, { ...(state && { state }), ...(action.replace && { replace: true }) });
      }
      case 'back':
        return ports.back();
      case 'reader': {
        if (!ports.reader) throw new ActionUnavailableError(`reader ${action.command}`);
        if (action.command === 'clear' && action.ask) {
          const agreed = await ports.dialogs.confirm({ title: ports.translate('runtime.clearReadingsQuestion') });
          if (!agreed) return;
        }
        await ports.reader[action.command]();
        return then(action.then);
      }
      case 'confirm':
        if (!ports.confirm) throw new ActionUnavailableError('confirm');
        return ports.confirm();
      case 'dialog': {
        const request = {
          title: ports.translate(action.title),
          message: action.message ? ports.translate(action.message) : undefined,
        };
        if (action.dialog === 'feedback') return ports.dialogs.feedback(request);
        if (await ports.dialogs.confirm(request)) return then(action.then);
        return;
      }
      case 'handler': {
        const handler = ports.handlers?.[action.name];
        if (!handler) throw new ActionUnavailableError(`handler '${action.name}'`);
        const answer = await handler(values(action.args, 'args'));
        if (action.into) setState(action.into, answer);
        return answer;
      }
      case 'set':
        return setState(action.path, action.value ? evaluate(action.value, 'value') : undefined);
      case 'modal': {
        if (!ports.modal) throw new ActionUnavailableError('modal');
        return ports.modal({
          title: ports.translate(action.title),
          body: action.body,
          closeLabel: ports.translate(action.closeLabel ?? 'dialogs.close'),
          ...(action.size ? { size: action.size } : {}),
        });
      }
      case 'sequence': {
        let answer: unknown;
        for (const step of action.actions) {
          const stepAnswer = await run(step, event);
          if (stepAnswer !== undefined) answer = stepAnswer;
        }
        return answer;
      }
    }
  };

  return async (loaded, event) => {
    try {
      return { ok: true, answer: await run(loaded, event) };
    } catch (error) {
      ports.onError(error);
      return { ok: false };
    }
  };
}
