import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';

test.describe('a descriptor-built screen in the app (000 §2.10 Utilities)', () => {
  test('[000-2.10-01] [000-2.10-05] the utilities screen comes from its descriptor, and back goes to /', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('admin');
    await page.goto('/utilities');
    await expect(page.getByRole('heading', { name: 'Utilities' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'write tag' })).toBeVisible();
    await expect(page).toHaveTitle(/Station - Utilities$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('admin');
  });

  test('utilities is reachable signed out too (000 §2.1: public and private)', async ({ page }) => {
    await page.goto('/utilities');
    await expect(page.getByRole('heading', { name: 'Utilities' })).toBeVisible();
  });
});
