/**
 * The station's network-printer call (src/api/network-printer.ts) against the sandbox's printer emulator over real
 * HTTP: the label arrives form-encoded and is listed; a printer slower than 3000 ms is given up (001 §9).
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiHarness, type ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { printOnNetworkPrinter } from '../../src/api/network-printer.ts';
import { ApiError } from '../../src/core/api-error.ts';

let api: ApiHarness;
let server: ServerType;
let base: string;

beforeAll(async () => {
  api = await openApiHarness();
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.db.close();
});

describe('printOnNetworkPrinter()', () => {
  it('posts the label to {printerIp}/pstprnt as form-encoded text, which the printer keeps', async () => {
    const zpl = '^XA^FO50,50^A0N,40,40^FDCARTON 999000123^FS^XZ';
    await printOnNetworkPrinter(`${base}/printers/carton-bench`, zpl);
    const { labels } = await api.json<{ labels: { label: string }[] }>('/control/printers/carton-bench/labels', {
      token: null,
    });
    expect(labels.map((entry) => entry.label)).toEqual([zpl]);
  });

  it('gives up on a printer that has not answered after 3000 ms', async () => {
    await api.call('/control/printers/slow-bench', { method: 'PUT', token: null, body: { slowMs: 4500 } });
    const started = Date.now();
    const failure = await printOnNetworkPrinter(`${base}/printers/slow-bench`, '^XA^XZ').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(Date.now() - started).toBeLessThan(4400);
  });

  it("says 'Missing printer IP' without a printer", async () => {
    const failure = await printOnNetworkPrinter('  ', '^XA^XZ').catch((error: unknown) => error);
    expect((failure as ApiError).detail).toEqual({ key: 'printing.missingPrinterIp' });
  });
});
