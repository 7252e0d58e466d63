import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace brings its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two-core machine.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own checks (scripts/), not the fixture trees beneath it. Cruising the whole tree
      // takes ~4 s alone, longer while the other projects share the two cores.
      { test: { name: 'scripts', include: ['scripts/*.test.mjs'], testTimeout: 30_000 } },
    ],
  },
});
