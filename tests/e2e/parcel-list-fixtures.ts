import type { Page } from '@playwright/test';
import { openTile } from './tile-fixtures.ts';

/** A parcel's row in the parcel list. */
export const parcelRow = (page: Page, code: string) =>
  page.locator(`[data-widget-id="parcels"] [data-parcel="${code}"]`);

/**
 * As an operator: signs in, chooses the packing bench and opens the 'Parcel check-in by shipment' tile (no form field:
 * the form submits at once and the reading opens).
 */
export const openParcelCheckIn = (page: Page) =>
  openTile(page, 'Packing bench 1', 'Parcel check-in by shipment', /\/simple-parcel-list\/PARCEL-LIST-ASN\/reading$/);

/** Forces a parcel still to read with the user's PIN, in the dialog its force button opens. */
export async function forceWithPin(page: Page, code: string, pin: string) {
  await page.getByRole('button', { name: `Force parcel ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Force parcel ${code}: enter your PIN` });
  await dialog.getByLabel(/pin/i).fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}
