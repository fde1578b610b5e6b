import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';

/*
 * The sandbox database lives for the whole run: once this journey saves, `newcomer` has places for the rest of it.
 * No other journey signs in as newcomer, and a retry could never see the screen again, so this file runs once.
 */
test.describe.configure({ retries: 0 });

test.describe('self-initialization (000 §2.4, §2.5, §5)', () => {
  test('[000-1-05] [000-2.4-01] [000-2.5-01] [000-2.5-03] [000-2.5-07] [000-5-selfinit-02] a user without places chooses a place and fills their data, then sees the dashboard', async ({
    page,
  }) => {
    await signIn(page, 'newcomer');
    const greeting = page.getByRole('heading', { name: 'Ciao Luca Verdi, select your places of origin to continue' });
    await expect(greeting).toBeVisible();
    await expect(page.getByRole('region', { name: 'Operations' })).toHaveCount(0);
    const confirm = page.getByRole('button', { name: 'confirm and continue' });
    await expect(confirm).toBeDisabled();

    await page.getByRole('searchbox', { name: 'Search places' }).fill('roma');
    await page.getByRole('checkbox', { name: /Store Roma Via Condotti/ }).check();
    await expect(page.getByRole('list', { name: 'Chosen places' })).toContainText('Store Roma Via Condotti');
    await expect(confirm).toBeDisabled();
    await page.getByRole('textbox', { name: 'department' }).fill('Sales');
    await page.getByRole('textbox', { name: 'badgeNumber' }).fill('B-042');

    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/v1/users/self/initUserInfo') && response.request().method() === 'PUT',
    );
    await confirm.click();
    expect((await saved).ok()).toBe(true);

    await expect(page.getByRole('region', { name: 'Operations' })).toBeVisible();
    await expect(greeting).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('newcomer');
  });
});
