#!/usr/bin/env node
/**
 * Generate a synthetic monorepo for the scale measurement (docs/performance.md).
 *
 *   node scripts/gen-monorepo.mjs DIR [--files N] [--dirs N] [--instructions N] [--seed S] [--no-git] [--no-commit]
 *
 * Defaults: 100,000 files in 10,000 directories (the root included), 1,000 of them instruction
 * files, then `git init`, `git add -A` and one commit. The output is deterministic for a seed:
 * the same tree, the same bytes, the same commit id (fixed author, committer and dates).
 *
 * Shape: a tree with branching factor 10 (packages → areas → modules → parts…), directories
 * created breadth-first; every directory gets ⌊files/dirs⌋ ordinary files (the remainder goes to
 * the first ones). Instruction files go to the root and to a random pick of directories biased
 * towards shallow ones, so chains of every depth exist: mostly AGENTS.md, every 20th an
 * AGENTS.override.md next to an AGENTS.md (so it counts two), every 50th a large (20–30 KiB)
 * AGENTS.md so that deep chains overflow the 32 KiB budget. Instruction files hold multi-byte
 * characters (so cuts can split them). A root `.gitignore` is one of the files.
 *
 * Prints one JSON line with what was written: { dir, files, dirs, instructionFiles, ms }.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    files: { type: 'string', default: '100000' },
    dirs: { type: 'string', default: '10000' },
    instructions: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'no-git': { type: 'boolean', default: false },
    'no-commit': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

function die(msg) {
  process.stderr.write(`gen-monorepo: ${msg}\n`);
  process.exit(2);
}

if (values.help || positionals.length !== 1) {
  process.stdout.write('usage: node scripts/gen-monorepo.mjs DIR [--files N] [--dirs N] [--instructions N] [--seed S] [--no-git] [--no-commit]\n');
  process.exit(values.help ? 0 : 2);
}

function count(name) {
  const raw = values[name];
  if (!/^\d+$/.test(raw)) die(`--${name} ${JSON.stringify(raw)} is not a whole number`);
  return Number(raw);
}

const FILES = count('files');
const DIRS = count('dirs');
const INSTRUCTIONS = count('instructions');
const SEED = count('seed');
if (DIRS < 1) die('--dirs must be at least 1 (the root)');
if (INSTRUCTIONS > DIRS * 2) die('--instructions cannot exceed 2 per directory');
if (INSTRUCTIONS > FILES) die('--instructions cannot exceed --files');

const dir = path.resolve(positionals[0]);
if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) die(`${dir} exists and is not empty`);
fs.mkdirSync(dir, { recursive: true });

// Small deterministic PRNG (mulberry32).
let state = SEED >>> 0 || 1;
function rand() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randInt = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

const started = Date.now();
const LEVEL_NAMES = ['pkg', 'area', 'mod', 'part', 'unit', 'leaf', 'node', 'cell'];

// Directories, breadth-first, branching factor 10.
const dirs = ['.'];
const depthOf = new Map([['.', 0]]);
for (let i = 0; dirs.length < DIRS; i++) {
  const parent = dirs[i];
  const depth = depthOf.get(parent) + 1;
  const base = LEVEL_NAMES[(depth - 1) % LEVEL_NAMES.length];
  for (let k = 0; k < 10 && dirs.length < DIRS; k++) {
    const rel = parent === '.' ? `${base}${String(k).padStart(2, '0')}` : `${parent}/${base}${String(k).padStart(2, '0')}`;
    dirs.push(rel);
    depthOf.set(rel, depth);
  }
}
for (const d of dirs) if (d !== '.') fs.mkdirSync(path.join(dir, d), { recursive: true });

const WORDS = ['build', 'test', 'lint', 'deploy', 'module', 'package', 'cache', 'schema', 'worker', 'queue', 'räksmörgås', 'naïve', 'café', '日本語', 'ключ', '→', '✓'];
function instructionText(rel, bytes) {
  const lines = [`# Instructions for ${rel}`, '', '## Commands', '', '- Run `npm test` before pushing.', ''];
  let size = lines.join('\n').length;
  while (size < bytes) {
    const n = randInt(6, 14);
    const words = [];
    for (let i = 0; i < n; i++) words.push(WORDS[randInt(0, WORDS.length - 1)]);
    const line = `- ${words.join(' ')}.`;
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return lines.join('\n') + '\n';
}

// Which directories get instruction files: the root, then evenly spread.
const instructionFiles = [];
let remaining = INSTRUCTIONS;
const chosen = [];
if (remaining > 0) {
  // About one directory in 21 with instruction files also gets an override.
  const slots = Math.min(DIRS, Math.max(1, Math.ceil((remaining * 20) / 21)));
  // The root first, then a random pick biased towards shallow directories (key = random × depth),
  // so that chains of every depth (root → package → area → module …) exist.
  const keyed = dirs.slice(1).map((d) => ({ d, key: rand() * depthOf.get(d) }));
  keyed.sort((a, b) => a.key - b.key);
  chosen.push('.', ...keyed.slice(0, slots - 1).map((k) => k.d));
}
for (let i = 0; i < chosen.length && remaining > 0; i++) {
  const d = chosen[i];
  const rel = (name) => (d === '.' ? name : `${d}/${name}`);
  const big = i % 50 === 49;
  const bytes = big ? randInt(20_000, 30_000) : randInt(300, 4_000);
  fs.writeFileSync(path.join(dir, rel('AGENTS.md')), instructionText(rel('AGENTS.md'), bytes));
  instructionFiles.push(rel('AGENTS.md'));
  remaining -= 1;
  if (i % 20 === 19 && remaining > chosen.length - i - 1) {
    fs.writeFileSync(path.join(dir, rel('AGENTS.override.md')), instructionText(rel('AGENTS.override.md'), randInt(200, 1_500)));
    instructionFiles.push(rel('AGENTS.override.md'));
    remaining -= 1;
  }
}
// If overrides could not absorb the remainder (more instruction files than directories), add more overrides.
for (let i = 0; remaining > 0 && i < chosen.length; i++) {
  const d = chosen[i];
  const f = d === '.' ? 'AGENTS.override.md' : `${d}/AGENTS.override.md`;
  if (fs.existsSync(path.join(dir, f))) continue;
  fs.writeFileSync(path.join(dir, f), instructionText(f, randInt(200, 1_500)));
  instructionFiles.push(f);
  remaining -= 1;
}

// Ordinary files, spread evenly.
const ordinary = Math.max(0, FILES - instructionFiles.length - 1); // the .gitignore is one file
fs.writeFileSync(path.join(dir, '.gitignore'), '*.local.md\nnode_modules/\n');
let written = 1;
const per = Math.floor(ordinary / DIRS);
let extra = ordinary % DIRS;
const EXT = ['ts', 'js', 'json', 'md', 'css', 'py'];
for (const d of dirs) {
  const n = per + (extra > 0 ? 1 : 0);
  if (extra > 0) extra -= 1;
  for (let k = 0; k < n; k++) {
    const ext = EXT[k % EXT.length];
    const name = `file${String(k).padStart(3, '0')}.${ext}`;
    const rel = d === '.' ? name : `${d}/${name}`;
    fs.writeFileSync(path.join(dir, rel), `// ${rel}\nexport const value = ${randInt(0, 1e6)};\n`);
    written += 1;
  }
}

function git(...args) {
  const r = spawnSync('git', ['-c', 'user.name=gen', '-c', 'user.email=gen@example.invalid', '-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', '-c', 'core.fsync=none', '-c', 'core.fsyncObjectFiles=false', '-c', 'gc.auto=0', ...args], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
      GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
    },
  });
  if (r.status !== 0) die(`git ${args[0]} failed: ${(r.stderr || r.error?.message || '').trim()}`);
}

if (!values['no-git']) {
  git('init', '-q');
  if (!values['no-commit']) {
    git('add', '-A');
    git('commit', '-q', '-m', 'generated monorepo');
  }
}

process.stdout.write(
  `${JSON.stringify({ dir, files: written + instructionFiles.length, dirs: dirs.length, instructionFiles: instructionFiles.length, ms: Date.now() - started })}\n`,
);
