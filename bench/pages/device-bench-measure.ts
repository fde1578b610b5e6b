import { parseAntenna } from '../../src/core/workstation.ts';
import { createDeviceManagerRest } from '../../src/device/device-manager-rest.ts';
import { scanningsSocketUrl } from '../../src/device/socket-urls.ts';
import { createWorkstationReader } from '../../src/device/workstation-reader.ts';
import type { ReaderController } from '../../src/device/reader-controller.ts';

export interface BenchTarget {
  deviceUrl: string;
  websocketUrl: string;
  antennaId: string;
}

export interface ReadMeasure {
  reads: number;
  unique: number;
  elapsedMs: number;
  readsPerSecond: number;
  maxLongTaskMs: number;
  maxFrameGapMs: number;
}

export const benchWorkstation = (target: BenchTarget) => ({
  code: 'BENCH',
  antennas: [
    parseAntenna({
      id: target.antennaId,
      code: 'ANT-BENCH',
      reader: { code: 'RDR-BENCH', deviceType: 'impinj-speedway-octane', settings: {} },
    }),
  ],
  deviceManagerUrl: target.deviceUrl,
  deviceManagerWebsocket: target.websocketUrl,
});

/** Long tasks and frame gaps while a measure runs: what a user would feel as a frozen screen. */
function watchResponsiveness() {
  let maxLongTaskMs = 0;
  let maxFrameGapMs = 0;
  let last = performance.now();
  let frame = 0;
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('longtask')
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) maxLongTaskMs = Math.max(maxLongTaskMs, entry.duration);
        })
      : undefined;
  observer?.observe({ type: 'longtask' });
  const tick = (now: number) => {
    maxFrameGapMs = Math.max(maxFrameGapMs, now - last);
    last = now;
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame((now) => {
    last = now;
    frame = requestAnimationFrame(tick);
  });
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    return { maxLongTaskMs, maxFrameGapMs };
  };
}

/** Counts reads as they come, from the first one to `expected` (or the timeout). */
function counter(expected: number, timeoutMs: number) {
  const seen = new Set<string>();
  let reads = 0;
  let first = 0;
  let resolveDone!: (elapsed: number) => void;
  const done = new Promise<number>((resolve) => (resolveDone = resolve));
  const timer = setTimeout(() => resolveDone(first ? performance.now() - first : timeoutMs), timeoutMs);
  return {
    add(key: string) {
      if (reads === 0) first = performance.now();
      reads += 1;
      seen.add(key);
      if (reads === expected) {
        clearTimeout(timer);
        resolveDone(performance.now() - first);
      }
    },
    done,
    totals: () => ({ reads, unique: seen.size }),
  };
}

async function measure(
  run: (count: ReturnType<typeof counter>) => Promise<() => Promise<void>>,
  expected: number,
  timeoutMs: number,
): Promise<ReadMeasure> {
  const count = counter(expected, timeoutMs);
  const stopWatching = watchResponsiveness();
  const stop = await run(count);
  const elapsedMs = await count.done;
  const responsiveness = stopWatching();
  await stop();
  const { reads, unique } = count.totals();
  return {
    reads,
    unique,
    elapsedMs,
    readsPerSecond: Math.round((Math.min(reads, expected) / elapsedMs) * 1000),
    ...responsiveness,
  };
}

/** Reads through the station's device client (parsing, chunking, keep-alive: everything a screen gets). */
export function measureClient(target: BenchTarget, expected: number, timeoutMs: number): Promise<ReadMeasure> {
  return measure(
    async (count) => {
      const reader: ReaderController = createWorkstationReader({
        workstation: benchWorkstation(target),
        options: { automaticStop: false },
        dialogs: { toast: (toast) => console.warn(toast.title) },
        translate: (key) => key,
      });
      reader.onReads((reads) => {
        for (const read of reads) count.add(read.epc ?? read.uid ?? '');
      });
      await reader.start();
      return async () => {
        await reader.stop();
        reader.dispose();
      };
    },
    expected,
    timeoutMs,
  );
}

/** The floor: a bare WebSocket handler that only parses each message, beside the client in the same run. */
export function measureBareSocket(target: BenchTarget, expected: number, timeoutMs: number): Promise<ReadMeasure> {
  return measure(
    async (count) => {
      const workstation = benchWorkstation(target);
      const antenna = workstation.antennas[0]!;
      const rest = createDeviceManagerRest({ baseUrl: target.deviceUrl });
      const socket = new WebSocket(scanningsSocketUrl(target.websocketUrl, target.antennaId));
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data as string) as { epc?: string; uid?: string };
        if (message.epc || message.uid) count.add(message.epc ?? message.uid ?? '');
      };
      await new Promise((resolve) => (socket.onopen = resolve));
      await rest.startAntenna(antenna, workstation.antennas);
      return async () => {
        await rest.stopAntenna(antenna, workstation.antennas);
        socket.close();
      };
    },
    expected,
    timeoutMs,
  );
}
