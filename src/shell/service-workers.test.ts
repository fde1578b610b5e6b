/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from './service-workers.ts';

const registration = (unregister: () => Promise<boolean>) => ({ unregister }) as unknown as ServiceWorkerRegistration;

describe('unregisterServiceWorkers() (000 §1)', () => {
  it('[000-1-50] unregisters every installed service worker, one failing not stopping the others', async () => {
    const first = vi.fn(async () => true);
    const failing = vi.fn(async () => Promise.reject(new Error('gone')));
    const last = vi.fn(async () => true);
    const container = {
      getRegistrations: async () => [registration(first), registration(failing), registration(last)],
    };
    await expect(unregisterServiceWorkers(container)).resolves.toBe(2);
    expect(first).toHaveBeenCalledOnce();
    expect(failing).toHaveBeenCalledOnce();
    expect(last).toHaveBeenCalledOnce();
  });

  it('does nothing where service workers are not supported or cannot be listed', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0);
    await expect(
      unregisterServiceWorkers({ getRegistrations: () => Promise.reject(new Error('denied')) }),
    ).resolves.toBe(0);
  });
});
