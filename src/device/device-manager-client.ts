import type { TagRead } from '../core/readings/reader-contract.ts';
import type { Antenna } from '../core/workstation.ts';
import { delay, startAntennas, stopAntennas, type StartFailure } from './antenna-start-stop.ts';
import { deviceTiming } from './device-constants.ts';
import type { DeviceManagerRest } from './device-manager-rest.ts';
import { parseScanningMessage } from './parse-scanning-message.ts';
import { createReadChunker } from './read-chunker.ts';
import { scanningsSocketUrl } from './socket-urls.ts';
import { openScanningSocket } from './worker-sockets.ts';
import { createListeners } from '../core/listeners.ts';

export type { StartFailure } from './antenna-start-stop.ts';

/** The part of a browser WebSocket the client uses, so tests can hand it a fake. */
export interface AntennaSocket {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  /** Where the socket can, its messages as one batch (worker-sockets.ts); else each goes to `onmessage`. */
  onbatch?: ((messages: readonly unknown[]) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

export type DeviceClientStatus = 'off' | 'starting' | 'on' | 'reading';

export interface DeviceClientOptions {
  /** 000 §4.4-10/11: stop after `autoStopMs` without reads (on by default). */
  automaticStop?: boolean;
  /** 000 §4.4-16/17: after a lost socket, start again 1 s later, at most 4 times. */
  automaticRestartAntenna?: boolean;
  /** 000 §4.4-07/08: antennas start one by one; a failed antenna clears the list. */
  useSequentialAntennasTurn?: boolean;
  autoStopMs?: number;
}

export interface DeviceManagerClientDeps {
  antennas: readonly Antenna[];
  deviceManagerWebsocket: string;
  rest: Pick<DeviceManagerRest, 'startAntenna' | 'stopAntenna'>;
  openSocket?: (url: string) => AntennaSocket;
  options?: DeviceClientOptions;
  now?: () => number;
  /** Antennas that did not start (the caller shows 'Workstation {code} could not be started'). */
  onStartFailure?: (failure: StartFailure) => void;
  /** A socket closed or failed without a manual stop (the client has stopped itself). */
  onConnectionLost?: (antenna: Antenna) => void;
}

export interface DeviceManagerClient {
  status(): DeviceClientStatus;
  subscribeStatus(listener: (status: DeviceClientStatus) => void): () => void;
  onReads(listener: (reads: readonly TagRead[]) => void): () => void;
  /** true when every antenna started and its socket opened. */
  start(): Promise<boolean>;
  /** true when every antenna reported stopped. */
  stop(): Promise<boolean>;
  /** Whether the manual-stop flag is up (it clears 300 ms after a stop). */
  manualStopActive(): boolean;
  dispose(): void;
}

interface OpenSocket {
  antenna: Antenna;
  socket: AntennaSocket;
  lastMessageAt: number;
  lastPingAt: number | undefined;
}

const keepAliveCommand = JSON.stringify({ command: 'keep-alive' });

/**
 * The device-manager client of 000 §4.4 and §7.5: start requests per antenna, then one scannings socket per antenna,
 * 100 ms apart; keep-alive while reading; stop; recovery from a lost socket; auto-stop. Reads are parsed (the socket is
 * not trusted) and handed on in chunks.
 */
export function createDeviceManagerClient(deps: DeviceManagerClientDeps): DeviceManagerClient {
  const options = {
    automaticStop: deps.options?.automaticStop ?? true,
    automaticRestartAntenna: deps.options?.automaticRestartAntenna ?? false,
    useSequentialAntennasTurn: deps.options?.useSequentialAntennasTurn ?? false,
    autoStopMs: deps.options?.autoStopMs ?? deviceTiming.autoStopMs,
  };
  const now = deps.now ?? (() => Date.now());
  const openSocket = deps.openSocket ?? openScanningSocket;
  const statusListeners = createListeners<[DeviceClientStatus]>();
  // A failing reads listener must not keep the others from their reads, so each is called on its own.
  const readListeners = new Set<(reads: readonly TagRead[]) => void>();
  const sockets = new Map<string, OpenSocket>();

  let status: DeviceClientStatus = 'off';
  let generation = 0;
  let starting: Promise<boolean> | undefined;
  let manualStop = false;
  let manualStopTimer: ReturnType<typeof setTimeout> | undefined;
  let restartAttempts = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveTimer: ReturnType<typeof setInterval> | undefined;
  let autoStopTimer: ReturnType<typeof setTimeout> | undefined;
  let lastReadAt = 0;
  let disposed = false;

  const chunker = createReadChunker(
    (reads) => {
      lastReadAt = now();
      for (const listener of readListeners) {
        try {
          listener(reads);
        } catch (error) {
          console.error('A reads listener failed', error);
        }
      }
    },
    deviceTiming.readChunkMs,
    now,
  );

  const setStatus = (next: DeviceClientStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.emit(next);
  };

  const clearTimers = () => {
    if (keepAliveTimer !== undefined) clearInterval(keepAliveTimer);
    if (autoStopTimer !== undefined) clearTimeout(autoStopTimer);
    keepAliveTimer = autoStopTimer = undefined;
  };

  /** Closes every socket the client holds; their close events are then not a lost connection. */
  const closeSockets = () => {
    const open = [...sockets.values()];
    sockets.clear();
    for (const { socket } of open) {
      socket.onmessage = socket.onbatch = socket.onerror = socket.onclose = socket.onopen = null;
      try {
        socket.close();
      } catch {
        // already closed
      }
    }
    chunker.flush();
  };

  const lost = (antenna: Antenna) => {
    if (manualStop || disposed) return;
    generation += 1;
    starting = undefined;
    clearTimers();
    closeSockets();
    setStatus('off');
    deps.onConnectionLost?.(antenna);
    scheduleRestart();
  };

  const scheduleRestart = () => {
    if (!options.automaticRestartAntenna || restartAttempts >= deviceTiming.maxRestartAttempts) return;
    restartAttempts += 1;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      void start().then((ok) => {
        // A socket lost during this start has already scheduled the next attempt.
        if (!ok && restartTimer === undefined && status === 'off' && !manualStop) scheduleRestart();
      });
    }, deviceTiming.restartDelayMs);
  };

