import { expect, test } from './fixtures.js';

/*
 * The e2e shop has no GOOGLE_CLIENT_ID: login and register offer email and password only, with no
 * "Continue with Google" that could only say it is not implemented, and no "or" before it.
 */

for (const { path, button } of [
  { path: '/login', button: 'Login' },
  { path: '/register', button: 'Register' },
]) {
  test(`${path} offers no Google sign-in when the shop has not configured it`, async ({ page }, testInfo) => {
    const config = page.waitForResponse((response) => response.url().endsWith('/api/auth-config'));
    await page.goto(path);
    expect((await (await config).json()).data).toEqual({ google: false });
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: button })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(main.getByText(/^or$/i)).toHaveCount(0);
    const dir = process.env.SCREENSHOT_DIR;
    if (dir && testInfo.project.name === 'phone') {
      await main.getByRole('button', { name: button }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${dir}/sign-in-options${path.replace('/', '-')}.png`,
        animations: 'disabled',
      });
    }
  });
}
