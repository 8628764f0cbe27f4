import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards only, never a speed check (a test asserts behaviour; speed is `npm run bench`'s):
    // generous enough that a correct test on a two-core machine loaded many times over still ends.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
