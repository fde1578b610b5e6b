/**
 * In-process publisher of the server-sent events (000 §7.6, 001 §7, 002 §7 Server-sent events): operation
 * features publish asynchronous confirmation outcomes for a user and conveyor events for a conveyor; the SSE
 * routes forward them to the connected clients.
 *
 * An async outcome published while none of the user's streams can take it (none open, or all silenced by a
 * test fault) waits in the user's outbox and goes to the next stream that opens: a client that reconnects
 * after a dropped stream still gets its outcome, once.
 */

/** 000 §3 Async execution event. */
export interface AsyncExecutionOutcome {
  asyncExecutionId: string;
  /** 'OK' is success; anything else is a failure carrying details (000 §4.10). */
  executionStatus: string;
  details?: unknown;
}

export type EventListener = (payload: unknown) => void;

/** What a connected stream lets the hub do to it (test faults). */
export interface StreamControl {
  /** Closes the connection. */
  drop(): void;
  /** Keeps the connection open but sends nothing more, keep-alives included. */
  silence(): void;
}

export interface EventHub {
  publishAsyncOutcome(userId: string, outcome: AsyncExecutionOutcome): void;
  /** data is one conveyor event (001 §3 Conveyor event, 002 §3 Conveyor event). */
  publishConveyor(conveyorId: string, data: unknown): void;
  subscribe(channel: string, listener: EventListener, control?: StreamControl): () => void;
  /** Listeners of one channel, or of all channels. */
  listenerCount(channel?: string): number;
  /** Closes the streams of one channel (or all); answers how many were closed. */
  dropStreams(channel?: string): number;
  /** Silences the streams of one channel (or all); answers how many were silenced. */
  silenceStreams(channel?: string): number;
  /** Outcomes waiting for a stream of this user. */
  pendingOutcomes(userId: string): number;
}

/** Outcomes kept per user while no stream takes them; the oldest go first beyond this. */
export const OUTBOX_LIMIT = 100;

export const asyncOutcomeChannel = (userId: string): string => `asyncExecutionOutcome/${userId}`;
export const conveyorChannel = (conveyorId: string): string => `conveyor/${conveyorId}`;

interface Subscriber {
  listener: EventListener;
  control?: StreamControl;
  silenced: boolean;
}

export function createEventHub(): EventHub {
  const channels = new Map<string, Set<Subscriber>>();
  const outboxes = new Map<string, unknown[]>();

  /** Delivers to every listening subscriber; answers how many took it. */
  function publish(channel: string, payload: unknown): number {
    const live = [...(channels.get(channel) ?? [])].filter((subscriber) => !subscriber.silenced);
    for (const subscriber of live) subscriber.listener(payload);
    return live.length;
  }

  function subscribersOf(channel: string | undefined): Subscriber[] {
    if (channel !== undefined) return [...(channels.get(channel) ?? [])];
    return [...channels.values()].flatMap((subscribers) => [...subscribers]);
  }

  return {
    publishAsyncOutcome(userId, outcome) {
      const channel = asyncOutcomeChannel(userId);
      if (publish(channel, outcome) === 0)
        outboxes.set(channel, [...(outboxes.get(channel) ?? []), outcome].slice(-OUTBOX_LIMIT));
    },
    publishConveyor: (conveyorId, data) => void publish(conveyorChannel(conveyorId), { conveyorId, data }),
    subscribe(channel, listener, control) {
      const subscribers = channels.get(channel) ?? new Set<Subscriber>();
      const subscriber: Subscriber = { listener, control, silenced: false };
      subscribers.add(subscriber);
      channels.set(channel, subscribers);
      const waiting = outboxes.get(channel);
      if (waiting) {
        outboxes.delete(channel);
        for (const payload of waiting) listener(payload);
      }
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && channels.get(channel) === subscribers) channels.delete(channel);
      };
    },
    listenerCount(channel) {
      return subscribersOf(channel).length;
    },
    dropStreams(channel) {
      const targets = subscribersOf(channel).filter((subscriber) => subscriber.control);
      for (const subscriber of targets) subscriber.control?.drop();
      return targets.length;
    },
    silenceStreams(channel) {
      const targets = subscribersOf(channel).filter((subscriber) => subscriber.control && !subscriber.silenced);
      for (const subscriber of targets) {
        subscriber.silenced = true;
        subscriber.control?.silence();
      }
      return targets.length;
    },
    pendingOutcomes: (userId) => outboxes.get(asyncOutcomeChannel(userId))?.length ?? 0,
  };
}
