import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { preactAliases } from './renderer';

export default defineProject({
  resolve: {
    alias: [{ find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) }, ...preactAliases],
    // A package's ES module, as the browser's build takes, rather than the CommonJS file it gives Node, whose
    // `require('react')` no alias reaches (Testing Library, lucide, the small packages under Radix's dialogs).
    mainFields: ['module', 'main'],
    conditions: ['module', 'browser', 'import', 'default'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Each file gets a fresh jsdom in a new context of a worker that stays, rather than a new process that
    // loads Vitest and jsdom again: starting the environment was 126 of the web tests' 206 s. A context
    // shares nothing with the next file's (a module graph of its own), as a process did.
    pool: 'vmThreads',
    // Two cores run every workspace's tests at once; lazy pages load their modules on first use.
    testTimeout: 15_000,
    // The tests render with Preact as the build does: libraries that import React are transformed here,
    // where the aliases reach them, instead of being loaded by Node as published.
    // The libraries are bundled once per run (as Vite does for the browser) instead of transformed module
    // by module in every test file: a third of the web tests' time. `react` stays outside the bundles,
    // where the aliases turn it into Preact.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'preact',
            'preact/compat',
            'preact/hooks',
            'preact/compat/jsx-runtime',
            'preact/test-utils',
            '@tanstack/react-query',
            'radix-ui',
            'lucide-react',
            '@testing-library/react',
            '@testing-library/user-event',
            'react-hot-toast',
            'react-hook-form',
          ],
        },
      },
    },
    server: {
      deps: {
        inline: [
          /react/,
          /radix-ui/,
          /@visx/,
          /lucide/,
          /use-sidecar/,
          /use-callback-ref/,
          /@testing-library/,
        ],
      },
    },
  },
});
