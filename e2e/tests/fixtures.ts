import { randomInt } from 'node:crypto';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Every test is its own shopper on its own network address (the server trusts X-Forwarded-For here,
 * as it does behind a proxy), so per-IP sign-in limits apply per test as they would per shopper.
 *
 * Every page of every journey must also live within the Content Security Policy: a violation (an inline
 * script, an eval probe, a foreign request) fails the test that caused it, even when the page looks fine.
 * And every server-rendered page must hydrate as it was rendered: a report of a mismatch (the renderer
 * then replaces the server's HTML) fails the test too.
 */
/**
 * What is said when a page does not hydrate as the server rendered it: main.tsx's report of the server's
 * elements that hydrating replaced (Preact mends a mismatch silently, decision 040).
 */
const HYDRATION_ERROR = /hydrat|did not match/i;

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
    const hydrationErrors: string[] = [];
    const hydrationError = (text: string, url: string) => {
      if (HYDRATION_ERROR.test(text)) hydrationErrors.push(`${url}: ${text.slice(0, 300)}`);
    };
    context.on('console', (message) => {
      if (message.type() === 'error') hydrationError(message.text(), message.page()?.url() ?? '');
    });
    context.on('weberror', (error) => hydrationError(String(error.error()), error.page()?.url() ?? ''));
    await use(context);
    expect(hydrationErrors, 'hydration mismatches').toEqual([]);
    const unexpected = violations.filter((v) => !allowedCspViolations.some((allowed) => allowed.test(v)));
    expect(unexpected, 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };

/**
 * The smoke set: one journey per area (browse, cart and checkout, account, admin, Bangla). The full
 * suite runs once, on this machine's Node; `.ci/run` runs only these on the other Node versions it tests
 * (`npm run test:smoke -w e2e`).
 */
export const SMOKE = { tag: '@smoke' };

/**
 * Resolves once the page's code has taken over the server's HTML, in any language: the footer's Subscribe
 * button, a submit button, stays disabled until the app has hydrated. Hydration starts after the first paint, so a journey
 * that follows a link the app itself must handle (offline, a mocked API) waits for this first.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo').locator('button[type="submit"]')).toBeEnabled();
}

/** With SCREENSHOT_DIR set, the phone project keeps a picture of the screen, scrolled to `focus`, for review. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, focus: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir || testInfo.project.name !== 'phone') return;
  await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled' });
}
