import type { EmulatorContext } from './emulator-context.ts';
import { HttpError, isRecord } from './http-errors.ts';

/** The reply to one message on the commands socket (000 §7.5: the station waits for replies with success). */
export interface CommandReply {
  success: boolean;
  command: string | null;
  antennaId: string;
  started: boolean;
  id?: unknown;
  requestId?: unknown;
  error?: string;
}

const keepAliveCommands = new Set(['keep-alive', 'keepalive', 'ping']);

interface ParsedCommand {
  name: string | null;
  payload: Record<string, unknown>;
}

/** Accepts `{"command": "start", ...}` (or `type`/`action` instead of `command`), a JSON string, or a bare word. */
export function parseCommand(raw: string): ParsedCommand {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    const word = raw.trim();
    return { name: /^[\w-]+$/.test(word) ? word : null, payload: {} };
  }
  if (typeof value === 'string') return { name: value, payload: {} };
  if (!isRecord(value)) return { name: null, payload: {} };
  const name = [value.command, value.type, value.action].find((field) => typeof field === 'string');
  return { name: typeof name === 'string' ? name : null, payload: value };
}

export function isKeepAlive(command: ParsedCommand): boolean {
  return command.name !== null && keepAliveCommands.has(command.name.toLowerCase());
}

function runCommand(ctx: EmulatorContext, antennaId: string, command: ParsedCommand): void {
  const name = command.name?.toLowerCase();
  if (name === 'start') {
    const sessionId = typeof command.payload.sessionId === 'string' ? command.payload.sessionId : 'commands';
    ctx.startAntenna(antennaId, { sessionId, readerId: undefined, memoryBank: undefined, via: 'command' });
  } else if (name === 'stop') {
    ctx.stopAntenna(antennaId);
  }
  // Keep-alive, status and commands the emulator has no behaviour for are acknowledged as they are.
}

export function handleCommand(ctx: EmulatorContext, antennaId: string, raw: string): CommandReply {
  const command = parseCommand(raw);
  const reply: CommandReply = { success: true, command: command.name, antennaId, started: false };
  for (const key of ['id', 'requestId'] as const) {
    if (command.payload[key] !== undefined) reply[key] = command.payload[key];
  }
  if (command.name === null) {
    reply.success = false;
    reply.error = 'a command must be JSON like {"command": "keep-alive"}';
  } else {
    try {
      runCommand(ctx, antennaId, command);
    } catch (error) {
      reply.success = false;
      reply.error = error instanceof HttpError ? error.message : String(error);
    }
  }
  reply.started = ctx.antennas.antenna(antennaId).started;
  return reply;
}
