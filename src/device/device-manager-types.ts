/** The device-manager client's contract (000 §4.4, §7.5): what it needs and what it offers. */
import type { TagRead } from '../core/readings/reader-contract.ts';
import type { Antenna } from '../core/workstation.ts';
import type { StartFailure } from './antenna-start-stop.ts';
import type { DeviceManagerRest } from './device-manager-rest.ts';

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
