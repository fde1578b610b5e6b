import type { WebSocket } from 'ws';
import { copyTag, type EmulatedTag } from './emulated-tag.ts';

/** What the last start request said (000 §7.5 start query and body). */
export interface StartSession {
  sessionId: string;
  readerId: string | undefined;
  memoryBank: string | undefined;
  via: 'rest' | 'command';
}

/** The emulated state of one antenna: the tags in its field, whether it reads, and who listens. */
export interface AntennaState {
  readonly id: string;
  field: EmulatedTag[];
  started: boolean;
  session: StartSession | null;
  tagsPerSecond: number;
  /** Index of the next field tag to stream (round robin). */
  cursor: number;
  /** Fraction of a tag owed by the rate limiter between ticks. */
  budget: number;
  /** performance.now() of the last message sent on the scannings sockets, for the idle heartbeat. */
  lastSentAt: number;
  sentTags: number;
  readonly scannings: Set<WebSocket>;
  readonly commands: Set<WebSocket>;
}

/** Antennas are created on first mention: any antenna id the station uses is a valid antenna. */
export class AntennaRegistry {
  private readonly antennas = new Map<string, AntennaState>();
  private readonly initialFields: Record<string, EmulatedTag[]>;
  private readonly defaultTagsPerSecond: number;

  constructor(initialFields: Record<string, EmulatedTag[]>, defaultTagsPerSecond: number) {
    this.initialFields = initialFields;
    this.defaultTagsPerSecond = defaultTagsPerSecond;
    this.loadInitialFields();
  }

  antenna(id: string): AntennaState {
    let state = this.antennas.get(id);
    if (state === undefined) {
      state = {
        id,
        field: [],
        started: false,
        session: null,
        tagsPerSecond: this.defaultTagsPerSecond,
        cursor: 0,
        budget: 0,
        lastSentAt: 0,
        sentTags: 0,
        scannings: new Set(),
        commands: new Set(),
      };
      this.antennas.set(id, state);
    }
    return state;
  }

  list(): AntennaState[] {
    return [...this.antennas.values()];
  }

  setField(id: string, tags: readonly EmulatedTag[]): void {
    const antenna = this.antenna(id);
    antenna.field = tags.map(copyTag);
    antenna.cursor = 0;
  }

  addToField(id: string, tags: readonly EmulatedTag[]): void {
    this.antenna(id).field.push(...tags.map(copyTag));
  }

  field(id: string): EmulatedTag[] {
    return (this.antennas.get(id)?.field ?? []).map(copyTag);
  }

  /** Terminates (no close frame, like a crashed device manager) every socket of one antenna; returns how many. */
  dropSockets(id: string): number {
    const antenna = this.antennas.get(id);
    if (antenna === undefined) return 0;
    const sockets = [...antenna.scannings, ...antenna.commands];
    for (const socket of sockets) socket.terminate();
    antenna.scannings.clear();
    antenna.commands.clear();
    return sockets.length;
  }

  /** Back to the state the emulator started with: initial fields, default rates, nothing started, no sockets. */
  reset(): void {
    for (const antenna of this.antennas.values()) this.dropSockets(antenna.id);
    this.antennas.clear();
    this.loadInitialFields();
  }

  private loadInitialFields(): void {
    for (const [id, tags] of Object.entries(this.initialFields)) this.setField(id, tags);
  }
}
