import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { networkPrinterTimeoutMs, printOnNetworkPrinter, printerBaseUrl } from './network-printer.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A network printer on loopback: answers each label (or never, to time out) and keeps what it got. */
async function printer(answer: boolean) {
  const received: { path: string; type: string; body: string }[] = [];
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', type: request.headers['content-type'] ?? '', body });
      if (answer) response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { ip: `127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('printOnNetworkPrinter() (the printing of cartonization and sorting labels)', () => {
  it('posts the label form-encoded to {printerIp}/pstprnt', async () => {
    const { ip, received } = await printer(true);
    await printOnNetworkPrinter(ip, '^XA^FDPieces 2^FS^XZ');
    expect(received).toEqual([
      {
        path: '/pstprnt',
        type: expect.stringContaining('application/x-www-form-urlencoded'),
        body: new URLSearchParams({ label: '^XA^FDPieces 2^FS^XZ' }).toString(),
      },
    ]);
  });

  it("a printer without an IP: 'Missing printer IP', nothing sent", async () => {
    const error = await printOnNetworkPrinter('  ', '^XA^XZ').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail.key).toBe('printing.missingPrinterIp');
  });

  it('[000-9-03] a printer that does not answer fails as a connection error after 3000 ms', async () => {
    const { ip, received } = await printer(false);
    const started = performance.now();
    const error = await printOnNetworkPrinter(ip, '^XA^XZ').catch((caught: unknown) => caught);
    const elapsed = performance.now() - started;
    expect(networkPrinterTimeoutMs).toBe(3000);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('connection');
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(4500);
    expect(received).toHaveLength(1);
  });

  it('takes an address with or without a scheme', () => {
    expect(printerBaseUrl('10.0.0.5')).toBe('http://10.0.0.5');
    expect(printerBaseUrl('https://printer.example/ ')).toBe('https://printer.example');
  });
});
