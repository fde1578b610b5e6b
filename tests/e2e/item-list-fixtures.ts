import { expect, type Page } from '@playwright/test';
import { chooseWorkstation } from './device-fixtures.ts';
import { signIn } from './sign-in.ts';

/** A reading counter's figure (`total`, `error`, `warning`, `ignored`) as the sidebar shows it. */
export const readingCounter = (page: Page, kind: string) => page.locator(`[data-counter="${kind}"]`).locator('dd');

/**
 * As an operator: signs in, chooses the packing bench, opens the 'Item list' tile, fills its start form (the reason,
 * and these notes when given) and goes on to reading.
 */
export async function openItemListReading(page: Page, notes?: string) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
  await startItemListReading(page, notes);
}

/** From the dashboard: opens the 'Item list' tile, fills its start form and goes on to reading. */
export async function startItemListReading(page: Page, notes?: string) {
  await page
    .getByRole('region', { name: 'Operations' })
    .getByRole('button', { name: 'Item list', exact: true })
    .click();
  await page.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Visual merchandising' }).click();
  if (notes) await page.getByRole('textbox', { name: /Notes/ }).fill(notes);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST\/reading$/);
}
