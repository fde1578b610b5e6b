/**
 * One station at the API level, doing what the station's screens do for a simple item list (001 §4.5) and a transfer
 * to zone (001 §4.9): decode the read EPCs through the operation's batchValidate (src/api/simple-item-list.ts,
 * src/api/transfer-to-zone.ts), keep the items read ok, then confirm {form, operationPlaceId | originPlaceId,
 * operationId, itemIds} with a new Idempotency-Key per confirm (000 §4.10; core/confirmation/idempotency-keys.ts),
 * sync. A call whose answer is lost is sent again as it was (retrying-client.ts). One confirm at a time, as a station.
 */
import { randomUUID } from 'node:crypto';
import {
  ITEM_LIST_OPERATION_ID,
  LOAD_PLACE_ID,
  TRANSFER_OPERATION_ID,
  type PlannedConfirm,
  type StationPlan,
} from './load-plan.ts';
import type { CallAnswer, RetryingClient } from './retrying-client.ts';

const LIST_BASE = '/api/v1/operations/simpleItemList';
const TRANSFER_BASE = '/api/v1/operations/transfersToZone';

/** What one confirm did. */
export interface ConfirmOutcome {
  username: string;
  kind: PlannedConfirm['kind'];
  idempotencyKey: string;
  itemIds: string[];
  destinationZoneId: string | null;
  /** The answered operation instance's id. */
  instanceId: string;
  attempts: number;
  /** From the first send of the confirm to its answer. */
  latencyMs: number;
}

export interface StationRun {
  confirms: ConfirmOutcome[];
  /** Requests sent for the decodes, and how many decode calls. */
  decodeAttempts: number;
  decodes: number;
  /** What went wrong: an answer that is not the expected one, or a call never answered. */
  failures: string[];
}

interface DecodedReadShape {
  identifierCode?: unknown;
  decodeResult?: unknown;
  statuses?: unknown;
  item?: { id?: unknown } | null;
}

/** The item ids of the reads the station would confirm: found items without statuses, in the order read. */
export function okItemIds(reads: unknown): string[] {
  if (!Array.isArray(reads)) throw new Error('the decode did not answer a list of reads');
  return (reads as DecodedReadShape[])
    .filter((read) => read.decodeResult === 'itemFound' && Array.isArray(read.statuses) && read.statuses.length === 0)
    .map((read) => read.item?.id)
    .filter((id): id is string => typeof id === 'string');
}

function expectOk(answer: CallAnswer, what: string): void {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
}

function calls(confirm: PlannedConfirm) {
  const codes = confirm.items.map((item) => item.epc);
  if (confirm.kind === 'list') {
    const form = { reason: 'VM' };
    return {
      decodePath: `${LIST_BASE}/batchValidate`,
      decodeBody: { operationId: ITEM_LIST_OPERATION_ID, identifierCodes: codes, form },
      confirmPath: `${LIST_BASE}/save`,
      confirmBody: (itemIds: string[]) => ({
        form,
        operationId: ITEM_LIST_OPERATION_ID,
        operationPlaceId: LOAD_PLACE_ID,
        itemIds,
      }),
    };
  }
  const form = { destinationZoneId: confirm.destinationZoneId };
  return {
    decodePath: `${TRANSFER_BASE}/batchValidate`,
    decodeBody: { operationId: TRANSFER_OPERATION_ID, identifierCodes: codes, form, originPlaceId: LOAD_PLACE_ID },
    confirmPath: TRANSFER_BASE,
    confirmBody: (itemIds: string[]) => ({
      form,
      originPlaceId: LOAD_PLACE_ID,
      operationId: TRANSFER_OPERATION_ID,
      itemIds,
    }),
  };
}

async function runConfirm(
  client: RetryingClient,
  username: string,
  confirm: PlannedConfirm,
  run: StationRun,
): Promise<void> {
  const call = calls(confirm);
  const decoded = await client.post(call.decodePath, call.decodeBody);
  run.decodes += 1;
  run.decodeAttempts += decoded.attempts;
  expectOk(decoded, `${confirm.kind} ${confirm.index} decode`);
  const itemIds = okItemIds(decoded.body);
  if (itemIds.length !== confirm.items.length)
    throw new Error(`${confirm.kind} ${confirm.index}: ${itemIds.length} of ${confirm.items.length} items read ok`);
  const idempotencyKey = randomUUID();
  const answer = await client.post(call.confirmPath, call.confirmBody(itemIds), { 'Idempotency-Key': idempotencyKey });
  expectOk(answer, `${confirm.kind} ${confirm.index} confirm`);
  const instanceId = (answer.body as { id?: unknown } | null)?.id;
  if (typeof instanceId !== 'string') throw new Error(`${confirm.kind} ${confirm.index}: answer without instance id`);
  run.confirms.push({
    username,
    kind: confirm.kind,
    idempotencyKey,
    itemIds,
    destinationZoneId: confirm.kind === 'transfer' ? confirm.destinationZoneId : null,
    instanceId,
    attempts: answer.attempts,
    latencyMs: answer.elapsedMs,
  });
}

/** Runs the station's confirms one after the other; a failed one is reported and the station goes on. */
export async function runStation(client: RetryingClient, plan: StationPlan): Promise<StationRun> {
  const run: StationRun = { confirms: [], decodeAttempts: 0, decodes: 0, failures: [] };
  for (const confirm of plan.confirms) {
    try {
      await runConfirm(client, plan.username, confirm, run);
    } catch (error) {
      run.failures.push(`${plan.username}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return run;
}
