import { randomInt } from 'node:crypto';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Every test is its own shopper on its own network address (the server trusts X-Forwarded-For here,
 * as it does behind a proxy), so per-IP sign-in limits apply per test as they would per shopper.
 *
 * Every page of every journey must also live within the Content Security Policy: a violation (an inline
 * script, an eval probe, a foreign request) fails the test that caused it, even when the page looks fine.
 */
export const test = base.extend<{ allowedCspViolations: RegExp[] }>({
  /** Violations a test provokes on purpose (hostile content that the policy is there to stop). */
  allowedCspViolations: [[], { option: true }],
  context: async ({ context, allowedCspViolations }, use) => {
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    const violations: string[] = [];
    await context.exposeBinding('reportCspViolation', ({ page }, violation: string) => {
      violations.push(`${page.url()}: ${violation}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await use(context);
    const unexpected = violations.filter((v) => !allowedCspViolations.some((allowed) => allowed.test(v)));
    expect(unexpected, 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };

/** With SCREENSHOT_DIR set, the phone project keeps a picture of the screen, scrolled to `focus`, for review. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, focus: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir || testInfo.project.name !== 'phone') return;
  await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' });
}
