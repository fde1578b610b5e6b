/**
 * A network label printer emulator (001 §7 Carton label, sorting labels; the spec README's decision): each printer is
 * a path on the sandbox API, `{api}/printers/{name}`, so a printer IP in the demo data or a test may point at it. It
 * takes the label as form-encoded text on POST .../pstprnt, as the station sends it, and keeps what it printed for
 * `GET /control/printers/{name}/labels` (newest last). `slowMs` makes it answer late (the station gives up at 3000 ms).
 * `GET /control/printers/{name}` is a page that shows what the printer printed, each label drawn as an image
 * (`.../labels/{index}.png`, rendered from its ZPL by label-renderer.ts), so a person sees it.
 */
import type { Hono } from 'hono';
import type { ApiEnv } from './api-types.ts';
import { renderLabelPng } from './label-renderer.ts';

export interface PrintedLabel {
  printer: string;
  label: string;
  receivedAt: string;
}

const keep = 500;

export function registerPrinterEmulator(app: Hono<ApiEnv>) {
  const printed: PrintedLabel[] = [];
  const slow = new Map<string, number>();

  app.post('/printers/:name/pstprnt', async (c) => {
    const printer = c.req.param('name');
    const form = await c.req.parseBody();
    const label = typeof form.label === 'string' ? form.label : '';
    if (label === '') return c.text('no label', 400);
    const delay = slow.get(printer) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    printed.push({ printer, label, receivedAt: new Date().toISOString() });
    if (printed.length > keep) printed.splice(0, printed.length - keep);
    return c.text('OK');
  });
  app.get('/control/printers/:name/labels', (c) =>
    c.json({ labels: printed.filter((entry) => entry.printer === c.req.param('name')) }),
  );
  app.get('/control/printers/:name/labels/:index{[0-9]+\\.png}', async (c) => {
    const mine = printed.filter((entry) => entry.printer === c.req.param('name'));
    const entry = mine[Number.parseInt(c.req.param('index'), 10)];
    if (!entry) return c.text('no such label', 404);
    try {
      return c.body(await renderLabelPng(entry.label), 200, { 'content-type': 'image/png' });
    } catch (error) {
      return c.text(`the label cannot be drawn: ${error instanceof Error ? error.message : String(error)}`, 422);
    }
  });
  app.get('/control/printers/:name', (c) => {
    const name = c.req.param('name');
    const mine = printed.filter((entry) => entry.printer === name);
    const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
    const labels = mine
      .map(
        (entry, index) =>
          `<figure><img src="/control/printers/${encodeURIComponent(name)}/labels/${index}.png" alt="Label ${index + 1} printed on ${escape(name)}" width="400"><figcaption>${escape(entry.receivedAt)}<details><summary>ZPL</summary><pre>${escape(entry.label)}</pre></details></figcaption></figure>`,
      )
      .reverse()
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Printer ${escape(name)}</title><style>body{font-family:sans-serif;background:#222;color:#eee}figure{display:inline-block;margin:1em;vertical-align:top}img{background:#fff}pre{white-space:pre-wrap;max-width:400px}</style></head><body><h1>Printer ${escape(name)}: ${mine.length} labels</h1>${labels || '<p>Nothing printed yet.</p>'}</body></html>`,
    );
  });
  app.put('/control/printers/:name', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { slowMs?: unknown };
    const ms = typeof body.slowMs === 'number' && body.slowMs > 0 ? Math.min(body.slowMs, 60_000) : 0;
    slow.set(c.req.param('name'), ms);
    return c.json({ printer: c.req.param('name'), slowMs: ms });
  });
  return {
    reset() {
      printed.length = 0;
      slow.clear();
    },
  };
}
