import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';

test.describe('change password (000 §2.8)', () => {
  test("[000-2.8-06] an operator changes their password on the provider's page and signs in with the new one", async ({
    page,
  }) => {
    await signIn(page, 'trainee');
    const userCard = page.getByRole('button', { name: /^User/ });
    await expect(userCard).toContainText('trainee');
    await userCard.click();
    await page.getByRole('dialog', { name: 'User info' }).getByRole('link', { name: 'Change password' }).click();

    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await page.getByLabel('Username').fill('trainee');
    await page.getByLabel('Current password').fill('trainee');
    await page.getByLabel('New password', { exact: true }).fill('spring-tide-42');
    await page.getByLabel('Confirm new password').fill('spring-tide-41');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The new passwords do not match.');

    await page.getByLabel('Current password').fill('trainee');
    await page.getByLabel('New password', { exact: true }).fill('spring-tide-42');
    await page.getByLabel('Confirm new password').fill('spring-tide-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    await page.getByRole('link', { name: 'Back to Station' }).click();

    await expect(userCard).toContainText('trainee');
    await userCard.click();
    await page.getByRole('dialog', { name: 'User info' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Username').fill('trainee');
    await page.getByLabel('Password').fill('trainee');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    await page.getByLabel('Password').fill('spring-tide-42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(userCard).toContainText('trainee');
  });
});
