/**
 * Network label printers (001 §7 Carton label, sorting labels; the decision of the spec README): POST
 * {printerIp}/pstprnt with the label as form-encoded text, 3000 ms timeout (001 §9). The printer is another host than
 * the API, so this call does not carry the API token; a failure is an ApiError like every other call's.
 */
import { FetchError, ofetch } from 'ofetch';
import { ApiError, mapFailedResponse } from '../core/api-error.ts';

/** 001 §9 network printer timeout. */
export const networkPrinterTimeoutMs = 3000;

/** 'http://10.0.0.5', '10.0.0.5:9100' or a full URL: the printer's base, with http:// when no scheme is given. */
export function printerBaseUrl(printerIp: string): string {
  const trimmed = printerIp.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

export async function printOnNetworkPrinter(printerIp: string, label: string, signal?: AbortSignal): Promise<void> {
  if (printerIp.trim() === '')
    throw new ApiError('client', 0, { key: 'errors.title' }, { key: 'printing.missingPrinterIp' });
  const url = `${printerBaseUrl(printerIp)}/pstprnt`;
  try {
    await ofetch(url, {
      method: 'POST',
      body: new URLSearchParams({ label }),
      timeout: networkPrinterTimeoutMs,
      signal,
      retry: 0,
      responseType: 'text',
    });
  } catch (error) {
    if (error instanceof FetchError) throw mapFailedResponse(error.status ?? 0, error.data, { path: url });
    throw mapFailedResponse(0, undefined, { path: url });
  }
}
