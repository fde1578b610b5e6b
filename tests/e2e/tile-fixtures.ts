import { expect, type Page } from '@playwright/test';
import { chooseWorkstation } from './device-fixtures.ts';
import { signIn } from './sign-in.ts';

/** As an operator: signs in, chooses the workstation and opens an operation's tile; done once its screen's URL shows. */
export async function openTile(page: Page, workstation: string, tile: string, path: RegExp) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, workstation);
  await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: tile, exact: true }).click();
  await expect(page).toHaveURL(path);
}
