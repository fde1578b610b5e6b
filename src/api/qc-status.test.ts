import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './http-client.ts';
import { fetchQcStatus } from './qc-status.ts';

const apiAnswering = (answer: () => Promise<unknown>) => {
  const get = vi.fn(answer);
  return { api: { get } as unknown as ApiClient, get };
};

describe('fetchQcStatus() (002 §7 QC status)', () => {
  it('should ask the QC service for the EPC and read its qcStatus', async () => {
    const { api, get } = apiAnswering(async () => ({ epc: 'E2801', qcStatus: 'KO' }));
    await expect(fetchQcStatus(api, 'E2801')).resolves.toBe('KO');
    expect(get).toHaveBeenCalledWith('integration/v1/tmr3/qcStatus/E2801', { endpoint: 'qc' });
  });

  it.each([
    ['a failed call', () => Promise.reject(new Error('503'))],
    ['an answer without qcStatus', async () => ({ epc: 'E2801' })],
    ['an empty qcStatus', async () => ({ epc: 'E2801', qcStatus: '' })],
    ['an answer that is not an object', async () => 'OK'],
  ])('should answer nothing for %s', async (_, answer) => {
    await expect(fetchQcStatus(apiAnswering(answer).api, 'E2801')).resolves.toBeUndefined();
  });
});
