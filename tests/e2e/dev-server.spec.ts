/**
 * `npm start` serves the station from Vite's dev server; every other journey drives the production build. This one
 * checks that the dev server's station signs in and draws its screens, as a developer would first try it.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './sign-in.ts';

test('the station on the dev server signs in, shows the operator\u2019s tiles and opens a screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, 'operator');
  await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
  await expect(
    page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: 'Tag info' }),
  ).toBeVisible();
  await page.goto('/utilities');
  await expect(page.getByRole('heading', { name: 'Utilities' })).toBeVisible();
  expect(errors).toEqual([]);
});
