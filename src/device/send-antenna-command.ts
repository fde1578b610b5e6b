import type { AntennaSocket } from './device-manager-client.ts';
import { deviceTiming } from './device-constants.ts';
import { deviceError } from './device-error.ts';
import { commandsSocketUrl } from './socket-urls.ts';

let nextCommandId = 1;

/**
 * Sends one JSON command on an antenna's commands socket and waits for its reply (000 §7.5-22/23): resolves with the
 * reply when it says `success: true`, fails when it says otherwise, when the socket fails, or after the device-manager
 * timeout. Replies to other commands (by `id`) are ignored.
 */
export function sendAntennaCommand(
  websocketUrl: string,
  antennaId: string,
  command: string,
  options: { openSocket?: (url: string) => AntennaSocket; timeoutMs?: number; payload?: Record<string, unknown> } = {},
): Promise<Record<string, unknown>> {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as AntennaSocket);
  const id = nextCommandId++;
  return new Promise((resolve, reject) => {
    const socket = openSocket(commandsSocketUrl(websocketUrl, antennaId));
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      try {
        socket.close();
      } catch {
        // already closed
      }
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(deviceError('device.errors.unableToConnect'))),
      options.timeoutMs ?? deviceTiming.requestTimeoutMs,
    );
    socket.onopen = () => socket.send(JSON.stringify({ ...options.payload, command, id }));
    socket.onmessage = (event) => {
      let reply: unknown;
      try {
        reply = typeof event.data === 'string' ? JSON.parse(event.data) : undefined;
      } catch {
        return;
      }
      if (typeof reply !== 'object' || reply === null) return;
      const message = reply as Record<string, unknown>;
      if (message.id !== id && message.requestId !== id) return;
      if (message.success === true) finish(() => resolve(message));
      else
        finish(() =>
          reject(
            deviceError('device.errors.command', { command, message: String(message.error ?? message.message ?? '') }),
          ),
        );
    };
    socket.onerror = socket.onclose = () => finish(() => reject(deviceError('device.errors.unableToConnect')));
  });
}
