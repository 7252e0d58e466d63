import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

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
