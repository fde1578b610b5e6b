import { Hono } from 'hono';
import { parseTagList } from './emulated-tag.ts';
import { parseTagsPerSecond, type EmulatorContext } from './emulator-context.ts';
import { mergeFaults } from './emulator-faults.ts';
import { readJsonObject } from './http-errors.ts';

/** The emulator's own control API for tests and demos, mounted under /emulator. Not part of 000 §7.5. */
export function controlRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  const antennaPath = '/antennas/:antennaId';

  routes.get('/state', (c) => c.json(ctx.snapshot()));

  routes.get(`${antennaPath}/field`, (c) => {
    const antennaId = c.req.param('antennaId');
    return c.json({ antennaId, tags: ctx.antennas.field(antennaId) });
  });

  routes.put(`${antennaPath}/field`, async (c) => {
    const antennaId = c.req.param('antennaId');
    ctx.antennas.setField(antennaId, parseTagList(await readJsonObject(c)));
    return c.json({ antennaId, fieldSize: ctx.antennas.antenna(antennaId).field.length });
  });

  routes.post(`${antennaPath}/field/add`, async (c) => {
    const antennaId = c.req.param('antennaId');
    ctx.antennas.addToField(antennaId, parseTagList(await readJsonObject(c)));
    return c.json({ antennaId, fieldSize: ctx.antennas.antenna(antennaId).field.length });
  });

  routes.put(`${antennaPath}/rate`, async (c) => {
    const antennaId = c.req.param('antennaId');
    const tagsPerSecond = parseTagsPerSecond((await readJsonObject(c)).tagsPerSecond);
    ctx.antennas.antenna(antennaId).tagsPerSecond = tagsPerSecond;
    return c.json({ antennaId, tagsPerSecond });
  });

  routes.post(`${antennaPath}/drop-sockets`, (c) => {
    const antennaId = c.req.param('antennaId');
    const dropped = ctx.antennas.dropSockets(antennaId);
    ctx.log(`antenna ${antennaId}: ${dropped} sockets dropped`);
    return c.json({ antennaId, dropped });
  });

  routes.get('/faults', (c) => c.json({ faults: ctx.faults }));

  routes.post('/faults', async (c) => {
    ctx.faults = mergeFaults(ctx.faults, await readJsonObject(c));
    ctx.log(`faults set: ${JSON.stringify(ctx.faults)}`);
    return c.json({ faults: ctx.faults });
  });

  routes.delete('/faults', (c) => {
    ctx.faults = {};
    return c.json({ faults: ctx.faults });
  });

  routes.post('/reset', (c) => {
    ctx.reset();
    return c.json({ ok: true });
  });

  return routes;
}
