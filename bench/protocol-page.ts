/**
 * A Chromium page driven through the DevTools protocol without its Network domain (Runtime, Page.navigate and the
 * workers' sessions only), for the cases that stream reads from the device-manager emulator. Playwright enables the
 * Network domain on every page it drives, and Chromium then reports each WebSocket frame to it: at 10,000 reads/s, 10,000 protocol events a second parsed in the benchmark's own Node
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
  /** The value of an expression in each of the page's dedicated workers (the station decodes in one). */
  evaluateInWorkers<T>(expression: string): Promise<T[]>;
  /** Navigates the page (its workers go with it). */
  goto(url: string): Promise<void>;
  /** Resolves once the expression is true in the page, or fails after `timeoutMs`. */
  waitFor(expression: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface ProtocolAnswer {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

interface EvaluateResult {
  result?: { value?: unknown };
  exceptionDetails?: { text?: string; exception?: { description?: string } };
}

/**
 * The protocol over --remote-debugging-pipe: JSON messages separated by NUL, written on fd 3 and read on fd 4. Events
 * go to `onEvent`.
 */
function protocolPipe(browser: ChildProcess, onEvent: (method: string, params: Record<string, unknown>) => void) {
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
      if (answer.method) onEvent(answer.method, answer.params ?? {});
      if (answer.id === undefined) continue;
      const waiting = pending.get(answer.id);
      if (!waiting) continue;
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

/** Opens `url` in a Chromium of its own (the same binary and flags as the tests'), in a window of `size`. */
export async function openProtocolPage(
  url: string,
  size: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<ProtocolPage> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'station-bench-chromium-'));
  const browser = spawn(
    chromiumExecutablePath,
    [
      ...chromiumArgs,
      '--remote-debugging-pipe',
      `--user-data-dir=${userDataDir}`,
      `--window-size=${size.width},${size.height}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const workerSessions = new Set<string>();
  const send = protocolPipe(browser, (method, params) => {
    const info = params.targetInfo as { type?: string } | undefined;
    if (method === 'Target.attachedToTarget' && info?.type === 'worker') workerSessions.add(String(params.sessionId));
    if (method === 'Target.detachedFromTarget') workerSessions.delete(String(params.sessionId));
  });
  const close = async () => {
    await send('Browser.close').catch(() => undefined);
    if (browser.exitCode === null) await new Promise((resolve) => browser.once('exit', resolve));
    await rm(userDataDir, { recursive: true, force: true });
  };
  try {
    const { targetId } = await send('Target.createTarget', { url });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    // The page's workers, each with a session of its own (Runtime only there too).
    await send(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
      String(sessionId),
    );
    const evaluateIn = async <T>(session: string, expression: string): Promise<T> => {
      const answer = (await send(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        session,
      )) as EvaluateResult;
      if (answer.exceptionDetails) {
        const { exception, text } = answer.exceptionDetails;
        throw new Error(`in the page: ${exception?.description ?? text ?? 'an exception'}`);
      }
      return answer.result?.value as T;
    };
    const evaluate = <T>(expression: string) => evaluateIn<T>(String(sessionId), expression);
    return {
      evaluate,
      evaluateInWorkers: <T>(expression: string) =>
        Promise.all([...workerSessions].map((session) => evaluateIn<T>(session, expression))),
      async goto(next) {
        await send('Page.navigate', { url: next }, String(sessionId));
      },
      async waitFor(expression, timeoutMs = 30_000) {
        const until = Date.now() + timeoutMs;
        // Asked again and again rather than awaited in the page: a page's own promise would not survive a navigation,
        // and while one is under way there is no page to ask (false).
        const holds = () => evaluate<boolean>(`Boolean(${expression})`).catch(() => false);
        while (!(await holds())) {
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
