import path from 'node:path';
import { expect, test } from 'vitest';
import { cruiseImports } from './import-boundaries.mjs';

/** A tiny tree laid out like the repository; each file says which rule it breaks or keeps. */
const fixtures = { baseDir: path.join(import.meta.dirname, 'boundaries-fixtures'), roots: ['apps'] };

/** @param {import('dependency-cruiser').ICruiseResult} result */
const breaches = (result) =>
  result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();

test('the source tree keeps every import boundary, with every import resolved', async () => {
  const { output: result } = await cruiseImports();
  expect(breaches(result)).toEqual([]);
  // An import that does not resolve (a broken `@/` alias, say) would slip past every rule.
  const unresolved = result.modules.flatMap(({ source, dependencies }) =>
    dependencies
      .filter((dependency) => dependency.couldNotResolve)
      .map(({ module }) => `${source}: ${module}`),
  );
  expect(unresolved).toEqual([]);
});

test('a feature importing another feature, a module past another module’s service or tables and a cycle all fail', async () => {
  const { output: result } = await cruiseImports(fixtures);
  const web = 'apps/web/src/features';
  expect(breaches(result)).toEqual([
    `no-circular: ${web}/checkout/card-dialog.ts -> ${web}/checkout/card-field.ts`,
    'server-module-uses-only-its-own-tables: apps/server/src/modules/orders/orders-repository.ts -> apps/server/src/db/schema.ts',
    'server-module-uses-only-its-own-tables: apps/server/src/modules/orders/orders-repository.ts -> apps/server/src/db/schema/users.ts',
    'server-module-uses-other-module-through-service: apps/server/src/modules/orders/orders-service.ts -> apps/server/src/modules/cart/cart-repository.ts',
    `web-feature-imports-no-other-feature: ${web}/orders/order-summary.ts -> ${web}/cart/cart-total.ts`,
  ]);
});

test('npm run lint fails on a breach', async () => {
  const { exitCode } = await cruiseImports({ ...fixtures, outputType: 'err' });
  expect(exitCode).toBe(5);
});
