#!/usr/bin/env node
// Regenerate docs/rules/<id>.md for every lint rule (src/rules/<id>.ts) from the rule's exports
// (meta, docs, examples). The generator is the docs test itself, run in update mode, so the docs
// and the check that they are current can never disagree.
//
//   npx node scripts/generate-rule-docs.mjs
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const r = spawnSync(process.execPath, [vitest, 'run', 'test/rules/docs.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, UPDATE_GOLDEN: '1' },
});
process.exit(r.status ?? 1);
