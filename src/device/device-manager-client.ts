import type { TagRead } from '../core/readings/reader-contract.ts';
import type { Antenna } from '../core/workstation.ts';
import { delay, startAntennas, stopAntennas } from './antenna-start-stop.ts';
import { deviceTiming } from './device-constants.ts';
import { parseScanningMessage } from './parse-scanning-message.ts';
import { createReadChunker } from './read-chunker.ts';
import { scanningsSocketUrl } from './socket-urls.ts';
import { openScanningSocket } from './worker-sockets.ts';
import { createListeners } from '../core/listeners.ts';
import type {
  AntennaSocket,
  DeviceClientStatus,
  DeviceManagerClient,
  DeviceManagerClientDeps,
} from './device-manager-types.ts';

export type { StartFailure } from './antenna-start-stop.ts';

export type {
  AntennaSocket,
  DeviceClientOptions,
  DeviceClientStatus,
  DeviceManagerClient,
  DeviceManagerClientDeps,
} from './device-manager-types.ts';

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
