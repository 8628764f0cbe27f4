/* The action's entry point (bundled to dist/index.js): its side effects are a small young generation (heap.ts) and running it. */
import { run } from './action/main.js';
import { keepYoungGenerationSmall } from './heap.js';

keepYoungGenerationSmall();
void run();
