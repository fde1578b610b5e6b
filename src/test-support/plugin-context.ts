import { vi } from 'vitest';
import type { PluginContext } from '../plugins/define-plugin.ts';
import { createScreenSession } from '../runtime/screen/screen-session.ts';
import { createScreenTimers } from '../runtime/screen/screen-timers.ts';

/**
 * The runtime's parts of a plugin context for a handler test (route, navigation, back, session, timers, streams): a
 * real session and real timers, spies for the rest. A test gives the kind's own parts (api, operation, state, ...).
 */
export function runtimeParts(
  overrides: { params?: Record<string, string>; navigation?: Record<string, unknown> } = {},
) {
  return {
    params: overrides.params ?? {},
    navigation: overrides.navigation ?? {},
    back: vi.fn(),
    session: createScreenSession(),
    timers: createScreenTimers(),
    streams: { open: vi.fn(() => () => undefined) },
  } satisfies Partial<PluginContext<never>>;
}
