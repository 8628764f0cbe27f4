#!/usr/bin/env node
// Check that a release tag agrees with the project, and print the release notes for it.
//
//   node scripts/release-notes.mjs v1.2.3 [--root DIR]
//
// Fails (exit 1, with the reason on stderr) unless the tag is vX.Y.Z, package.json's version is X.Y.Z,
// src/version.ts says the same, and CHANGELOG.md has a non-empty `## [X.Y.Z] - YYYY-MM-DD` section,
// which is printed on stdout (the GitHub release's notes). Used by .github/workflows/release.yml.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';

function fail(message) {
  process.stderr.write(`release-notes: ${message}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ options: { root: { type: 'string', default: '.' } }, allowPositionals: true });
const [tag] = positionals;
if (positionals.length !== 1) fail('usage: node scripts/release-notes.mjs vX.Y.Z [--root DIR]');
const m = /^v(\d+\.\d+\.\d+)$/.exec(tag);
if (!m) fail(`tag ${JSON.stringify(tag)} is not a release tag vX.Y.Z`);
const version = m[1];
const read = (f) => {
  try {
    return readFileSync(path.join(values.root, f), 'utf8');
  } catch (e) {
    fail(`cannot read ${f}: ${e.code ?? e.message}`);
  }
};

const pkg = JSON.parse(read('package.json'));
if (pkg.version !== version) fail(`tag ${tag} but package.json says ${pkg.version}: run \`npm version ${version}\` (see CONTRIBUTING.md)`);
const source = /export const VERSION = '([^']*)'/.exec(read('src/version.ts'))?.[1];
if (source !== version) fail(`tag ${tag} but src/version.ts says ${source}`);

const changelog = read('CHANGELOG.md').replace(/\r\n/g, '\n');
const heading = new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm');
const start = heading.exec(changelog);
if (!start) fail(`CHANGELOG.md has no \`## [${version}] - YYYY-MM-DD\` section`);
const bodyStart = start.index + start[0].length;
const rest = changelog.slice(bodyStart);
const next = rest.search(/^## \[|^\[[^\]]+\]: /m);
const notes = (next < 0 ? rest : rest.slice(0, next)).trim();
if (notes === '') fail(`CHANGELOG.md's section for ${version} is empty`);
process.stdout.write(`${notes}\n`);
