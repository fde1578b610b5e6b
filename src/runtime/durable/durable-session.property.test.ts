// @vitest-environment node
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { unknownDecodedRead, type DecodedRead } from '../../core/readings/decoded-read.ts';
import { createReadingsPipeline, type ReadingsPipeline } from '../../core/readings/readings-pipeline.ts';
import { demoRead } from '../../test-support/test-reads.ts';
import { openDurableSessionStore, type DurableSessionStore } from './durable-session-store.ts';
import { createDurableSessionWriter, type DurableSessionWriter } from './durable-session-writer.ts';

const itemStatuses = { ignore: [], ignoreWithReason: [], error: [], warning: [] };
const codes = Array.from({ length: 24 }, (_, index) => `E2800000000000000000${String(index).padStart(4, '0')}`);

/** Even codes are items (each its own), odd ones unknown tags: the answer depends only on the code. */
const answerFor = (code: string): DecodedRead =>
  codes.indexOf(code) % 2 === 0
    ? demoRead(code, [], { id: `item-${code}`, productCode: 'P1' })
    : unknownDecodedRead(code);

type Command =
  | { type: 'read'; picks: number[] }
  | { type: 'remove'; pick: number }
  | { type: 'clear' }
  | { type: 'settle' }
  | { type: 'flush' };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('read' as const), picks: fc.array(fc.nat(23), { maxLength: 6 }) }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('remove' as const), pick: fc.nat(23) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'clear' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'settle' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'flush' as const }) },
);

/** Lets decode answers (resolved promises) and their listing run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Station {
  pipeline: ReadingsPipeline;
  writer: DurableSessionWriter;
}

function openStation(store: DurableSessionStore, name: string): Station {
  const writer = createDurableSessionWriter({
    store: Promise.resolve(store),
    identity: {
      userId: 'u1',
      workstationId: 'ws1',
      operationCode: name,
      description: 'Simple list',
      route: '/simple-item-list/reading/X',
      navigation: { formData: { note: 'n' } },
    },
    // Only explicit flushes write: the cut then knows exactly what was stored.
    intervalMs: 1e9,
    // Small slices, so a write of several records goes in several transactions here too.
    recordsPerTransaction: 3,
    // Compactions often, so cuts fall before, during and after them too.
    compaction: { factor: 1, slack: 0 },
    onError: (error) => {
      throw error;
    },
  });
  const pipeline = createReadingsPipeline({
    path: 'batch',
    itemStatuses,
    batchIntervalTagCount: 1,
    decode: async (requested) => requested.map(answerFor),
    journal: writer.journal,
  });
  return { pipeline, writer };
}

/** What a restore must bring back: every tag held, its answer when it had one, in arrival order. */
function visible(pipeline: ReadingsPipeline) {
  const tags = [...pipeline.tags()].map((tag) => tag.code);
  const listed = [...pipeline.reads()].map((read) => read.identifierCode);
  return { tags, listed };
}

async function run(station: Station, commands: readonly Command[]) {
  let stored = visible(station.pipeline);
  for (const step of commands) {
    if (step.type === 'read') station.pipeline.push(step.picks.map((pick) => ({ epc: codes[pick] })));
    else if (step.type === 'remove') station.pipeline.remove({ identifierCode: codes[step.pick] });
    else if (step.type === 'clear') station.pipeline.clear();
    else if (step.type === 'settle') await settle();
    else {
      await settle();
      await station.writer.flush();
      stored = visible(station.pipeline);
    }
  }
  return stored;
}

describe('durable reading session (model-based)', () => {
  let store: DurableSessionStore | undefined;
  afterEach(() => store?.close());

  it('should restore, after a cut at any point, every read stored before it, once, in order, and with its answer', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { maxLength: 40 }),
        fc.array(command, { maxLength: 25 }),
        async (before, after) => {
          round += 1;
          store?.close();
          store = await openDurableSessionStore(`durable-model-${round}`);
          const first = openStation(store, 'OP');
          // The cut: the station is gone after these commands; nothing unflushed survives it.
          const stored = await run(first, before);

          const loaded = await store.load(first.writer.id);
          const second = openStation(store, 'OP');
          if (loaded) {
            second.pipeline.restore(loaded.reads);
            second.writer.adopt(loaded.reads, loaded.header.confirm);
          }
          await settle();
          const restored = visible(second.pipeline);
          expect(restored.tags).toEqual(stored.tags);
          expect(new Set(restored.listed).size).toBe(restored.listed.length);
          expect(restored.listed).toEqual(stored.listed.filter((code) => restored.listed.includes(code)));
          expect(restored.listed.length).toBe(stored.listed.length);
          expect(loaded?.header.readCount ?? 0).toBe(stored.tags.length);
          for (const read of second.pipeline.reads())
            expect(read.item?.id ?? '').toBe(answerFor(read.identifierCode).item?.id ?? '');

          // The restored session goes on and is cut again: what it stored since is restored on top.
          const storedAgain = await run(second, [...after, { type: 'flush' }]);
          const reloaded = await store.load(first.writer.id);
          const third = openStation(store, 'OP');
          if (reloaded) third.pipeline.restore(reloaded.reads);
          await settle();
          expect(visible(third.pipeline).tags).toEqual(storedAgain.tags);
          expect(visible(third.pipeline).listed.length).toBe(storedAgain.listed.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
