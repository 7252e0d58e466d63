import { randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * Every test is its own shopper on its own network address (the server trusts X-Forwarded-For here,
 * as it does behind a proxy), so per-IP sign-in limits apply per test as they would per shopper.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    await use(context);
  },
});

export { expect };
