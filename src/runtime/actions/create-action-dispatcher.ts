import { buildRoute } from '../../core/routes/build-route.ts';
import type { LoadedAction } from '../descriptors/loaded-screen.ts';
import type { ActionDescriptor } from '../descriptors/descriptor-types.ts';
import { evaluateExpression } from '../expressions/evaluate-expression.ts';
import { ActionUnavailableError, type ActionPorts } from './action-ports.ts';

export type Dispatch = (action: LoadedAction) => Promise<void>;

/**
 * The one way descriptors act: navigate, back, reader start/stop/clear, confirm, dialogs and plugin handlers. Rules
 * inside an action are evaluated on the scope as it is when the action runs.
 */
export function createActionDispatcher(ports: ActionPorts, scope: () => Record<string, unknown>): Dispatch {
  const values = (loaded: LoadedAction, prefix: string, names: string[] = []) => {
    const current = scope();
    const result: Record<string, unknown> = {};
    for (const name of names) {
      const compiled = loaded.rules.get(`${prefix}${name}`);
      if (!compiled) continue;
      const evaluated = evaluateExpression(compiled, current);
      if (!evaluated.ok) throw new Error(`${prefix}${name}: ${evaluated.message}`);
      result[name] = evaluated.value;
    }
    return result;
  };

  const run = async (action: ActionDescriptor, loaded: LoadedAction, prefix: string): Promise<void> => {
    switch (action.type) {
      case 'navigate': {
        const params = values(loaded, `${prefix}params.`, Object.keys(action.params ?? {}));
        return ports.navigate(buildRoute(action.to, params as Parameters<typeof buildRoute>[1]));
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
        if (action.then) await run(action.then, loaded, `${prefix}then.`);
        return;
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
        if ((await ports.dialogs.confirm(request)) && action.then) await run(action.then, loaded, `${prefix}then.`);
        return;
      }
      case 'handler': {
        const handler = ports.handlers?.[action.name];
        if (!handler) throw new ActionUnavailableError(`handler '${action.name}'`);
        return handler(values(loaded, `${prefix}args.`, Object.keys(action.args ?? {})));
      }
      case 'sequence':
        for (const [i, step] of action.actions.entries()) await run(step, loaded, `${prefix}actions[${i}].`);
    }
  };

  return async (loaded) => {
    try {
      await run(loaded.action, loaded, '');
    } catch (error) {
      ports.onError(error);
    }
  };
}
