import { buildRoute } from '../../core/routes/build-route.ts';
import type { LoadedAction } from '../descriptors/loaded-screen.ts';
import type { ActionDescriptor } from '../descriptors/descriptor-types.ts';
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
  const run = async (
    action: ActionDescriptor,
    loaded: LoadedAction,
    prefix: string,
    event: unknown,
  ): Promise<unknown> => {
    const values = (at: string, names: string[] = []) => {
      const current = { ...scope(), event };
      const result: Record<string, unknown> = {};
      for (const name of names) {
        const compiled = loaded.rules.get(`${prefix}${at}${name}`);
        if (!compiled) continue;
        const evaluated = evaluateExpression(compiled, current);
        if (!evaluated.ok) throw new Error(`${prefix}${at}${name}: ${evaluated.message}`);
        result[name] = evaluated.value;
      }
      return result;
    };
    const then = (next: ActionDescriptor | undefined) => next && run(next, loaded, `${prefix}then.`, event);

    switch (action.type) {
      case 'navigate': {
        const to = buildRoute(action.to, values('params.', Object.keys(action.params ?? {})) as never);
        const state = action.state ? values('state.', Object.keys(action.state)) : undefined;
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
        const answer = await handler(values('args.', Object.keys(action.args ?? {})));
        if (action.into) setState(action.into, answer);
        return answer;
      }
      case 'set':
        return setState(action.path, values('', ['value']).value);
      case 'modal': {
        if (!ports.modal) throw new ActionUnavailableError('modal');
        return ports.modal({
          title: ports.translate(action.title),
          body: loaded.modals?.get(prefix) ?? [],
          closeLabel: ports.translate(action.closeLabel ?? 'dialogs.close'),
        });
      }
      case 'sequence': {
        let answer: unknown;
        for (const [i, step] of action.actions.entries()) {
          const stepAnswer = await run(step, loaded, `${prefix}actions[${i}].`, event);
          if (stepAnswer !== undefined) answer = stepAnswer;
        }
        return answer;
      }
    }
  };

  return async (loaded, event) => {
    try {
      return { ok: true, answer: await run(loaded.action, loaded, '', event) };
    } catch (error) {
      ports.onError(error);
      return { ok: false };
    }
  };
}
