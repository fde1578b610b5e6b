/**
 * In-process publisher of the server-sent events (000 §7.6, 001 §7, 002 §7 Server-sent events): operation
 * features publish asynchronous confirmation outcomes for a user and conveyor events for a conveyor; the SSE
 * routes forward them to the connected clients.
 *
 * An async outcome published while none of the user's streams can take it (none open, or all silenced by a
 * test fault) waits in the user's outbox and goes to the next stream that opens: a client that reconnects
 * after a dropped stream still gets its outcome, once. Conveyor events wait the same way, per conveyor, so a
 * box sent while the station reconnects is not lost.
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
  /** Conveyor events waiting for a stream of this conveyor. */
  pendingConveyorEvents(conveyorId: string): number;
  /** Drops the conveyor events waiting for a stream (all conveyors, or one). */
  clearConveyorQueues(conveyorId?: string): void;
}

/** Outcomes kept per user while no stream takes them; the oldest go first beyond this. */
export const OUTBOX_LIMIT = 100;
/** Conveyor events kept per conveyor (a minute of 20 boxes a second is 7,200). */
export const CONVEYOR_OUTBOX_LIMIT = 20_000;

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

  /** Publishes, or keeps the payload for the next stream when none takes it. */
  function publishOrKeep(channel: string, payload: unknown, limit: number): void {
    if (publish(channel, payload) > 0) return;
    const outbox = outboxes.get(channel) ?? [];
    outbox.push(payload);
    if (outbox.length > limit) outbox.splice(0, outbox.length - limit);
    outboxes.set(channel, outbox);
  }

  return {
    publishAsyncOutcome: (userId, outcome) => publishOrKeep(asyncOutcomeChannel(userId), outcome, OUTBOX_LIMIT),
    publishConveyor: (conveyorId, data) =>
      publishOrKeep(conveyorChannel(conveyorId), { conveyorId, data }, CONVEYOR_OUTBOX_LIMIT),
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
    pendingConveyorEvents: (conveyorId) => outboxes.get(conveyorChannel(conveyorId))?.length ?? 0,
    clearConveyorQueues(conveyorId) {
      for (const channel of [...outboxes.keys()])
        if (
          conveyorId === undefined ? channel.startsWith(conveyorChannel('')) : channel === conveyorChannel(conveyorId)
        )
          outboxes.delete(channel);
    },
  };
}
