/**
 * `npm run sandbox:reset`: drops the sandbox data and loads the demo data again. Stop the sandbox first: two processes
 * must not open the same embedded database folder.
 */
import { mkdir } from 'node:fs/promises';
import { readSandboxConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { resetDatabase } from './seed/seed-database.ts';

const config = readSandboxConfig();
await mkdir(config.dataDir, { recursive: true });
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await resetDatabase(db);
await db.close();
console.log(`sandbox: demo data reloaded (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
