import { performance } from 'node:perf_hooks';
import type { Socket } from 'node:net';
import { WebSocket } from 'ws';
import type { AntennaRegistry, AntennaState } from './antenna-registry.ts';
import { encodedTagMessage } from './emulated-tag.ts';

export interface TagStreamTickerOptions {
  tickMs?: number;
  /** A started antenna that has sent nothing for this long sends `{"type":"keep-alive"}`. */
  heartbeatMs?: number;
}

/** A socket whose unsent data exceeds this is skipped for a tick instead of buffering without bound. */
const maxBufferedBytes = 1 << 20;
/** At most this much time's worth of tags is sent at once after the event loop was late. */
const maxCatchUpSeconds = 0.1;

/**
 * The TCP socket under a WebSocket (ws keeps it in `_socket`). A tick's messages are corked into one write: still one
 * WebSocket message per tag, as the device manager sends them, but not one system call and one packet per tag, which
 * at tens of thousands of reads a second would cost the emulator (and the browser) more than the reads themselves.
 */
const transportOf = (socket: WebSocket): Pick<Socket, 'cork' | 'uncork'> | undefined => {
  const transport = (socket as unknown as { _socket?: Partial<Pick<Socket, 'cork' | 'uncork'>> })._socket;
  return typeof transport?.cork === 'function' && typeof transport.uncork === 'function'
    ? (transport as Pick<Socket, 'cork' | 'uncork'>)
    : undefined;
};

export const keepAliveMessage = JSON.stringify({ type: 'keep-alive' });

/**
 * Streams each started antenna's field, round robin with repeats, to its scannings sockets at the antenna's
 * rate. One shared timer ticks every few milliseconds and sends as many reads per tick as the elapsed time
 * pays for, so high rates never block the event loop; it stops itself when no antenna is started.
 */
export class TagStreamTicker {
  private readonly antennas: AntennaRegistry;
  private readonly tickMs: number;
  private readonly heartbeatMs: number;
  private timer: NodeJS.Timeout | null = null;
  private lastTick = 0;

  constructor(antennas: AntennaRegistry, options: TagStreamTickerOptions = {}) {
    this.antennas = antennas;
    this.tickMs = options.tickMs ?? 10;
    this.heartbeatMs = options.heartbeatMs ?? 1000;
  }

  /** Call after starting an antenna. */
  wake(): void {
    if (this.timer !== null) return;
    this.lastTick = performance.now();
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    const now = performance.now();
    const elapsedSeconds = (now - this.lastTick) / 1000;
    this.lastTick = now;
    let anyStarted = false;
    for (const antenna of this.antennas.list()) {
      if (!antenna.started) continue;
      anyStarted = true;
      this.streamAntenna(antenna, now, elapsedSeconds);
    }
    if (!anyStarted) this.stop();
  }

  private streamAntenna(antenna: AntennaState, now: number, elapsedSeconds: number): void {
    const listeners = [...antenna.scannings].filter((socket) => socket.readyState === WebSocket.OPEN);
    if (listeners.length === 0) {
      antenna.budget = 0;
      return;
    }
    if (this.sendReads(antenna, listeners, elapsedSeconds) > 0) {
      antenna.lastSentAt = now;
    } else if (now - antenna.lastSentAt >= this.heartbeatMs) {
      for (const socket of listeners) socket.send(keepAliveMessage);
      antenna.lastSentAt = now;
    }
  }

  /** Sends the reads the rate allows since the last tick; returns how many. */
  private sendReads(antenna: AntennaState, listeners: WebSocket[], elapsedSeconds: number): number {
    if (antenna.field.length === 0) {
      antenna.budget = 0;
      return 0;
    }
    const maxBudget = Math.max(1, antenna.tagsPerSecond * maxCatchUpSeconds);
    antenna.budget = Math.min(antenna.budget + antenna.tagsPerSecond * elapsedSeconds, maxBudget);
    const count = Math.floor(antenna.budget);
    antenna.budget -= count;
    const ready = listeners.filter((socket) => socket.bufferedAmount < maxBufferedBytes);
    const transports = ready.map(transportOf);
    transports.forEach((transport) => transport?.cork());
    for (let sent = 0; sent < count; sent++) {
      antenna.cursor %= antenna.field.length;
      const tag = antenna.field[antenna.cursor];
      antenna.cursor += 1;
      if (tag === undefined) continue;
      const message = encodedTagMessage(tag);
      for (const socket of ready) socket.send(message, { binary: false });
    }
    transports.forEach((transport) => transport?.uncork());
    antenna.sentTags += count;
    return count;
  }
}
