import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace brings its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
