import { expect, type Page } from '@playwright/test';

/** Signs in as an operator would: Login on the station, the provider's form, back at the station. */
export async function signIn(page: Page, username: string, password = username): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The access token the station keeps for its API calls. */
export async function stationAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('station::authToken'));
  expect(token).toBeTruthy();
  return token!;
}
