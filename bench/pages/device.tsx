import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createWorkstationReader } from '../../src/device/workstation-reader.ts';
import type { ReaderStatus } from '../../src/core/readings/reader-contract.ts';
import { openMeasuredStore, type MeasuredStore } from './bench-persistence.ts';
import { measureListed } from './device-bench-listed.ts';
import { benchWorkstation, measureBareSocket, measureClient, type BenchTarget } from './device-bench-measure.ts';
import '../../src/styles.css';

/**
 * The device-reading bench page: the station's device client against a device manager named in the query
 * (`device`, `ws`, `antenna`). It shows what a reading screen would count (unique tags, reads, the reader state) and
 * offers `window.__bench` to the benchmark, which writes its results to `window.__benchResult`.
 */
const params = new URLSearchParams(window.location.search);
const target: BenchTarget = {
  deviceUrl: params.get('device') ?? 'http://localhost:4002',
  websocketUrl: params.get('ws') ?? 'ws://localhost:4002',
  antennaId: params.get('antenna') ?? 'bench-antenna',
};

declare global {
  interface Window {
    __bench?: {
      measureClient: (expected: number, timeoutMs: number) => Promise<unknown>;
      measureBareSocket: (expected: number, timeoutMs: number) => Promise<unknown>;
      measureListed: (unique: number, timeoutMs: number) => Promise<unknown>;
    };
    __benchResult?: unknown;
  }
}

let store: Promise<MeasuredStore> | undefined;
/** The page's IndexedDB, opened on first use (as the station opens its store). */
const persistence = () => (store ??= openMeasuredStore('bench-device-sessions'));

window.__bench = {
  measureClient: async (expected, timeoutMs) =>
    (window.__benchResult = await measureClient(target, expected, timeoutMs)),
  measureBareSocket: async (expected, timeoutMs) =>
    (window.__benchResult = await measureBareSocket(target, expected, timeoutMs)),
  measureListed: async (unique, timeoutMs) =>
    (window.__benchResult = await measureListed(target, await persistence(), unique, timeoutMs)),
};

/** A live monitor: start/stop the reader (auto-restart on, automatic stop off) and watch the counts. */
function DeviceMonitor() {
  const [reader] = useState(() =>
    createWorkstationReader({
      workstation: benchWorkstation(target),
      options: { automaticStop: false, automaticRestartAntenna: true },
      dialogs: { toast: (toast) => console.warn(toast.title) },
      translate: (key) => key,
    }),
  );
  const [status, setStatus] = useState<ReaderStatus>('off');
  const [counts, setCounts] = useState({ unique: 0, reads: 0 });
  useEffect(() => {
    const seen = new Set<string>();
    let reads = 0;
    let frame = 0;
    const unsubscribeStatus = reader.subscribeStatus(setStatus);
    const unsubscribeReads = reader.onReads((chunk) => {
      reads += chunk.length;
      for (const read of chunk) seen.add(read.epc ?? read.uid ?? '');
      // Counts paint once per frame, however fast the reads come.
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          setCounts({ unique: seen.size, reads });
        });
    });
    return () => {
      unsubscribeStatus();
      unsubscribeReads();
      cancelAnimationFrame(frame);
    };
  }, [reader]);
  const running = status === 'reading' || status === 'on' || status === 'starting';
  return (
    <main className="flex flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold">Device reading bench</h1>
      <p>
        Reader: <output aria-label="reader status">{status}</output>
      </p>
      <p>
        Unique tags: <output aria-label="unique tags">{counts.unique}</output>
      </p>
      <p>
        Reads: <output aria-label="reads">{counts.reads}</output>
      </p>
      <button
        type="button"
        className="w-fit rounded-xl bg-brand px-5 py-2 font-semibold text-neutral-950"
        onClick={() => void (running ? reader.stop() : reader.start())}
      >
        {running ? 'Stop reading' : 'Start reading'}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DeviceMonitor />
  </StrictMode>,
);
