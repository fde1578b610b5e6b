import { WebSocket } from 'ws';
import type { EmulatedTag } from './emulated-tag.ts';

/** Helpers the device-emulator tests share: HTTP calls, socket collection, polling. */

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Start/stop/write/kill body of 000 §7.5: the reader (id = reader code) plus the antennas list. */
export function readerBody(deviceType = 'impinj-speedway-octane'): Record<string, unknown> {
  const reader = { id: 'READER-1', code: 'READER-1', deviceType };
  return { reader, antennas: [{ id: 'ant-1', code: 'ANT-1', reader, readerPort: 1, txPower: 30 }] };
}

export async function request(method: string, url: string, body?: unknown): Promise<JsonResponse> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  };
}

/** `count` distinct 24-hex-digit EPCs, each with a TID. */
export function makeTags(count: number, prefix = 'E2801160'): EmulatedTag[] {
  return Array.from({ length: count }, (_, index) => ({
    epc: `${prefix}${index
      .toString(16)
      .toUpperCase()
      .padStart(24 - prefix.length, '0')}`,
    tid: `E200${index.toString(16).toUpperCase().padStart(20, '0')}`,
  }));
}

export interface CollectingSocket {
  socket: WebSocket;
  /** Every message received, parsed, in order. */
  messages: Record<string, unknown>[];
  closed: Promise<number>;
}

export function openSocket(url: string): Promise<CollectingSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: Record<string, unknown>[] = [];
    const closed = new Promise<number>((resolveClose) => socket.once('close', (code) => resolveClose(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('error', reject);
  });
}

export async function waitFor(condition: () => boolean, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function epcs(messages: readonly Record<string, unknown>[]): string[] {
  return messages.flatMap((message) => (typeof message.epc === 'string' ? [message.epc] : []));
}
