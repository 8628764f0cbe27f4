/**
 * How a cached report is proved still true (src/discovery/context.ts `askAgain`, src/cache.ts):
 * - directory stamps: on a tree whose directories have not changed, a replay asks each directory
 *   once and skips the names it did not hold; any entry made in a directory (an ignored override
 *   git cannot list, a FIFO) moves the directory's times, so it is asked again and seen; a directory
 *   touched without a change in its entries (a fresh checkout) keeps the report and gets its new stamp;
 * - the tracked listing is hashed by git itself on a replay, and that hash is the one the full run
 *   computed: a report is reused in a SHA-1 and in a SHA-256 repository, and in one with no tracked file;
 * - a settled index file vouches for the tracked listing by its stamp: the replay lists nothing again,
 *   an index rewritten with the same entries is listed and hashed and keeps the report, a change staged is seen.
 * Real repositories; the directories' times are real: the test waits until they are old enough to stamp,
 * and sets them ahead of the clock where they must be too recent (never a race with the run's speed).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_FILE } from '../../src/cache.js';
import { lintRunCount } from '../../src/rules/index.js';
import { auditAt } from '../helpers/audit.js';
import { callText, withGitLog } from '../helpers/git-log.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

/** Directories get a stamp only once their times are this old (SETTLED_MS in context.ts, plus a margin). */
const SETTLE_MS = 2_200;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Wait until every directory under `root` (outside .git) was last changed SETTLE_MS ago or more. */
async function settled(root: string): Promise<void> {
  let newest = 0;
  const walk = (dir: string): void => {
    const st = fs.lstatSync(dir);
    newest = Math.max(newest, st.mtimeMs, st.ctimeMs);
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory() && e.name !== '.git') walk(path.join(dir, e.name));
  };
  walk(root);
  const wait = newest + SETTLE_MS - Date.now();
  if (wait > 0) await sleep(wait);
}

function entryOf(cacheDir: string): { fs: string[]; listing: string[] } {
  // The body, after the header line that holds its signature.
  const text = fs.readFileSync(path.join(cacheDir, CACHE_FILE), 'utf8');
  const data = JSON.parse(text.slice(text.indexOf('\n') + 1)) as { reports: { entry: { fs: string[]; listing: string[] } }[] };
  return data.reports[0]!.entry;
}

function questions(cacheDir: string): string[] {
  return entryOf(cacheDir).fs;
}

/** Wait until `file` was last changed SETTLE_MS ago or more. */
async function fileSettled(file: string): Promise<void> {
  const st = fs.lstatSync(file);
  const wait = Math.max(st.mtimeMs, st.ctimeMs) + SETTLE_MS - Date.now();
  if (wait > 0) await sleep(wait);
}

const kinds = (qs: readonly string[], k: string): string[] => qs.filter((q) => q[0] === k).map((q) => q.slice(1));

function packages(n: number): Record<string, string> {
  const files: Record<string, string> = { 'AGENTS.md': '# Root\n\nRun the tests before pushing.\n' };
  for (let i = 0; i < n; i++) {
    files[`pkg/p${i}/src/index.ts`] = `export const n = ${i};\n`;
    if (i % 2 === 0) files[`pkg/p${i}/AGENTS.md`] = `# Package ${i}\n\nBuild it with make.\n`;
  }
  return files;
}

