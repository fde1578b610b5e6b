import { Hono } from 'hono';
import type { EmulatorContext } from './emulator-context.ts';
import { injectedFailure, throwIfFaulty } from './emulator-faults.ts';
import {
  HttpError,
  integerQuery,
  optionalQuery,
  readJsonObject,
  requiredIntegerQuery,
  requiredQuery,
} from './http-errors.ts';
import { parseReaderBody } from './reader-body.ts';
import { killTag, parseTargetType, writeEpc } from './tag-memory-operations.ts';

/** Emulated scale reading, the emulated weight of 000 §9. */
export const emulatedWeight = 8.24;
/** The only reader type that supports custom operations (000 §7.5, 000 §9). */
export const customOperationReaderType = 'mediol-40';

const ok = { ok: true } as const;
const memoryBanks = ['RESERVED', 'EPC', 'TID', 'USER'];

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** The device manager's REST contract (000 §7.5), mounted under /api/v1. */
export function deviceManagerRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();

  routes.use('*', async (c, next) => {
    const query = c.req.query();
    const entry = ctx.calls.record(c.req.method, c.req.path, query, await c.req.text());
    ctx.log(`${c.req.method} ${c.req.path}?${new URLSearchParams(query).toString()}`);
    if (ctx.faults.delayMs) await sleep(ctx.faults.delayMs);
    await next();
    entry.status = c.res.status;
  });

  const antennaPath = '/readers/antenna/:antennaId';

  routes.post(`${antennaPath}/start`, async (c) => {
    const antennaId = c.req.param('antennaId');
    const sessionId = requiredQuery(c, 'sessionId');
    const memoryBank = optionalQuery(c, 'memoryBank');
    if (memoryBank !== undefined && !memoryBanks.includes(memoryBank.toUpperCase())) {
      throw new HttpError(
        400,
        `query parameter 'memoryBank' must be one of ${memoryBanks.join(', ')}, got '${memoryBank}'`,
      );
    }
    integerQuery(c, 'address');
    integerQuery(c, 'numBlocks');
    const { readerId } = parseReaderBody(await readJsonObject(c));
    ctx.startAntenna(antennaId, { sessionId, readerId, memoryBank, via: 'rest' });
    return c.json(ok);
  });

  routes.post(`${antennaPath}/stop`, async (c) => {
    const antennaId = c.req.param('antennaId');
    requiredQuery(c, 'sessionId');
    parseReaderBody(await readJsonObject(c));
    ctx.stopAntenna(antennaId);
    return c.json(ok);
  });

  routes.post(`${antennaPath}/write`, async (c) => {
    const antennaId = c.req.param('antennaId');
    requiredQuery(c, 'sessionId');
    const memoryBank = requiredQuery(c, 'memoryBank');
    if (memoryBank.toUpperCase() !== 'EPC') {
      throw new HttpError(400, `only writes to the EPC memory bank are emulated, got memoryBank '${memoryBank}'`);
    }
    requiredIntegerQuery(c, 'address');
    const write = {
      targetEpc: requiredQuery(c, 'targetEpc'),
      targetType: parseTargetType(optionalQuery(c, 'targetType')),
      password: optionalQuery(c, 'password'),
      data: requiredQuery(c, 'data'),
      numBlocks: requiredIntegerQuery(c, 'numBlocks'),
    };
    parseReaderBody(await readJsonObject(c));
    throwIfFaulty(ctx.faults, 'write', antennaId);
    const field = ctx.antennas.antenna(antennaId).field;
    writeEpc(field, write, antennaId);
    ctx.log(`antenna ${antennaId}: ${write.targetType} ${write.targetEpc} now has EPC ${write.data}`);
    return c.json(ok);
  });

  routes.post(`${antennaPath}/kill`, async (c) => {
    const antennaId = c.req.param('antennaId');
    requiredQuery(c, 'sessionId');
    const target = {
      targetEpc: requiredQuery(c, 'targetEpc'),
      targetType: parseTargetType(optionalQuery(c, 'targetType')),
      password: optionalQuery(c, 'password'),
    };
    parseReaderBody(await readJsonObject(c));
    throwIfFaulty(ctx.faults, 'kill', antennaId);
    killTag(ctx.antennas.antenna(antennaId).field, target, antennaId);
    ctx.log(`antenna ${antennaId}: tag ${target.targetEpc} killed`);
    return c.json(ok);
  });

  routes.post(`${antennaPath}/start-custom-operation`, async (c) => {
    const operationType = requiredQuery(c, 'operationType');
    requiredQuery(c, 'sessionId');
    const { deviceType } = parseReaderBody(await readJsonObject(c));
    if (deviceType !== customOperationReaderType) {
      throw new HttpError(
        400,
        `custom operations need a ${customOperationReaderType} reader, got '${deviceType ?? 'no reader type'}'`,
        'CUSTOM_OPERATION_NOT_SUPPORTED',
      );
    }
    ctx.log(`antenna ${c.req.param('antennaId')}: custom operation ${operationType} started`);
    return c.json(ok);
  });

  routes.post('/balances/weight', async (c) => {
    const body = await readJsonObject(c);
    if (typeof body.ip !== 'string' || body.ip === '') throw new HttpError(400, "'ip' must be a non-empty string");
    if (typeof body.port !== 'number' && !(typeof body.port === 'string' && /^\d+$/.test(body.port))) {
      throw new HttpError(400, "'port' must be a port number");
    }
    if (ctx.faults.failWeight) throw injectedFailure(ctx.faults, `injected fault: scale ${body.ip} did not answer`);
    return c.json({ weight: emulatedWeight, response: `${emulatedWeight.toFixed(2)} kg`, error: null });
  });

  return routes;
}
