/**
 * The simple item list calls (001 §7 'Simple item list', under api/v1/operations/simpleItemList). The save's path is
 * not shown in the spec: `save`, and `save/asyncExecution` when executionModeForSyncConfirmation is 'async' (as
 * transfer to zone's confirm[/asyncExecution]); both carry the attempt's Idempotency-Key.
 */
import type { ConfirmAnswer } from '../core/confirmation/confirm-machine.ts';
import type { ApiClient } from './http-client.ts';

const base = 'api/v1/operations/simpleItemList';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface SimpleItemListDecodeRequest {
  operationId: string;
  identifierCodes: readonly string[];
  form: Readonly<Record<string, unknown>>;
  /** customExtensionCode (001 §3), sent when set so the server runs its extension. */
  customExtensionCode?: string;
}

/**
 * 001 §7 POST .../batchValidate: the decoded reads of these codes. The answer is returned as the server sent it, for
 * the readings parser (000 §3 Decoded read) to check read by read.
 */
export async function batchValidateSimpleItemList(
  api: ApiClient,
  request: SimpleItemListDecodeRequest,
  signal?: AbortSignal,
): Promise<unknown> {
  const { customExtensionCode, ...body } = request;
  return api.post<unknown>(`${base}/batchValidate`, {
    body: customExtensionCode ? { ...body, customExtensionCode } : body,
    expectBody: true,
    signal,
  });
}

/** 001 §7 Save: {form, operationId, operationPlaceId, itemIds}. */
export interface SimpleItemListSave {
  form: Readonly<Record<string, unknown>>;
  operationId: string;
  operationPlaceId: string;
  itemIds: readonly string[];
  customExtensionCode?: string;
}

function asyncExecutionIdOf(answer: unknown): string | undefined {
  const id =
    typeof answer === 'object' && answer !== null
      ? (answer as { asyncExecutionId?: unknown }).asyncExecutionId
      : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** Saves the list: the instance (sync), or the asyncExecutionId to wait for (async; undefined when missing). */
export async function saveSimpleItemList(
  api: ApiClient,
  save: SimpleItemListSave,
  options: { mode: 'sync' | 'async'; idempotencyKey: string; signal?: AbortSignal },
): Promise<ConfirmAnswer> {
  const { customExtensionCode, ...fields } = save;
  const body = customExtensionCode ? { ...fields, customExtensionCode } : fields;
  const init = { body, headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey }, signal: options.signal };
  if (options.mode === 'async') {
    const answer = await api.post<unknown>(`${base}/save/asyncExecution`, { ...init, expectBody: true });
    return { mode: 'async', asyncExecutionId: asyncExecutionIdOf(answer) };
  }
  return { mode: 'sync', result: await api.post<unknown>(`${base}/save`, init) };
}

export interface SimpleItemListAction {
  operationId: string;
  actionCode: string;
  /** attributes.workstationCode (001 §7), plus what identifies the read (itemId, identifierCode). */
  attributes: Readonly<Record<string, unknown>> & { workstationCode: string };
}

/** 001 §7 POST .../{id}/executeAction {operationId, actionCode, attributes.workstationCode}; {id} is the operation's. */
export async function executeSimpleItemListAction(api: ApiClient, action: SimpleItemListAction): Promise<unknown> {
  return api.post<unknown>(`${base}/${encodeURIComponent(action.operationId)}/executeAction`, { body: action });
}
