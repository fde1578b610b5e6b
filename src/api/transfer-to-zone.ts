/**
 * Transfer to zone calls (001 §7 'Transfer to zone', under api/v1/operations/transfersToZone): batchValidate, the
 * confirm POST [/asyncExecution] {form, originPlaceId, operationId, itemIds} with the attempt's Idempotency-Key, the
 * instance by id (fetched after the async outcome, 001 §4.9), and the conveyor's save-on-read executeAction.
 */
import { ApiError } from '../core/api-error.ts';
import type { DecodedRead } from '../core/readings/decoded-read.ts';
import type { ApiClient } from './http-client.ts';
import { postDecodedReads } from './item-decode.ts';
import { postConfirm, type ConfirmCallOptions } from './operation-confirm.ts';

const base = 'api/v1/operations/transfersToZone';

export interface TransferDecodeRequest {
  operationId: string;
  identifierCodes: readonly string[];
  form: Readonly<Record<string, unknown>>;
}

/** 001 §7 batchValidate: the decoded reads (000 §3 Decoded read, checked read by read). */
export function batchValidateTransfer(api: ApiClient, request: TransferDecodeRequest): Promise<DecodedRead[]> {
  return postDecodedReads(api, `${base}/batchValidate`, { body: request, expectBody: true });
}

/** 001 §7 confirm body. */
export interface TransferConfirm {
  form: Readonly<Record<string, unknown>>;
  originPlaceId: string;
  operationId: string;
  itemIds: readonly string[];
}

/** Confirms the transfer: the instance (sync), or the asyncExecutionId to wait for (async). */
export function confirmTransfer(api: ApiClient, confirm: TransferConfirm, options: ConfirmCallOptions) {
  return postConfirm(api, { sync: base, async: `${base}/asyncExecution` }, confirm, options);
}

/** 001 §4.9: GET /{id}, the transfer's instance after its outcome. An answer that is not an object is malformed. */
export async function fetchTransfer(api: ApiClient, id: string, signal?: AbortSignal): Promise<unknown> {
  const answer = await api.get<unknown>(`${base}/${encodeURIComponent(id)}`, { signal });
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });
  return answer;
}

export interface TransferAction {
  operationId: string;
  actionCode: string;
  /** The form's values as attributes (001 §7 Conveyor execute action 'attributes: form attributes'). */
  attributes: Readonly<Record<string, unknown>>;
  itemId: string;
  customerPlaceCode: string;
}

/** 001 §7 Conveyor: the operation's save-on-read action for one read item, {actionCode, attributes, itemId, customerPlaceCode}. */
export function executeTransferAction(api: ApiClient, action: TransferAction): Promise<unknown> {
  const { operationId, ...body } = action;
  return api.post<unknown>(`${base}/${encodeURIComponent(operationId)}/executeAction`, { body });
}
