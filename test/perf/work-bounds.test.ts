/**
 * Work bounds that make the audit's speed hold (asserted as counts, never as time; speed is measured
 * by `npm run bench` and written down in docs/performance.md):
 * - a chain 1,000 directories deep costs one metadata lookup per directory, however many profiles
 *   and chains cross it (not one per path component per directory: that was ~500,000 statx calls);
 * - the duplicate rule normalises each file's text once per run, not once per descendant;
 * - a file's structure is read only when its findings depend on it (links, lint comments): its
 *   links by the link scanner, the Markdown parser only where the scanner cannot be sure, and the
 *   findings are the same as with a parse;
 * - with the result cache, an unchanged tree costs no lint work (each candidate still read once, to
 *   prove it unchanged), and one changed file is the only one linted again;
 * - a directory of 50,000 entries listed one name at a time (untracked files, the walk without git)
 *   puts each name into its directory's lookup set once (it was once per name added: quadratic).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listRepository, listRepositoryAsync, nameIndexCount } from '../../src/discovery/listing.js';
import { duplicateNormalizationCount } from '../../src/rules/no-duplicate-parent-content.js';
import { lintParseCount, lintRunCount, lintScanCount } from '../../src/rules/index.js';
import { auditAt, chainOf } from '../helpers/audit.js';
import { CLI_JS, ensureCompiled } from '../helpers/cli.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';
import { hasStrace } from '../hostile/helpers.js';

afterAll(cleanupRepos);

const DEPTH = 1_000;

/** A real git repository with DEPTH nested directories `d/d/…/d` and an AGENTS.md at the bottom (and one at the root). */
function deepRepo(): { root: string; bottom: string } {
  const root = makeRepo({ 'AGENTS.md': '# Root\n\nRun the tests before pushing.\n' }, { git: true });
  const bottom = Array.from({ length: DEPTH }, () => 'd').join('/');
  fs.mkdirSync(path.join(root, bottom), { recursive: true });
  fs.writeFileSync(path.join(root, bottom, 'AGENTS.md'), '# Deep\n\nThe deepest package.\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'deep');
  return { root, bottom };
}

describe(`a chain ${DEPTH} directories deep`, () => {
  const { root, bottom } = deepRepo();

  it('is resolved with one lookup per directory, shared by every profile and chain that crosses it', async () => {
    const one = await auditAt(root, { profiles: ['codex'] });
    expect(chainOf(one, bottom, 'codex').files.map((f) => f.path)).toEqual(['AGENTS.md', `${bottom}/AGENTS.md`]);
    expect(one.ctx.dirLookups).toBeGreaterThan(0);
    expect(one.ctx.dirLookups).toBeLessThanOrEqual(DEPTH);
    // Five profiles: the same directories once each, plus each profile's settings folders (.claude, .gemini…),
    // looked up once per directory too; linear in the depth.
    const many = await auditAt(root, { profiles: ['codex', 'a3s', 'claude-code', 'gemini', 'opencode'] });
    expect(many.report.stats.chains).toBe(5 * 2);
    expect(many.ctx.dirLookups).toBeLessThanOrEqual(5 * (DEPTH + 1));
    expect(many.ctx.filesRead).toBe(2);
  });

  it.skipIf(!hasStrace)('under strace: the stat-family calls of the whole run grow linearly with the depth', () => {
    ensureCompiled();
    const log = path.join(makeTempDir('amda-deep-trace-'), 'trace.log');
    const r = spawnSync('strace', ['-f', '-qq', '-e', 'trace=statx,newfstatat,lstat,stat,fstatat64', '-o', log, process.execPath, CLI_JS, root, '--format', 'json'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 240_000,
    });
    expect([0, 1]).toContain(r.status);
    const calls = fs.readFileSync(log, 'utf8').split('\n').filter((l) => /^\d+\s+\w*stat\w*\(/.test(l)).length;
    // Measured: about 7 per directory (git's own listing included); quadratic would be ~500,000.
    expect(calls).toBeLessThan(20 * DEPTH);
  });
});

describe('lint work per file', () => {
  const RULES = [
    '- Always run the full test suite before pushing any change.',
    '- Keep commits small and focused on a single concern.',
    '- Write the changelog entry in the same pull request.',
  ];
  const files: Record<string, string> = { 'AGENTS.md': `# Root\n\n${RULES.join('\n')}\n\nSee [the guide](docs/guide.md).\n`, 'docs/guide.md': '# Guide\n' };
  for (let i = 0; i < 12; i++) {
    files[`pkg${i}/AGENTS.md`] = `# Package ${i}\n\n${RULES.join('\n')}\n`;
    files[`pkg${i}/sub/AGENTS.md`] = `# Sub ${i}\n\n${RULES.join('\n')}\n${i % 3 === 0 ? '\n[missing](nowhere.md)\n' : ''}`;
  }

  it('normalises each file once for the duplicate rule, and reads the structure of only the files with links (scanned, not parsed)', async () => {
    const root = makeRepo(files, { commit: true });
    const normalized = duplicateNormalizationCount();
    const parsed = lintParseCount();
    const scanned = lintScanCount();
    const r = await auditAt(root, { profiles: ['codex'] });
    const instruction = Object.keys(files).filter((f) => f.endsWith('AGENTS.md'));
    expect(r.report.stats.instructionFiles).toBe(instruction.length);
    // The root is an ancestor of 24 files and pkgN/AGENTS.md of one each: still once per file.
    expect(duplicateNormalizationCount() - normalized).toBeLessThanOrEqual(instruction.length);
    const withLinks = instruction.filter((f) => files[f]!.includes(']('));
    expect(lintScanCount() - scanned).toBe(withLinks.length);
    expect(lintParseCount() - parsed).toBe(0);
    const dup = r.report.findings.filter((f) => f.ruleId === 'no-duplicate-parent-content');
    expect(dup).toHaveLength(24); // every nested file copies the block (from its nearest copy)
    expect(r.report.findings.filter((f) => f.ruleId === 'no-broken-references').map((f) => f.path)).toEqual(['pkg0/sub/AGENTS.md', 'pkg3/sub/AGENTS.md', 'pkg6/sub/AGENTS.md', 'pkg9/sub/AGENTS.md']);
  });
});

describe('with the result cache', () => {
  it('an unchanged tree costs no lint work and reads each candidate once; one changed file is the only one linted again', async () => {
    const files: Record<string, string> = { 'AGENTS.md': '# Root\n\nRun the tests.\n' };
    for (let i = 0; i < 20; i++) files[`pkg${i}/AGENTS.md`] = `# Package ${i}\n\nBuild package ${i} with make.\n`;
    const root = makeRepo(files, { commit: true });
    const cacheDir = makeTempDir('amda-bounds-cache-');
    const first = await auditAt(root, { cacheDir });
    expect(first.cache).toMatchObject({ report: 'none', lintRun: 21, lintReused: 0 });
    const linted = lintRunCount();
    const parsed = lintParseCount();
    const hit = await auditAt(root, { cacheDir });
    expect(hit.cache!.report).toBe('reused');
    expect(lintRunCount() - linted).toBe(0);
    expect(lintParseCount() - parsed).toBe(0);
    expect(hit.ctx.filesRead).toBe(21);
    expect(hit.report).toEqual(first.report);
    fs.appendFileSync(path.join(root, 'pkg7/AGENTS.md'), 'And lint it.\n');
    const changed = await auditAt(root, { cacheDir });
    expect(changed.cache).toMatchObject({ report: 'stale', lintRun: 1, lintReused: 20 });
    expect(lintRunCount() - linted).toBe(1);
  });
});

describe('a directory of 50,000 entries, listed one name at a time', () => {
  const N = 50_000;
  /** A directory `data/` of N empty files beside an AGENTS.md (and `data/AGENTS.md`), without git. */
  function wideTree(): string {
    const root = makeRepo({ 'AGENTS.md': '# Root\n\nRun the tests.\n', 'data/AGENTS.md': '# Data\n\nGenerated; do not edit.\n' });
    for (let i = 0; i < N; i++) fs.closeSync(fs.openSync(path.join(root, 'data', `f${i}.txt`), 'w'));
    return root;
  }
  const root = wideTree();
  const listed = N + 2;

  it('the walk without git indexes each name once, and so does the audit over it', async () => {
    const before = nameIndexCount();
    const walked = listRepository(root);
    expect(walked.source).toBe('walk');
    expect(walked.files.size).toBe(listed);
    expect(walked.files.has(`data/f${N - 1}.txt`) && walked.files.has('data/AGENTS.md') && !walked.files.has(`data/f${N}.txt`)).toBe(true);
    // Each of data/'s names enters its set once (the root's two names are scanned, never indexed).
    expect(nameIndexCount() - before).toBe(N + 1);
    const audit = nameIndexCount();
    const r = await auditAt(root, { assumeRoot: true, profiles: ['codex', 'claude-code', 'gemini'] });
    expect(chainOf(r, 'data', 'codex').files.map((f) => f.path)).toEqual(['AGENTS.md', 'data/AGENTS.md']);
    expect(nameIndexCount() - audit).toBeLessThanOrEqual(N + 1);
  });

  it('untracked in a git repository: the listing and the audit index each name once', async () => {
    git(root, 'init', '-q');
    git(root, 'add', 'AGENTS.md');
    git(root, 'commit', '-q', '-m', 'root');
    const before = nameIndexCount();
    const listing = await listRepositoryAsync(root);
    expect(listing.source).toBe('git');
    expect(listing.files.size).toBe(listed);
    expect(listing.files.get('data/f123.txt')).toEqual({ git: 'untracked' });
    expect(nameIndexCount() - before).toBe(N + 1);
    const audit = nameIndexCount();
    const r = await auditAt(root, { profiles: ['codex', 'claude-code', 'gemini'] });
    expect(chainOf(r, 'data', 'codex').files.map((f) => f.path)).toEqual(['AGENTS.md', 'data/AGENTS.md']);
    expect(nameIndexCount() - audit).toBeLessThanOrEqual(N + 1);
  });
});
