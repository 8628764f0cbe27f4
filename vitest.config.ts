import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards only, never a speed check (a test asserts behaviour; speed is `npm run bench`'s):
    // generous enough that a correct test on a two-core machine loaded many times over still ends.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single worker on a two-core machine,
    // idle whenever its test waits for git, the CLI or npm in a child process. Most test files do,
    // so one more worker than cores keeps both cores busy (loaded two-core machine, two `yes` loops:
    // 220 s with 1 worker, 136 s with 2, 117 s with 3; every test passing each time).
    maxWorkers: availableParallelism() + 1,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/helpers/fast-check-seed.ts'],
  },
});
