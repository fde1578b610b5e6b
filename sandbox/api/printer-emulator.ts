/**
 * A network label printer emulator (001 §7 Carton label, sorting labels; the spec README's decision): each printer is
 * a path on the sandbox API, `{api}/printers/{name}`, so a printer IP in the demo data or a test may point at it. It
 * takes the label as form-encoded text on POST .../pstprnt, as the station sends it, and keeps what it printed for
 * `GET /control/printers/{name}/labels` (newest last). `slowMs` makes it answer late (the station gives up at 3000 ms).
 */
import type { Hono } from 'hono';
import type { ApiEnv } from './api-types.ts';

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
