#!/usr/bin/env node
// Regenerate the README's action reference (inputs and outputs tables, the `with:` block at the
// defaults) from action.yml. The generator is the drift test itself, run in update mode, so the
// README and the check that it is current can never disagree.
//
//   npm run docs:action
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const r = spawnSync(process.execPath, [vitest, 'run', 'test/release/action-docs.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, UPDATE_GOLDEN: '1' },
});
process.exit(r.status ?? 1);
