import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';
import { chooseWorkstation, emulator, fieldOf, packingAntennaId, setField } from './device-fixtures.ts';

const oldEpc = '300833B2DDD9014000000011';
const newEpc = '300833B2DDD9014000000099';

test.describe('write tag (000 §2.11) against the device-manager emulator', () => {
  test.beforeEach(async ({ page }) => {
    await emulator('POST', '/emulator/reset');
    await setField(packingAntennaId, [{ epc: oldEpc, tid: 'E2003412B802011835000001' }]);
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Packing bench 1');
    await page.goto('/utilities');
    await page.getByRole('button', { name: 'write tag' }).click();
    await expect(page).toHaveURL(/\/utilities\/write-tag$/);
  });

  test('[000-1-25] [000-2.11-06] [000-2.11-09] [000-2.11-10] [000-2.11-15] [000-2.11-18] [000-2.11-20] writing changes the tag, and reading it back shows the new EPC', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { name: 'write tag' })).toBeVisible();
    await expect(page.getByText(`Target EPC: ${oldEpc}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Antenna off' })).toBeVisible(); // stopped on the read
    await page.getByLabel('New identifier').fill(newEpc);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('write tag', { exact: true }),
    ).toBeVisible();
    // The antenna restarts and reads the tag again: its new EPC.
    await expect(page.getByText(`Target EPC: ${newEpc}`)).toBeVisible();
    expect((await fieldOf(packingAntennaId)).tags.map((tag) => tag.epc)).toEqual([newEpc]);
    const state = await emulator<{ calls: { path: string; query: Record<string, string> }[] }>(
      'GET',
      '/emulator/state',
    );
    const write = state.calls.find((call) => call.path.endsWith('/write'));
    expect(write?.query).toMatchObject({
      sessionId: 'client1',
      memoryBank: 'EPC',
      address: '2',
      targetEpc: oldEpc,
      data: newEpc,
      numBlocks: '6',
    });
  });

  test('[000-2.11-21] [000-2.11-22] [000-8.3-18] a failed write shows the error, forgets the tag and reads it again unchanged', async ({
    page,
  }) => {
    await expect(page.getByText(`Target EPC: ${oldEpc}`)).toBeVisible();
    await emulator('POST', '/emulator/faults', { failWrite: true });
    await page.getByLabel('New identifier').fill(newEpc);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Write tag failed')).toBeVisible();
    await expect(page.getByText(`Target EPC: ${oldEpc}`)).toBeVisible();
    expect((await fieldOf(packingAntennaId)).tags.map((tag) => tag.epc)).toEqual([oldEpc]);
  });

  test('[000-2.11-14] Clear forgets the tag and restarts the antenna', async ({ page }) => {
    await expect(page.getByText(`Target EPC: ${oldEpc}`)).toBeVisible();
    await setField(packingAntennaId, []);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('bring an item to antenna')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Antenna on' })).toBeVisible();
  });
});
