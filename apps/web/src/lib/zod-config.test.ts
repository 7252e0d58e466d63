import './zod-config';
import { expect, test } from 'vitest';
import { z } from 'zod';

test('the web app turns off zod’s eval probe before any schema is built', () => {
  expect(z.config().jitless).toBe(true);
});
