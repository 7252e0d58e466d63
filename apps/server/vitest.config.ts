import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Test files in a worker share its loaded modules: importing the whole app again for each of 80
    // files took half the server tests' time. Each file still builds its own shop on its own database
    // (src/test/test-app.ts), so no state crosses files; a test that needs another dependency injects
    // it (vi.mock of a module another file already loaded would not take).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
