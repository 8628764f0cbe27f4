#!/usr/bin/env node
/**
 * The CLI's entry, kept small: most of the start-up is loading and compiling the rest of the CLI
 * (about 1.8 MB), so git starts walking the work tree for untracked files first (the longest of the
 * listings, and all a cached run waits for), on the other core, and the audit takes that walk over
 * (`startListing`). Then the rest of the CLI loads (`process.ts`), compiled from V8's compile cache
 * where Node keeps one (`src/compile-cache.ts`).
 */
import { keepCompileCache } from '../compile-cache.js';
import { startOthersEarly } from '../discovery/listing.js';
import { keepYoungGenerationSmall } from '../heap.js';
import { auditRootOf } from './args.js';

// Before the rest is compiled: V8 may grow its young generation while it compiles (src/heap.ts).
keepYoungGenerationSmall();
const root = auditRootOf(process.argv.slice(2), process.cwd());
if (root !== null) startOthersEarly(root);
// (Never inside the audited repository: with no root, the current directory stands for it.)
keepCompileCache([root ?? process.cwd()]);
await import('./process.js');