describe('directory stamps in a cached report', () => {
  it('let a replay of an unchanged tree skip every name a directory did not hold, and still see any entry made since', async () => {
    const root = makeRepo(packages(12), { commit: true, gitignore: 'AGENTS.override.md\n' });
    const dir = makeTempDir('amda-replay-');
    await settled(root);
    const first = await auditAt(root, { cacheDir: dir });
    const asked = questions(dir);
    // Every directory was old enough: each got a stamp, and each name it did not hold can be skipped.
    const stamped = kinds(asked, 'D').map((k) => k.split('\0')[0]);
    expect(stamped).toEqual(expect.arrayContaining(['pkg', 'pkg/p0', 'pkg/p1', 'pkg/p1/src']));
    for (const d of kinds(asked, 'd')) expect(fs.existsSync(path.join(root, d)), d).toBe(false); // only directories that are not there go unstamped
    const skippable = kinds(asked, 'P');
    expect(skippable).toEqual(expect.arrayContaining(['pkg/p0/AGENTS.override.md', 'pkg/p1/AGENTS.md', 'pkg/p1/src/AGENTS.md']));
    expect(skippable.every((p) => stamped.includes(path.posix.dirname(p)))).toBe(true);

    const before = lintRunCount();
    const again = await auditAt(root, { cacheDir: dir });
    expect(again.cache!.report).toBe('reused');
    expect(again.report).toEqual(first.report);
    expect(lintRunCount() - before).toBe(0);
    // Work bound: only the names that exist (or lie outside a stamped directory) were probed on disk.
    expect(again.ctx.probesMade).toBe(kinds(asked, 'p').length);
    expect(again.ctx.probesMade).toBeLessThan(skippable.length);

    // Entries git does not list, made in stamped directories: each moves its directory's times.
    const changes: [string, () => void][] = [
      ['a git-ignored override', () => fs.writeFileSync(path.join(root, 'pkg/p4/AGENTS.override.md'), '# Mine\n\nLocal rules.\n')],
      ['a FIFO with a candidate name', () => execFileSync('mkfifo', [path.join(root, 'pkg/p5/src/AGENTS.md')])],
      ['a git-ignored override removed', () => fs.rmSync(path.join(root, 'pkg/p4/AGENTS.override.md'))],
    ];
    for (const [what, change] of changes) {
      await settled(root);
      await auditAt(root, { cacheDir: dir }); // stamps every directory as it is now
      change();
      const plain = await auditAt(root);
      const cached = await auditAt(root, { cacheDir: dir });
      expect(cached.cache!.report, what).toBe('stale');
      expect(cached.report, what).toEqual(plain.report);
    }
  }, 30_000);

  it('keep a report whose directories were touched without a change in their entries, and take their new stamps', async () => {
    const root = makeRepo(packages(4), { commit: true });
    const dir = makeTempDir('amda-replay-');
    await settled(root);
    await auditAt(root, { cacheDir: dir });
    const before = questions(dir);
    expect(before.some((q) => q.startsWith('Dpkg/p2\0'))).toBe(true);
    // New times, the same entries, as a fresh checkout leaves them; set ahead of the clock, so that
    // however long this takes, the directory is too recent to stamp.
    const ahead = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(root, 'pkg/p2'), ahead, ahead);
    const touched = await auditAt(root, { cacheDir: dir });
    expect(touched.cache!.report).toBe('reused');
    // pkg/p2's missing names were asked on disk again (its stamp no longer held).
    expect(touched.ctx.probesMade).toBeGreaterThan(kinds(before, 'p').length);
    const renewed = questions(dir);
    expect(renewed.some((q) => q.startsWith('Dpkg/p2\0'))).toBe(false);
    expect(renewed).toContain('dpkg/p2');
    expect(renewed.some((q) => q.startsWith('Dpkg/p1\0'))).toBe(true);
    // Times in the past again: once they have settled, the directory gets its new stamp.
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(root, 'pkg/p2'), past, past);
    await settled(root);
    const later = await auditAt(root, { cacheDir: dir });
    expect(later.cache!.report).toBe('reused');
    expect(questions(dir).some((q) => q.startsWith('Dpkg/p2\0'))).toBe(true);
  }, 30_000);

  it('never stamp a directory whose times are not yet settled: its names are asked again on every replay', async () => {
    const root = makeRepo(packages(2), { commit: true });
    // Times ahead of the clock: not settled, however long the run takes.
    const ahead = new Date(Date.now() + 3_600_000);
    for (const d of ['pkg', 'pkg/p0', 'pkg/p0/src', 'pkg/p1', 'pkg/p1/src']) fs.utimesSync(path.join(root, d), ahead, ahead);
    const dir = makeTempDir('amda-replay-');
    await auditAt(root, { cacheDir: dir });
    const asked = questions(dir);
    expect(kinds(asked, 'd')).toEqual(expect.arrayContaining(['pkg', 'pkg/p0', 'pkg/p0/src', 'pkg/p1', 'pkg/p1/src']));
    expect(kinds(asked, 'D')).toEqual([]);
    expect(kinds(asked, 'P')).toEqual([]);
    const again = await auditAt(root, { cacheDir: dir });
    expect(again.cache!.report).toBe('reused');
    expect(again.ctx.probesMade).toBe(kinds(asked, 'p').length);
  });
});

