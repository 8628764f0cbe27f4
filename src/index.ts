/* The action's entry point (bundled to dist/index.js): the only side effect is running it. */
import { run } from './action/main.js';

void run();
