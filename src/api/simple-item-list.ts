/**
 * The simple item list calls (001 §7 'Simple item list', under api/v1/operations/simpleItemList). The save's path is
 * not shown in the spec: `save`, and `save/asyncExecution` when executionModeForSyncConfirmation is 'async' (as
 * transfer to zone's confirm[/asyncExecution]); both carry the attempt's Idempotency-Key.
 */
import type { DecodedRead } from '../core/readings/decoded-read.ts';
import type { ApiClient } from './http-client.ts';
import { postDecodedReads } from './item-decode.ts';
import { postConfirm, type ConfirmCallOptions } from './operation-confirm.ts';

const base = 'api/v1/operations/simpleItemList';

export { IDEMPOTENCY_KEY_HEADER } from './operation-confirm.ts';

export interface SimpleItemListDecodeRequest {
  operationId: string;
  identifierCodes: readonly string[];
  form: Readonly<Record<string, unknown>>;
  /** customExtensionCode (001 §3), sent when set so the server runs its extension. */
  customExtensionCode?: string;
}

/** 001 §7 POST .../batchValidate: the decoded reads of these codes (000 §3 Decoded read, checked read by read). */
export async function batchValidateSimpleItemList(
  api: ApiClient,
  request: SimpleItemListDecodeRequest,
  signal?: AbortSignal,
): Promise<DecodedRead[]> {
  const { customExtensionCode, ...body } = request;
  return postDecodedReads(api, `${base}/batchValidate`, {
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

/** Saves the list: the instance (sync), or the asyncExecutionId to wait for (async; undefined when missing). */
export function saveSimpleItemList(api: ApiClient, save: SimpleItemListSave, options: ConfirmCallOptions) {
  const { customExtensionCode, ...fields } = save;
  const body = customExtensionCode ? { ...fields, customExtensionCode } : fields;
  return postConfirm(api, { sync: `${base}/save`, async: `${base}/save/asyncExecution` }, body, options);
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
