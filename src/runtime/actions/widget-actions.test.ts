import { describe, expect, it, vi } from 'vitest';
import type { DialogService } from '../../core/dialogs.ts';
import type { ActionPorts } from './action-ports.ts';
import { createActionDispatcher } from './create-action-dispatcher.ts';
import { widgetActions } from './widget-actions.ts';

function ports(overrides: Partial<ActionPorts> = {}) {
  return {
    navigate: vi.fn(),
    back: vi.fn(),
    dialogs: {} as DialogService,
    translate: (key: string) => key,
    onError: vi.fn(),
    ...overrides,
  } satisfies ActionPorts;
}

describe('widgetActions', () => {
  it('setToEvent() should set the screen path to what the widget hands over', async () => {
    const setState = vi.fn();
    const dispatch = createActionDispatcher(ports({ setState }), () => ({}));
    await dispatch(widgetActions.setToEvent('screen.search'), 'ABC');
    expect(setState).toHaveBeenCalledWith('screen.search', 'ABC');
  });

  it('handlerWithEvent() should call the handler with the event as the named argument and keep its answer', async () => {
    const setState = vi.fn();
    const search = vi.fn(async () => [{ id: 1 }]);
    const dispatch = createActionDispatcher(ports({ setState, handlers: { search } }), () => ({}));
    await dispatch(widgetActions.handlerWithEvent('search', 'text', 'screen.rows'), 'ABC');
    expect(search).toHaveBeenCalledWith({ text: 'ABC' });
    expect(setState).toHaveBeenCalledWith('screen.rows', [{ id: 1 }]);
  });

  it('handlerWithEvent() should report a handler the screen lacks through onError, like any descriptor action', async () => {
    const p = ports();
    await createActionDispatcher(p, () => ({}))(widgetActions.handlerWithEvent('missing', 'text'), 'x');
    expect(p.onError).toHaveBeenCalledWith(expect.objectContaining({ what: "handler 'missing'" }));
  });
});
