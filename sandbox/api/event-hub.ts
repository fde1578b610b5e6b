/**
 * In-process publisher of the server-sent events (000 §7.6, 001 §7, 002 §7 Server-sent events): operation
 * features publish asynchronous confirmation outcomes for a user and conveyor events for a conveyor; the SSE
 * routes forward them to the connected clients.
 */

/** 000 §3 Async execution event. */
export interface AsyncExecutionOutcome {
  asyncExecutionId: string;
  /** 'OK' is success; anything else is a failure carrying details (000 §4.10). */
  executionStatus: string;
  details?: unknown;
}

export type EventListener = (payload: unknown) => void;

export interface EventHub {
  publishAsyncOutcome(userId: string, outcome: AsyncExecutionOutcome): void;
  /** data is one conveyor event (001 §3 Conveyor event, 002 §3 Conveyor event). */
  publishConveyor(conveyorId: string, data: unknown): void;
  subscribe(channel: string, listener: EventListener): () => void;
  /** Listeners of one channel, or of all channels. */
  listenerCount(channel?: string): number;
}

export const asyncOutcomeChannel = (userId: string): string => `asyncExecutionOutcome/${userId}`;
export const conveyorChannel = (conveyorId: string): string => `conveyor/${conveyorId}`;

export function createEventHub(): EventHub {
  const channels = new Map<string, Set<EventListener>>();

  function publish(channel: string, payload: unknown): void {
    for (const listener of [...(channels.get(channel) ?? [])]) listener(payload);
  }

  return {
    publishAsyncOutcome: (userId, outcome) => publish(asyncOutcomeChannel(userId), outcome),
    publishConveyor: (conveyorId, data) => publish(conveyorChannel(conveyorId), { conveyorId, data }),
    subscribe(channel, listener) {
      const listeners = channels.get(channel) ?? new Set<EventListener>();
      listeners.add(listener);
      channels.set(channel, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && channels.get(channel) === listeners) channels.delete(channel);
      };
    },
    listenerCount(channel) {
      if (channel !== undefined) return channels.get(channel)?.size ?? 0;
      return [...channels.values()].reduce((total, listeners) => total + listeners.size, 0);
    },
  };
}
