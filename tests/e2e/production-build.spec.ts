import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';

/** Every Content-Security-Policy violation the page reports, from the DOM event and the console. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (evaluate|execute|load|connect)/.test(message.text()))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval/.test(error.message)) violations.push(error.message);
  });
  return violations;
}

test.describe('the production build under its Content-Security-Policy', () => {
  test('signs in and renders descriptor screens with no inline script, no eval and no violation', async ({ page }) => {
    const violations = recordViolations(page);
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('admin');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/script-src 'self';/);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);

    await page.goto('/utilities');
    await expect(page.getByRole('heading', { name: 'Utilities' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
