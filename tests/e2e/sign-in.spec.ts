import { expect, test } from './journey.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn, stationAccessToken } from './sign-in.ts';

test.describe('sign-in through the sandbox identity provider (000 §2.2, §4.1, §6)', () => {
  test('[000-1-04] [000-1-28] [000-2.2-03] [000-7.2-13] [000-4.1-07] [000-4.1-08] [000-4.1-09] [000-6-01] an operator signs in through single sign-on and sees who they are, then signs out', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
    await expect(page).toHaveURL(`${e2eUrls.station}/`);
    expect(new URL(page.url()).search).toBe('');
    await expect(page).toHaveTitle(/Station - Dashboard/);

    await page.reload();
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');

    // What logout clears (000 §4.1): the station's own state of this session, and the page is loaded anew.
    const cleared = [
      'station::authToken',
      'station::defaultWorkstation',
      'station::defaultPrinter',
      'station::dailyEncodedItems',
      'station::emulation',
    ];
    await page.evaluate(() => {
      localStorage.setItem('station::defaultWorkstation', '{"u-operator":"ws-1"}');
      localStorage.setItem('station::defaultPrinter', '{"id":"p1","code":"PRN"}');
      localStorage.setItem('station::dailyEncodedItems', '{"ENC":3}');
      localStorage.setItem('station::emulation', 'false');
      (window as unknown as { beforeLogout?: boolean }).beforeLogout = true;
    });

    await page.getByRole('button', { name: /^User/ }).click();
    const userInfo = page.getByRole('dialog');
    await expect(userInfo).toContainText('Mario Rossi');
    // The logout call carries no payload: a plain navigation to the provider's end-session address.
    const logoutCall = page.waitForRequest((request) => /\/session\/end|end_session|logout/.test(request.url()));
    await userInfo.getByRole('button', { name: 'Logout' }).click();
    const logout = await logoutCall;
    expect(logout.method()).toBe('GET');
    expect(logout.postData()).toBeNull();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), cleared)).toEqual(
      cleared.map(() => null),
    );
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('station::oidc.user'))),
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { beforeLogout?: boolean }).beforeLogout)).toBeUndefined();

    // The provider's session ended too: signing in again asks for the password.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('[000-2.2-01] [000-2.2-02] the login page is titled Login and shows the station panel', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Station - Login$/);
    await expect(page.getByText('Welcome to Station')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a wrong password stays on the provider page with an alert', async ({ page }) => {
    await signIn(page, 'operator', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  });

  test('[000-6-02] the API accepts the station token and refuses a forged or missing one with 401', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('admin');
    const token = await stationAccessToken(page);
    const loggedUser = `${e2eUrls.api}/api/v1/users/loggedUser`;

    const ok = await request.get(loggedUser, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({ username: 'admin', admin: true });

    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'operator' }),
    ).toString('base64url');
    const forged = `${header}.${forgedPayload}.${token.split('.')[2]}`;
    expect((await request.get(loggedUser, { headers: { authorization: `Bearer ${forged}` } })).status()).toBe(401);
    expect((await request.get(loggedUser)).status()).toBe(401);
  });

  test('the station speaks Italian to an Italian browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await context.close();
  });
});
