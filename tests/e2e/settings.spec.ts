import { expect, test } from './journey.ts';
import { chooseWorkstation } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';

const userCard = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^(User|Utente)/ });

test.describe('settings, side panel and start-up errors (000 §2.3, §2.6, §2.7, §4.2)', () => {
  test('[000-1-36] [000-1-38] [000-2.7-11] [000-2.7-12] switching to Italian reloads the dashboard in Italian', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(userCard(page)).toContainText('operator');
    await chooseWorkstation(page, 'Packing bench 1');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog').getByText('Italiano').click();
    await expect(page.getByRole('button', { name: /^Utente/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Operazioni' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('station::language'))).toBe('it');

    // The screens' and the kind's texts arrive with the page and the plugin, in Italian (README, "What loads when").
    await page
      .getByRole('region', { name: 'Operazioni' })
      .getByRole('button', { name: 'Store replenishment sorting', exact: true })
      .click();
    await expect(page.getByRole('button', { name: 'Nuovo smistamento' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Cerca' })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Impostazioni' }).click();
    await page.getByRole('dialog').getByText('English').click();
    await expect(userCard(page)).toHaveAccessibleName(/^User/);
  });

  test('[000-2.7-13] [000-4.2-08] the chosen printer is kept across a reload and forgotten at logout', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(userCard(page)).toContainText('operator');
    await page.getByRole('button', { name: 'Settings' }).click();
    const printer = page.getByRole('dialog').getByLabel('Select printer');
    await expect(printer.getByRole('option')).toHaveCount(4);
    await printer.selectOption({ label: 'Zebra ZD621 sorting line (PRN-LOM-SORT)' });
    await page.reload();
    await expect(userCard(page)).toContainText('operator');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog').getByLabel('Select printer')).toHaveValue(/.+/);
    await expect(page.getByRole('dialog').getByLabel('Select printer').locator('option:checked')).toHaveText(
      'Zebra ZD621 sorting line (PRN-LOM-SORT)',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await userCard(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('station::defaultPrinter'))).toBeNull();
  });

  test('[000-2.7-02] [000-2.7-03] [000-2.7-06] [000-2.7-07] [000-2.7-08] [000-2.6-02] [000-2.6-04] admin mode unlocks the endpoint; a custom endpoint shows and resets', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(userCard(page)).toContainText('operator');
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog');
    const endpoint = settings.getByLabel('Backend endpoint');
    await expect(endpoint).not.toBeEditable();

    await settings.getByRole('button', { name: 'DISABLED ADMIN MODE' }).click();
    await settings.getByLabel('Insert admin password').fill('0000');
    await settings.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Wrong admin password')).toBeVisible();
    await settings.getByLabel('Insert admin password').fill('2206');
    await settings.getByRole('button', { name: 'Confirm' }).click();
    await expect(settings.getByRole('button', { name: 'ADMIN MODE', exact: true })).toBeVisible();

    // The same sandbox API under another name: a custom backend that still works.
    const custom = e2eUrls.api.replace('localhost', '127.0.0.1');
    await endpoint.fill(custom);
    await endpoint.press('Enter');
    await expect(page.getByRole('button', { name: /Custom backend/ })).toContainText(custom);
    await expect(userCard(page)).toContainText('operator');

    await page.getByRole('button', { name: /Custom backend/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: /Custom backend/ })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('station::endpoint'))).toBeNull();
  });

  test('[000-2.3-01] [000-2.3-02] [000-2.3-03] [000-2.3-04] [000-4.2-09] with the API unreachable the connection error page shows, and Retry recovers', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(userCard(page)).toContainText('operator');
    await page.route(`${e2eUrls.api}/**`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Connection error' })).toBeVisible();
    await expect(page.getByText('There was no response from the server.')).toBeVisible();

    await page.unroute(`${e2eUrls.api}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(userCard(page)).toContainText('operator');
  });
});
