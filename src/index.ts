/* The action's entry point (bundled to dist/index.js): the only side effect is running it. */
import { run } from './action/main.js';
import { usePrepareWorker } from './rules/prepare-pool.js';
import { isPrepareWorker } from './rules/prepare-worker.js';

// Bundled, this file is also the lint worker's script: in that thread it runs nothing else.
usePrepareWorker(import.meta.url);
if (!isPrepareWorker) void run();
