/**
 * A loopback HTTP proxy in front of the API that loses chosen answers: every request is forwarded and runs to the
 * end on the API (a confirm is saved), then, for a request the drop choice picks, the client's socket is destroyed
 * before any byte of the answer, as when a network drops after the server did the work (drop-connection.ts does the
 * same inside the API for one call). Other answers pass unchanged: status, headers and body bytes.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DropChoice } from './drop-choice.ts';

export interface ProxyStats {
  requests: number;
  dropped: number;
}

export interface FaultProxy {
  /** http://127.0.0.1:{port}, without a trailing slash. */
  url: string;
  stats(): ProxyStats;
  close(): Promise<void>;
}

export interface FaultProxyOptions {
  /** The API's base URL (http only). */
  target: string;
  choice: DropChoice;
}

/** What makes two requests the same request retried: method, path, caller and Idempotency-Key, else the body. */
export function requestIdentity(request: http.IncomingMessage, body: Buffer): string {
  const key = request.headers['idempotency-key'];
  const content = typeof key === 'string' ? `key:${key}` : `body:${createHash('sha256').update(body).digest('hex')}`;
  return `${request.method} ${request.url} ${request.headers.authorization ?? ''} ${content}`;
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

interface Upstream {
  status: number;
  statusMessage: string;
  rawHeaders: string[];
  body: Buffer;
}

function forward(agent: http.Agent, target: URL, request: http.IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, host: target.host };
    const outgoing = http.request(
      { agent, host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (response) => {
        readAll(response).then(
          (answer) =>
            resolve({
              status: response.statusCode ?? 502,
              statusMessage: response.statusMessage ?? '',
              rawHeaders: response.rawHeaders,
              body: answer,
            }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const agent = new http.Agent({ keepAlive: true });
  const stats: ProxyStats = { requests: 0, dropped: 0 };

  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await readAll(request);
      stats.requests += 1;
      const drop = options.choice.drop(requestIdentity(request, body));
      let upstream: Upstream;
      try {
        upstream = await forward(agent, target, request, body);
      } catch (error) {
        response.writeHead(502, { 'Content-Type': 'text/plain' });
        response.end(`fault proxy: the API did not answer: ${String(error)}`);
        return;
      }
      if (drop) {
        stats.dropped += 1;
        request.socket.destroy();
        return;
      }
      response.writeHead(upstream.status, upstream.statusMessage, upstream.rawHeaders);
      response.end(upstream.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ ...stats }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
