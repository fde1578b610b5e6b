/**
 * A PostgreSQL server of the tests' own: Debian's binaries (`apt-get install postgresql`), a data folder in a temp
 * folder, loopback only on a free port, trust authentication. Stopping it removes the folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port.ts';

const run = promisify(execFile);
const DEBIAN_POSTGRES_DIR = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root; Debian's package makes this user. */
const SERVER_USER = 'postgres';
const DATABASE_USER = 'station';

export interface ThrowawayPostgres {
  /** postgres://station@127.0.0.1:{port}/postgres */
  url: string;
  stop(): Promise<void>;
}

/** The bin folder of the newest PostgreSQL Debian installed, or undefined when there is none. */
export function findPostgresBinaries(root: string = DEBIAN_POSTGRES_DIR): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function serverUserIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', SERVER_USER]),
    run('id', ['-g', SERVER_USER]),
  ]);
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startThrowawayPostgres(options: { port?: number } = {}): Promise<ThrowawayPostgres> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(`no PostgreSQL in ${DEBIAN_POSTGRES_DIR}: apt-get install -y postgresql`);
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'station-postgres-'));
  const dataDir = path.join(folder, 'data');
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', SERVER_USER, '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  let started = false;
  const stop = async () => {
    if (started) await tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => undefined);
    started = false;
    await rm(folder, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const { uid, gid } = await serverUserIds();
      await chown(folder, uid, gid);
    }
    await tool('initdb', ['-D', dataDir, '-U', DATABASE_USER, '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    const port = options.port ?? (await freePort());
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${folder}'`,
      // A throwaway server: losing its data on a crash costs nothing, waiting on disks costs time.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    started = true;
    await tool('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(folder, 'server.log'),
      '-o',
      serverOptions,
    ]);
    return { url: `postgres://${DATABASE_USER}@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
