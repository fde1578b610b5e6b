import { createApiClient, type ApiClient } from '../api/http-client.ts';
import { ApiError } from '../core/api-error.ts';
import { deviceTiming } from './device-constants.ts';

/**
 * Whether a workstation's device manager answers at all (000 §2.20 Ready / Off-line): a GET of its base URL within
 * the device-manager timeout. Any HTTP answer, even an error status, is a device manager that is there; only no
 * answer (status 0: refused, unreachable, timed out) is off-line. The base URL itself is asked, not a reader path, so
 * the probe starts no antenna and never shows among the reader's calls.
 */
export async function deviceManagerAnswers(baseUrl: string, client?: ApiClient): Promise<boolean> {
  const api = client ?? createApiClient({ baseUrl: () => baseUrl, accessToken: () => undefined, readOnly: false });
  try {
    await api.get<unknown>('', { timeoutMs: deviceTiming.requestTimeoutMs, expectBody: false });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status > 0;
  }
}
