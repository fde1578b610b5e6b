import { isRecord } from '../core/guards.ts';
import type { ApiClient } from './http-client.ts';

/**
 * 002 §7 QC status: GET {QC base}/integration/v1/tmr3/qcStatus/{code}, one call per EPC, at the station's QC base
 * URL (a setting; the API endpoint by default). Answers the qcStatus text, or undefined when the call fails or the
 * answer has none: 'On failure the result is empty' (002 §5 then clears the read's LOADING status).
 */
export async function fetchQcStatus(api: ApiClient, epc: string): Promise<string | undefined> {
  try {
    const answer = await api.get<unknown>(`integration/v1/tmr3/qcStatus/${encodeURIComponent(epc)}`, {
      endpoint: 'qc',
    });
    return isRecord(answer) && typeof answer.qcStatus === 'string' && answer.qcStatus !== ''
      ? answer.qcStatus
      : undefined;
  } catch {
    return undefined;
  }
}
