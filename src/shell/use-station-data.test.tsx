import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../api/http-client.ts';
import { ApiError } from '../core/api-error.ts';
import { parseWorkstation, type Workstation } from '../core/workstation.ts';
import { createI18n } from '../i18n/index.ts';
import { createDialogService } from '../runtime/dialog-service.ts';
import { operatorUser } from '../test-support/dashboard-fixtures.ts';
import { useStationData } from './use-station-data.ts';

function setup(answers: Record<string, unknown>) {
  const get = vi.fn(async (path: string) => {
    const answer = answers[path] ?? { content: [] };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const api = { get } as unknown as ApiClient;
  const dialogs = createDialogService();
  const toast = vi.spyOn(dialogs, 'toast');
  const location = memoryLocation({ path: '/' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createI18n('en')}>
      <Router hook={location.hook}>{children}</Router>
    </I18nextProvider>
  );
  const hook = renderHook(() => useStationData(api, operatorUser, dialogs), { wrapper });
  return { ...hook, get, toast };
}

const chosen = parseWorkstation({ id: 'w2', code: 'WS-2', rfidAntennaIds: ['a7'] }) as Workstation;

describe('useStationData() changeWorkstation (000 §2.4 select workstation, §7.2)', () => {
  it('[000-7.2-12] should make the chosen workstation the default with its antennas fetched by id', async () => {
    const { result, get } = setup({ 'api/v1/rfidAntennas/a7': { id: 'a7', code: 'ANT-7' } });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(() => result.current.changeWorkstation(chosen));
    expect(get).toHaveBeenCalledWith('api/v1/rfidAntennas/a7', expect.objectContaining({ expectBody: true }));
    expect(result.current.data?.defaultWorkstation).toMatchObject({ id: 'w2', antennas: [{ code: 'ANT-7' }] });
  });

  it('should toast a failed antenna call and keep the default it had', async () => {
    const notFound = new ApiError('notFound', 404, { key: 'errors.title' }, { text: 'no such antenna' });
    const { result, toast } = setup({ 'api/v1/rfidAntennas/a7': notFound });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(() => result.current.changeWorkstation(chosen));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'error', description: 'no such antenna' }));
    expect(result.current.data?.defaultWorkstation).toBeUndefined();
  });
});
