/**
 * A Chromium page driven only through the DevTools protocol's Runtime domain, for the cases that stream reads from the
 * device-manager emulator. Playwright enables the Network domain on every page it drives, and Chromium then reports
 * each WebSocket frame to it: at 10,000 reads/s, 10,000 protocol events a second parsed in the benchmark's own Node
 * process, the one that runs the emulator. Measured side by side (bare socket handler, 20,000 tags offered at 10,000
 * reads/s): 6,042–6,342 reads/s with frame gaps of 117–133 ms through a Playwright page, 9,994–10,037 reads/s with
 * 16.8 ms through this one. A station in use has no DevTools client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { chromiumArgs, chromiumExecutablePath } from '../tests/chromium.ts';

export interface ProtocolPage {
  /** The value of an expression evaluated in the page (a promise is awaited); its exception is thrown here. */
  evaluate<T>(expression: string): Promise<T>;
  /** Resolves once the expression is true in the page, or fails after `timeoutMs`. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface ProtocolAnswer {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

interface EvaluateResult {
  result?: { value?: unknown };
  exceptionDetails?: { text?: string; exception?: { description?: string } };
}

/** The protocol over --remote-debugging-pipe: JSON messages separated by NUL, written on fd 3 and read on fd 4. */
function protocolPipe(browser: ChildProcess) {
  const input = browser.stdio[3] as Writable;
  const output = browser.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (value: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let buffered = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      const answer = JSON.parse(part) as ProtocolAnswer;
      const waiting = answer.id === undefined ? undefined : pending.get(answer.id);
      if (!waiting || answer.id === undefined) continue;
      pending.delete(answer.id);
      if (answer.error) waiting.reject(new Error(answer.error.message));
      else waiting.resolve(answer.result ?? {});
    }
  });
  browser.once('exit', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('Chromium exited'));
    pending.clear();
  });
  return (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
}

/** Opens `url` in a Chromium of its own (the same binary and flags as the tests'). */
export async function openProtocolPage(url: string): Promise<ProtocolPage> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'station-bench-chromium-'));
  const browser = spawn(
    chromiumExecutablePath,
    [...chromiumArgs, '--remote-debugging-pipe', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const send = protocolPipe(browser);
  const close = async () => {
    await send('Browser.close').catch(() => undefined);
    if (browser.exitCode === null) await new Promise((resolve) => browser.once('exit', resolve));
    await rm(userDataDir, { recursive: true, force: true });
  };
  try {
    const { targetId } = await send('Target.createTarget', { url });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const evaluate = async <T>(expression: string): Promise<T> => {
      const answer = (await send(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        String(sessionId),
      )) as EvaluateResult;
      if (answer.exceptionDetails) {
        const { exception, text } = answer.exceptionDetails;
        throw new Error(`in the page: ${exception?.description ?? text ?? 'an exception'}`);
      }
      return answer.result?.value as T;
    };
    return {
      evaluate,
      async waitFor(expression, timeoutMs = 30_000) {
        const until = Date.now() + timeoutMs;
        // The page may still be loading: a page's own promise would not survive its navigation.
        while (!(await evaluate<boolean>(`Boolean(${expression})`))) {
          if (Date.now() > until) throw new Error(`not true in ${timeoutMs} ms: ${expression}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
