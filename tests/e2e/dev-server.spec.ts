/**
 * `npm start` serves the station from Vite's dev server; every other journey drives the production build. This one
 * checks that the dev server's station signs in and draws its screens, as a developer would first try it, and (as
 * every journey) that the page logs no console error: React's development build reports what production hides.
 */
import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';

test('the station on the dev server signs in, shows the operator\u2019s tiles and opens a screen', async ({ page }) => {
  await signIn(page, 'operator');
  await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
  await expect(
    page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: 'Tag info' }),
  ).toBeVisible();
  await page.goto('/utilities');
  await expect(page.getByRole('heading', { name: 'Utilities' })).toBeVisible();
});
