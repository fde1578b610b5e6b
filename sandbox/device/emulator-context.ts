import { AntennaRegistry, type StartSession } from './antenna-registry.ts';
import { CallLog, type LoggedCall } from './call-log.ts';
import type { EmulatedTag } from './emulated-tag.ts';
import { throwIfFaulty, type Faults } from './emulator-faults.ts';
import { HttpError } from './http-errors.ts';
import { TagStreamTicker } from './tag-stream-ticker.ts';

export const maxTagsPerSecond = 100_000;

export interface AntennaSnapshot {
  antennaId: string;
  started: boolean;
  session: StartSession | null;
  fieldSize: number;
  tagsPerSecond: number;
  sentTags: number;
  sockets: { scannings: number; commands: number };
}

/** GET /emulator/state. */
export interface EmulatorStateSnapshot {
  antennas: AntennaSnapshot[];
  faults: Faults;
  calls: LoggedCall[];
}

export function parseTagsPerSecond(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > maxTagsPerSecond) {
    throw new HttpError(400, `'tagsPerSecond' must be a number above 0 and at most ${maxTagsPerSecond}`);
  }
  return value;
}

/** The emulator's whole mutable state, shared by the REST routes, the control API and the sockets. */
export class EmulatorContext {
  readonly antennas: AntennaRegistry;
  readonly calls = new CallLog();
  readonly ticker: TagStreamTicker;
  readonly log: (line: string) => void;
  faults: Faults = {};

  constructor(initialFields: Record<string, EmulatedTag[]>, defaultTagsPerSecond: number, log: (line: string) => void) {
    this.antennas = new AntennaRegistry(initialFields, parseTagsPerSecond(defaultTagsPerSecond));
    this.ticker = new TagStreamTicker(this.antennas);
    this.log = log;
  }

  /** 000 §7.5 start: the antenna streams its field to its scannings sockets until stopped. */
  startAntenna(antennaId: string, session: StartSession): void {
    throwIfFaulty(this.faults, 'start', antennaId);
    const antenna = this.antennas.antenna(antennaId);
    antenna.started = true;
    antenna.session = session;
    antenna.budget = 0;
    this.ticker.wake();
    this.log(`antenna ${antennaId} started (session ${session.sessionId}, via ${session.via})`);
  }

  stopAntenna(antennaId: string): void {
    throwIfFaulty(this.faults, 'stop', antennaId);
    const antenna = this.antennas.antenna(antennaId);
    antenna.started = false;
    antenna.budget = 0;
    this.log(`antenna ${antennaId} stopped`);
  }

  reset(): void {
    this.antennas.reset();
    this.faults = {};
    this.calls.clear();
    this.log('emulator reset');
  }

  snapshot(): EmulatorStateSnapshot {
    return {
      antennas: this.antennas.list().map((antenna) => ({
        antennaId: antenna.id,
        started: antenna.started,
        session: antenna.session,
        fieldSize: antenna.field.length,
        tagsPerSecond: antenna.tagsPerSecond,
        sentTags: antenna.sentTags,
        sockets: { scannings: antenna.scannings.size, commands: antenna.commands.size },
      })),
      faults: { ...this.faults },
      calls: this.calls.list(),
    };
  }
}
