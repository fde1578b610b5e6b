import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { controlRoutes } from './control-routes.ts';
import { deviceManagerRoutes } from './device-manager-routes.ts';
import type { EmulatedTag } from './emulated-tag.ts';
import { EmulatorContext } from './emulator-context.ts';
import { HttpError } from './http-errors.ts';
import { attachWebsocketEndpoints } from './websocket-endpoints.ts';

export type { EmulatedTag } from './emulated-tag.ts';

export interface DeviceEmulatorOptions {
  host: string;
  /** 0 picks a free port; `url` reports the real one. */
  port: number;
  initialFields?: Record<string, EmulatedTag[]>;
  defaultTagsPerSecond?: number;
  log?: (line: string) => void;
}

export interface DeviceEmulator {
  /** REST base, the workstation's deviceManagerUrl (000 §7.5). */
  url: string;
  /** Websocket base, the workstation's deviceManagerWebsocket (000 §7.5). */
  websocketUrl: string;
  close(): Promise<void>;
  setField(antennaId: string, tags: EmulatedTag[]): void;
  field(antennaId: string): EmulatedTag[];
}

export const defaultTagsPerSecond = 200;

function createApp(ctx: EmulatorContext): Hono {
  const app = new Hono();
  // The station runs on another localhost port and calls the device manager from the browser.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['content-type', 'authorization'],
    }),
  );
  app.route('/api/v1', deviceManagerRoutes(ctx));
  app.route('/emulator', controlRoutes(ctx));
  app.notFound((c) =>
    c.json(new HttpError(404, `no route for ${c.req.method} ${c.req.path}`, 'NOT_FOUND').body(), 404),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body(), error.status);
    ctx.log(`internal error: ${error.stack ?? error.message}`);
    return c.json(new HttpError(500, error.message, 'INTERNAL_ERROR').body(), 500);
  });
  return app;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

export async function startDeviceEmulator(options: DeviceEmulatorOptions): Promise<DeviceEmulator> {
  const log = options.log ?? (() => {});
  const ctx = new EmulatorContext(
    options.initialFields ?? {},
    options.defaultTagsPerSecond ?? defaultTagsPerSecond,
    log,
  );
  const server = createServer(getRequestListener(createApp(ctx).fetch));
  const sockets = attachWebsocketEndpoints(server, ctx);
  await listen(server, options.port, options.host);

  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  log(`device emulator listening on http://${host}:${port}`);

  let closing: Promise<void> | null = null;
  const shutdown = async (): Promise<void> => {
    ctx.ticker.stop();
    for (const client of sockets.clients) client.terminate();
    sockets.close();
    await closeServer(server);
    log('device emulator closed');
  };

  return {
    url: `http://${host}:${port}`,
    websocketUrl: `ws://${host}:${port}`,
    close: () => (closing ??= shutdown()),
    setField: (antennaId, tags) => ctx.antennas.setField(antennaId, tags),
    field: (antennaId) => ctx.antennas.field(antennaId),
  };
}
