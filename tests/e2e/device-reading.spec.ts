import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';
import { emulator, openEmulationModal, setField } from './device-fixtures.ts';
import { e2eDevStationUrl, e2eUrls } from './e2e-env.ts';

const tags = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    epc: `30DD0C${(from + index).toString(16).toUpperCase().padStart(18, '0')}`,
  }));

test.describe('reading through the device layer (000 §4.4, §2.19)', () => {
  test.beforeEach(async () => {
    await emulator('POST', '/emulator/reset');
  });

  test('[000-1-33] [000-2.19-01] [000-2.19-07] [000-2.19-12] [000-2.19-13] [000-2.11-04] the emulation modal drives the reads of the page, without the device manager', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
    await page.evaluate(() => localStorage.setItem('station::emulation', 'true'));
    await page.goto('/utilities/write-tag');
    await expect(page.getByText('bring an item to antenna')).toBeVisible();
    const modal = await openEmulationModal(page);
    await modal.getByLabel('paste comma separated tags').fill('"300833B2DDD9014000000123"; 300833B2DDD9014000000124');
    await modal.getByRole('button', { name: 'Emulate' }).click();
    await expect(page.getByText('Target EPC: 300833B2DDD9014000000123')).toBeVisible();
    await modal.getByRole('button', { name: 'Hide Emulation' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Press [CTRL+E] to show again')).toBeVisible();
    const state = await emulator<{ calls: unknown[] }>('GET', '/emulator/state');
    expect(state.calls).toEqual([]);
  });

  test('[000-1-09] [000-4.4-15] [000-4.4-16] [000-4.4-17] a device socket dropped three times during a read loses no tag that stays in the field', async ({
    page,
  }) => {
    const antennaId = 'e2e-drop-antenna';
    await setField(antennaId, tags(0, 100));
    await emulator('PUT', `/emulator/antennas/${antennaId}/rate`, { tagsPerSecond: 400 });
    const query = new URLSearchParams({
      device: e2eUrls.device,
      ws: e2eUrls.device.replace(/^http/, 'ws'),
      antenna: antennaId,
    });
    // The bench's device page is served by the dev server only; it reads from this worker's emulator.
    await page.goto(`${e2eDevStationUrl}/bench/pages/device.html?${query}`);
    await page.getByRole('button', { name: 'Start reading' }).click();
    const unique = page.getByLabel('unique tags');
    const status = page.getByLabel('reader status');
    await expect(unique).toHaveText('100');
    for (let drop = 1; drop <= 3; drop += 1) {
      const before = Number(await page.getByLabel('reads').textContent());
      await emulator('POST', `/emulator/antennas/${antennaId}/drop-sockets`);
      // Tags that come into the field while the socket is down are read after the reader has restarted by itself.
      await emulator('POST', `/emulator/antennas/${antennaId}/field/add`, { tags: tags(100 * drop, 100) });
      await expect(unique).toHaveText(String(100 + 100 * drop), { timeout: 15_000 });
      await expect(status).toHaveText('reading');
      expect(Number(await page.getByLabel('reads').textContent())).toBeGreaterThan(before);
    }
    const state = await emulator<{ antennas: { antennaId: string; sockets: { scannings: number } }[] }>(
      'GET',
      '/emulator/state',
    );
    expect(state.antennas.find((antenna) => antenna.antennaId === antennaId)?.sockets.scannings).toBe(1);
  });
});