describe('the tracked listing on a replay', () => {
  const shapes: [string, () => string][] = [
    ['a SHA-1 repository', () => makeRepo(packages(3), { commit: true })],
    [
      'a SHA-256 repository',
      () => {
        const root = makeRepo(packages(3));
        git(root, 'init', '-q', '--object-format=sha256');
        git(root, 'add', '-A');
        git(root, 'commit', '-q', '-m', 'sha256');
        return root;
      },
    ],
    ['a repository with no tracked file', () => makeRepo(packages(3), { git: true })],
  ];
  for (const [what, make] of shapes) {
    it(`is hashed by git to the digest the full run computed: ${what}`, async () => {
      const root = make();
      const dir = makeTempDir('amda-replay-');
      const first = await auditAt(root, { cacheDir: dir });
      const again = await auditAt(root, { cacheDir: dir });
      expect(again.cache!.report).toBe('reused');
      expect(again.report).toEqual(first.report);
      // …and a change to the index (a file staged) is seen.
      fs.writeFileSync(path.join(root, 'pkg/p1/AGENTS.md'), '# Package 1\n\nNew.\n');
      git(root, 'add', 'pkg/p1/AGENTS.md');
      const plain = await auditAt(root);
      const staged = await auditAt(root, { cacheDir: dir });
      expect(staged.cache!.report).toBe('stale');
      expect(staged.report).toEqual(plain.report);
    });
  }
});

describe('the index file\'s stamp on a replay', () => {
  /** The audit with the cache, and the `ls-files` calls it made. */
  async function cachedRun(root: string, dir: string): Promise<{ r: Awaited<ReturnType<typeof auditAt>>; lsFiles: string[] }> {
    const shim = withGitLog();
    try {
      const r = await auditAt(root, { cacheDir: dir });
      return { r, lsFiles: shim.calls().map(callText).filter((c) => c.startsWith('ls-files')) };
    } finally {
      shim.restore();
    }
  }

  it('vouches for the tracked listing once settled: nothing listed again; an index rewritten with the same entries keeps the report and gives its stamp; a staged change is seen', async () => {
    const root = makeRepo(packages(4), { commit: true });
    const dir = makeTempDir('amda-replay-');
    await fileSettled(path.join(root, '.git/index'));
    const first = await cachedRun(root, dir);
    const [stamped] = entryOf(dir).listing.filter((q) => q[0] === 'I');
    expect(stamped?.split('\0')[0]).toBe('I.');
    expect(entryOf(dir).listing).not.toContain('gs.');

    const again = await cachedRun(root, dir);
    expect(again.r.cache!.report).toBe('reused');
    expect(again.r.report).toEqual(first.r.report);
    expect(again.lsFiles).toEqual(['ls-files -z --others --exclude-standard']); // the tracked listing is not asked for

    // The same entries in a new index file (a new inode and times): listed and hashed once, still the
    // same, and the new file's stamp kept for the next run.
    git(root, 'read-tree', 'HEAD');
    await fileSettled(path.join(root, '.git/index'));
    const rewritten = await cachedRun(root, dir);
    expect(rewritten.r.cache!.report).toBe('reused');
    expect(rewritten.lsFiles.sort()).toEqual(['ls-files -z --others --exclude-standard', 'ls-files -z --stage']);
    expect(entryOf(dir).listing.filter((q) => q[0] === 'I')).not.toEqual([stamped]);
    const next = await cachedRun(root, dir);
    expect(next.r.cache!.report).toBe('reused');
    expect(next.lsFiles).toEqual(['ls-files -z --others --exclude-standard']);

    // A change staged: the stamp differs, and so does the listing.
    fs.writeFileSync(path.join(root, 'pkg/p1/AGENTS.md'), '# Package 1\n\nNew.\n');
    git(root, 'add', 'pkg/p1/AGENTS.md');
    const plain = await auditAt(root);
    const staged = await cachedRun(root, dir);
    expect(staged.r.cache!.report).toBe('stale');
    expect(staged.r.report).toEqual(plain.report);
  });

  it('is not taken from an index written in the last seconds (set ahead of the clock), nor for a root that is not the top of its repository', async () => {
    const root = makeRepo(packages(2), { commit: true });
    const future = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, '.git/index'), future, future);
    const dir = makeTempDir('amda-replay-');
    await auditAt(root, { cacheDir: dir });
    expect(entryOf(dir).listing).toEqual(['gs.', 'go.']);

    const sub = makeTempDir('amda-replay-');
    await auditAt(path.join(root, 'pkg'), { cacheDir: sub });
    expect(entryOf(sub).listing).toEqual(['gs.', 'go.']);
  });
});
