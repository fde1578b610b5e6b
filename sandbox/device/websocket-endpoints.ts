import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { handleCommand, isKeepAlive, parseCommand } from './antenna-commands.ts';
import type { EmulatorContext } from './emulator-context.ts';
import { keepAliveMessage } from './tag-stream-ticker.ts';

type SocketKind = 'scannings' | 'commands';

function socketKind(pathname: string): SocketKind | null {
  // Suffix match, so a deviceManagerWebsocket base with a path prefix still reaches the endpoints.
  if (pathname.endsWith('/rfidAntennas/scannings')) return 'scannings';
  if (pathname.endsWith('/rfidAntennas/commands')) return 'commands';
  return null;
}

function refuseUpgrade(socket: Duplex, status: string, message: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/**
 * The device manager's sockets (000 §7.5): `/rfidAntennas/scannings?antennaId=` streams reads,
 * `/rfidAntennas/commands?antennaId=` answers commands. Both share the REST server's port.
 */
export function attachWebsocketEndpoints(server: Server, ctx: EmulatorContext): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const kind = socketKind(url.pathname);
    const antennaId = url.searchParams.get('antennaId');
    if (kind === null) return refuseUpgrade(socket, '404 Not Found', `no websocket endpoint at ${url.pathname}`);
    if (antennaId === null || antennaId === '') {
      return refuseUpgrade(socket, '400 Bad Request', "missing query parameter 'antennaId'");
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      if (kind === 'scannings') acceptScannings(ctx, antennaId, ws);
      else acceptCommands(ctx, antennaId, ws);
    });
  });

  return sockets;
}

function acceptScannings(ctx: EmulatorContext, antennaId: string, ws: WebSocket): void {
  const antenna = ctx.antennas.antenna(antennaId);
  antenna.scannings.add(ws);
  ctx.log(`antenna ${antennaId}: scannings socket opened`);
  // The station may send its keep-alive on this socket too (000 §4.4); answer so it sees the line alive.
  ws.on('message', (data) => {
    if (isKeepAlive(parseCommand(text(data)))) ws.send(keepAliveMessage);
  });
  ws.on('close', () => {
    antenna.scannings.delete(ws);
    ctx.log(`antenna ${antennaId}: scannings socket closed`);
  });
  ws.on('error', (error) => ctx.log(`antenna ${antennaId}: scannings socket error ${error.message}`));
}

function acceptCommands(ctx: EmulatorContext, antennaId: string, ws: WebSocket): void {
  const antenna = ctx.antennas.antenna(antennaId);
  antenna.commands.add(ws);
  ctx.log(`antenna ${antennaId}: commands socket opened`);
  ws.on('message', (data) => {
    ws.send(JSON.stringify(handleCommand(ctx, antennaId, text(data))));
  });
  ws.on('close', () => {
    antenna.commands.delete(ws);
    ctx.log(`antenna ${antennaId}: commands socket closed`);
  });
  ws.on('error', (error) => ctx.log(`antenna ${antennaId}: commands socket error ${error.message}`));
}
