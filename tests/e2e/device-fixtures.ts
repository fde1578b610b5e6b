import { expect, type Page } from '@playwright/test';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { e2eUrls } from './e2e-env.ts';

/** The packing bench's one UHF antenna (sandbox seed), as the device-manager emulator knows it. */
export const packingAntennaId = stableId('rfidAntennas', 'ANT-LOM-PACK-1');

export async function emulator<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${e2eUrls.device}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

export const setField = (antennaId: string, tags: object[]) =>
  emulator('PUT', `/emulator/antennas/${antennaId}/field`, { tags });

export const fieldOf = (antennaId: string) =>
  emulator<{ tags: { epc?: string; tid?: string }[] }>('GET', `/emulator/antennas/${antennaId}/field`);

/** Chooses the workstation on the dashboard as an operator does (it is then the saved default). */
export async function chooseWorkstation(page: Page, name: string) {
  // The workstations arrive with the start-up data, as do the operation tiles.
  await expect(page.getByRole('region', { name: 'Operations' }).getByRole('button').first()).toBeVisible();
  const card = page.getByRole('button', { name: /^Workstation/ });
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'select workstation' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await dialog.getByRole('searchbox').fill(name);
  await dialog.getByRole('button', { name }).click();
  await expect(card).toContainText(name);
}

/**
 * Opens the emulation modal with Ctrl+E (000 §2.19) as an operator would, once. A key pressed while the page's code or
 * reader is still on its way is kept by the station (EmulationHost) and the modal opens when the reader registers.
 */
export async function openEmulationModal(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Emulation' });
  await page.keyboard.press('Control+KeyE');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  return modal;
}
