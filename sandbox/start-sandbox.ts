import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { inMemoryDataDir, type SandboxConfig } from './config.ts';
import { createApiApp } from './api/create-api-app.ts';
import { createEventHub, type EventHub } from './api/event-hub.ts';
import { findUserByUsername } from './api/users-store.ts';
import { openDatabase, type Database } from './db/database.ts';
import { startDeviceEmulator } from './device/device-emulator.ts';
import { createProvider } from './idp/create-provider.ts';
import { createDatabaseAdapter } from './idp/database-adapter.ts';
import { loadCookieKeys, loadSigningKeys, publicKeys } from './idp/signing-keys.ts';
import { createCredentialStore } from './idp/credentials.ts';
import { startIdentityProvider } from './idp/start-identity-provider.ts';
import { createAccessTokenVerifier } from './idp/verify-access-token.ts';
import { demoAntennaFields } from './seed/demo-fields.ts';
import { seedIfEmpty } from './seed/seed-database.ts';

export interface RunningSandbox {
  db: Database;
  events: EventHub;
  close(): Promise<void>;
}

/** Starts the identity provider, the API on its database (seeded at first start) and the device-manager emulator. */
export async function startSandbox(config: SandboxConfig, options: { quiet?: boolean } = {}): Promise<RunningSandbox> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const inMemory = config.dataDir === inMemoryDataDir;
  if (!inMemory) await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  if (await seedIfEmpty(db)) log('sandbox: loaded the demo data into a new database');

  const signingKeys = await loadSigningKeys(db);
  const findAccount = (username: string) => findUserByUsername(db, username);
  const idp = await startIdentityProvider({
    provider: createProvider({
      issuer: config.idpUrl,
      clientId: config.clientId,
      stationUrl: config.stationUrl,
      extraStationUrls: config.extraStationUrls,
      apiAudience: config.apiAudience,
      signingKeys,
      cookieKeys: await loadCookieKeys(db),
      adapter: createDatabaseAdapter(db),
      findAccount,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    }),
    host: config.host,
    port: config.idpPort,
    findAccount,
    credentials: await createCredentialStore(inMemory ? undefined : config.dataDir),
    stationUrl: config.stationUrl,
  });

  const events = createEventHub();
  const app = createApiApp({
    db,
    eventHub: events,
    verifyAccessToken: createAccessTokenVerifier({
      jwks: publicKeys(signingKeys),
      issuer: config.idpUrl,
      audience: config.apiAudience,
    }),
    publicUrls: {
      apiUrl: config.apiUrl,
      deviceManagerUrl: config.deviceUrl,
      deviceManagerWebsocket: config.deviceWebsocketUrl,
    },
  });
  const api = serve({ fetch: app.fetch, port: config.apiPort, hostname: config.listenHost });
  await new Promise<void>((resolve, reject) => {
    api.once('listening', () => resolve());
    api.once('error', reject);
  });
  log(`sandbox: API listening on port ${(api.address() as AddressInfo).port}`);

  const device = await startDeviceEmulator({
    host: config.listenHost,
    port: config.devicePort,
    initialFields: demoAntennaFields(),
  });

  return {
    db,
    events,
    async close() {
      await Promise.allSettled([
        idp.close(),
        device.close(),
        new Promise<void>((resolve) => {
          if ('closeAllConnections' in api) api.closeAllConnections();
          api.close(() => resolve());
        }),
      ]);
      await db.close();
    },
  };
}
