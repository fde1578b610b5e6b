/**
 * Runs of boxes through a conveyor (001 §2.12, §4.10), for tests and benchmarks: each box is the six events of
 * conveyor-boxes.ts, published on the conveyor's stream (event-hub.ts keeps them while no station listens).
 * Without a rate, a run is published at once. With ratePerSecond (up to 50), box k starts k / rate seconds after the
 * request and its events are spread evenly over its slot, so 20 boxes a second for 60 s is 1,200 boxes and 7,200
 * events. One timer serves every run. The items of the boxes are seeded items (their embedded UHF EPC), taken in turn
 * so that boxes in a row hold different items.
 */
import type { Queryable } from '../db/database.ts';
import { boxBarcode, boxEvents, unknownEpc } from './conveyor-boxes.ts';
import type { Box, ConveyorEvent } from './conveyor-boxes.ts';
import { conveyorChannel } from './event-hub.ts';
import type { EventHub } from './event-hub.ts';

export interface BoxRunPlan {
  count: number;
  itemsPerBox: number;
  /** Boxes a second; 0 or absent publishes the whole run at once. */
  ratePerSecond?: number;
  unknownPerBox?: number;
}

export interface BoxRunSummary {
  conveyorId: string;
  ratePerSecond: number;
  /** When the last event is due, from the request. */
  durationMs: number;
  events: number;
  boxes: Box[];
}

export interface ConveyorStatus {
  conveyorId: string;
  /** Streams open on this conveyor. */
  listeners: number;
  /** Events waiting for a stream. */
  queued: number;
  /** Events of running runs not yet published. */
  scheduled: number;
  published: number;
}

export interface ConveyorProducer {
  run(conveyorId: string, plan: BoxRunPlan): Promise<BoxRunSummary>;
  status(conveyorId: string): ConveyorStatus;
  /** Cancels every scheduled event and forgets the counts. */
  stopAll(): void;
}

interface Scheduled {
  at: number;
  conveyorId: string;
  event: Omit<ConveyorEvent, 'eventCreationDate'>;
}

/** Embedded UHF EPCs of the items, oldest first (the seeded stock comes before anything created later). */
async function itemEpcs(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ epc: string }>(
    `select (select identifier ->> 'code' from jsonb_array_elements(data -> 'identifiers') identifier
              where identifier ->> 'type' = 'UHF_TAG' order by identifier ->> 'role' = 'EMBEDDED' desc limit 1) as epc
       from resources where kind = 'items'
      order by created_at, id limit 5000`,
  );
  return rows.map((row) => row.epc).filter((epc) => typeof epc === 'string');
}

export function createConveyorProducer(hub: EventHub, db: Queryable): ConveyorProducer {
  let schedule: Scheduled[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let boxSequence = 0;
  let itemCursor = 0;
  let unknownCursor = 0;
  const published = new Map<string, number>();

  const send = (entry: Scheduled) => {
    hub.publishConveyor(entry.conveyorId, { ...entry.event, eventCreationDate: Date.now() });
    published.set(entry.conveyorId, (published.get(entry.conveyorId) ?? 0) + 1);
  };

  function wake(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const now = Date.now();
    const firstLater = schedule.findIndex((entry) => entry.at > now);
    const due = schedule.splice(0, firstLater === -1 ? schedule.length : firstLater);
    for (const entry of due) send(entry);
    const next = schedule[0];
    if (!next) return;
    timer = setTimeout(wake, Math.max(0, next.at - Date.now()));
    timer.unref?.();
  }

  function nextBoxes(epcs: string[], plan: BoxRunPlan): Box[] {
    return Array.from({ length: plan.count }, () => {
      boxSequence += 1;
      const items = Array.from({ length: Math.min(plan.itemsPerBox, epcs.length) }, () => {
        const epc = epcs[itemCursor % epcs.length]!;
        itemCursor += 1;
        return epc;
      });
      const unknown = Array.from({ length: plan.unknownPerBox ?? 0 }, () => unknownEpc(unknownCursor++));
      return { barcode: boxBarcode(boxSequence), sequence: boxSequence, epcs: items, unknownEpcs: unknown };
    });
  }

  return {
    async run(conveyorId, plan) {
      const boxes = nextBoxes(await itemEpcs(db), plan);
      const rate = plan.ratePerSecond ?? 0;
      const events = boxes.map((box) => boxEvents(conveyorId, box));
      const total = events.reduce((sum, list) => sum + list.length, 0);
      if (rate <= 0) {
        for (const event of events.flat()) send({ at: 0, conveyorId, event });
        return { conveyorId, ratePerSecond: 0, durationMs: 0, events: total, boxes };
      }
      const start = Date.now();
      const slot = 1000 / rate;
      const entries = events.flatMap((list, box) =>
        list.map((event, index) => ({ at: start + box * slot + (index * slot) / list.length, conveyorId, event })),
      );
      schedule = [...schedule, ...entries].sort((a, b) => a.at - b.at);
      wake();
      const durationMs = Math.round(entries.at(-1)!.at - start);
      return { conveyorId, ratePerSecond: rate, durationMs, events: total, boxes };
    },
    status: (conveyorId) => ({
      conveyorId,
      listeners: hub.listenerCount(conveyorChannel(conveyorId)),
      queued: hub.pendingConveyorEvents(conveyorId),
      scheduled: schedule.filter((entry) => entry.conveyorId === conveyorId).length,
      published: published.get(conveyorId) ?? 0,
    }),
    stopAll() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      schedule = [];
      published.clear();
    },
  };
}
