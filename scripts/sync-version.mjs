#!/usr/bin/env node
// The `version` lifecycle script of `npm version X.Y.Z` (after npm has written package.json and
// package-lock.json, before it commits and tags vX.Y.Z): puts the new version everywhere else and
// stages it, so that the release commit holds one number.
//
//   - src/version.ts gets the version, and RELEASED = true (rule links at the tag; the first
//     change after the release sets it back to false with its CHANGELOG entry);
//   - CHANGELOG.md: the `## [Unreleased]` notes become `## [X.Y.Z] - <today>`, with its link;
//   - dist/ is rebuilt, and the golden reports (which show the version) are rewritten.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = (f) => path.join(root, f);
const fail = (message) => {
  process.stderr.write(`sync-version: ${message}\n`);
  process.exit(1);
};

const { version } = JSON.parse(readFileSync(file('package.json'), 'utf8'));
const repo = /github\.com\/([^/]+\/[^/.]+)/.exec(JSON.parse(readFileSync(file('package.json'), 'utf8')).repository.url)[1];

const versionTs = readFileSync(file('src/version.ts'), 'utf8');
const previous = /export const VERSION = '([^']*)'/.exec(versionTs)?.[1];
if (!previous) fail('src/version.ts has no VERSION');
// The release commit is the released build: its rule links point at its tag (src/version.ts RELEASED).
writeFileSync(
  file('src/version.ts'),
  versionTs.replace(/export const VERSION = '[^']*'/, `export const VERSION = '${version}'`).replace(/export const RELEASED: boolean = \w+;/, 'export const RELEASED: boolean = true;'),
);

let changelog = readFileSync(file('CHANGELOG.md'), 'utf8');
if (!changelog.includes(`## [${version}]`)) {
  const m = /^## \[Unreleased\]\n([\s\S]*?)(?=^## \[|^\[Unreleased\]: )/m.exec(changelog);
  if (!m || m[1].trim() === '') fail('CHANGELOG.md: write the release notes under `## [Unreleased]` first');
  const today = new Date().toISOString().slice(0, 10);
  changelog = changelog.replace(m[0], `## [Unreleased]\n\n## [${version}] - ${today}\n${m[1]}`);
  changelog = changelog.replace(
    /^\[Unreleased\]: .*$/m,
    `[Unreleased]: https://github.com/${repo}/compare/v${version}...HEAD\n[${version}]: https://github.com/${repo}/compare/v${previous}...v${version}`,
  );
  writeFileSync(file('CHANGELOG.md'), changelog);
}

const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
run('npm', ['run', 'build']);
run(process.execPath, [file('node_modules/vitest/vitest.mjs'), 'run', 'test/report'], { UPDATE_GOLDEN: '1' });
run('git', ['add', 'src/version.ts', 'CHANGELOG.md', 'dist', 'test/report/golden']);