  const keepAlive = () => {
    for (const entry of [...sockets.values()]) {
      // Liveness is judged by the last message, not by how late this timer fired: a throttled background tab fires it
      // late, but the answer to the previous keep-alive has still arrived.
      if (entry.lastPingAt !== undefined && entry.lastMessageAt < entry.lastPingAt) return lost(entry.antenna);
      try {
        entry.socket.send(keepAliveCommand);
      } catch {
        return lost(entry.antenna);
      }
      entry.lastPingAt = now();
    }
  };

  const armAutoStop = (waitMs: number) => {
    if (!options.automaticStop) return;
    autoStopTimer = setTimeout(() => {
      autoStopTimer = undefined;
      const idle = now() - lastReadAt;
      if (idle >= options.autoStopMs) void stop();
      else armAutoStop(options.autoStopMs - idle);
    }, waitMs);
  };

  const connect = (antenna: Antenna, gen: number) =>
    new Promise<boolean>((resolve) => {
      const socket = openSocket(scanningsSocketUrl(deps.deviceManagerWebsocket, antenna.id));
      const entry: OpenSocket = { antenna, socket, lastMessageAt: now(), lastPingAt: undefined };
      sockets.set(antenna.id, entry);
      let opened = false;
      socket.onopen = () => {
        opened = true;
        entry.lastMessageAt = now();
        if (gen === generation) setStatus('reading');
        resolve(true);
      };
      socket.onmessage = (event) => {
        entry.lastMessageAt = now();
        const read = parseScanningMessage(event.data, antenna.code);
        if (read) chunker.push(read);
      };
      // A batch is already a chunk: its reads go on at once, together.
      socket.onbatch = (messages) => {
        entry.lastMessageAt = now();
        const reads: TagRead[] = [];
        for (const data of messages) {
          const read = parseScanningMessage(data, antenna.code);
          if (read) reads.push(read);
        }
        chunker.pushAll(reads);
      };
      const failed = () => {
        if (sockets.get(antenna.id) !== entry) return;
        sockets.delete(antenna.id);
        if (!opened) resolve(false);
        lost(antenna);
      };
      socket.onerror = failed;
      socket.onclose = failed;
    });

  const run = async (gen: number): Promise<boolean> => {
    setStatus('starting');
    const { started, failure } = await startAntennas(deps.rest, deps.antennas, options.useSequentialAntennasTurn);
    if (gen !== generation) return false;
    if (failure) deps.onStartFailure?.(failure);
    if (started.length === 0) {
      setStatus('off');
      return false;
    }
    setStatus('on');
    const opened: boolean[] = [];
    for (const [index, antenna] of started.entries()) {
      if (index > 0) await delay(deviceTiming.antennaGapMs);
      if (gen !== generation) return false;
      opened.push(await connect(antenna, gen));
    }
    if (gen !== generation) return false;
    lastReadAt = now();
    keepAliveTimer = setInterval(keepAlive, deviceTiming.keepAliveMs);
    armAutoStop(options.autoStopMs);
    const ok = !failure && opened.every(Boolean);
    if (ok) restartAttempts = 0;
    return ok;
  };

  async function start(): Promise<boolean> {
    if (disposed) return false;
    if (starting) return starting;
    if (status === 'reading' || status === 'on') return true;
    const gen = ++generation;
    const attempt = run(gen).finally(() => {
      if (starting === attempt) starting = undefined;
    });
    starting = attempt;
    return attempt;
  }

  async function stop(): Promise<boolean> {
    manualStop = true;
    if (manualStopTimer !== undefined) clearTimeout(manualStopTimer);
    generation += 1;
    starting = undefined;
    if (restartTimer !== undefined) clearTimeout(restartTimer);
    restartTimer = undefined;
    restartAttempts = 0;
    clearTimers();
    closeSockets();
    const allStopped = await stopAntennas(deps.rest, deps.antennas);
    setStatus('off');
    manualStopTimer = setTimeout(() => {
      manualStop = false;
      manualStopTimer = undefined;
    }, deviceTiming.manualStopClearMs);
    return allStopped;
  }

  return {
    status: () => status,
    subscribeStatus(listener) {
      return statusListeners.add(listener);
    },
    onReads(listener) {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
    start,
    stop,
    manualStopActive: () => manualStop,
    dispose() {
      disposed = true;
      generation += 1;
      if (restartTimer !== undefined) clearTimeout(restartTimer);
      if (manualStopTimer !== undefined) clearTimeout(manualStopTimer);
      clearTimers();
      closeSockets();
      chunker.dispose();
      statusListeners.clear();
      readListeners.clear();
    },
  };
}
