import { expect, test } from 'vitest';

test('the web app turns off zod’s eval probe before any schema is built', async () => {
  await import('./zod-config');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
