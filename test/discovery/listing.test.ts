/**
 * One listing of the repository: git for tracked and untracked-not-ignored files (nested
 * repositories included), a bounded walk without git, and a stat of the candidate names on each
 * chain so that a git-ignored local override is still seen. A logging `git` shim placed first on
 * PATH counts the git commands an audit really runs.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DiscoveryContext } from '../../src/discovery/context.js';
import { gitIgnored, gitIgnoredAsync, listRepository, listRepositoryAsync, type RepoListing } from '../../src/discovery/listing.js';
import { resolveWorkingDirectories } from '../../src/discovery/workdirs.js';
import { auditAt, chainOf, loadedPaths } from '../helpers/audit.js';
import { callText, withGitLog } from '../helpers/git-log.js';
import { cleanupRepos, git, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('listing with git', () => {
  it('lists tracked and untracked-not-ignored files, not ignored ones', () => {
    const root = makeRepo({ 'AGENTS.md': 'tracked', 'pkg/AGENTS.md': 'tracked', 'ü ber/AGENTS.md': 'unicode and space' }, { commit: true, gitignore: '*.local.md\nbuild/\n' });
    fs.writeFileSync(path.join(root, 'pkg/NEW.md'), 'untracked');
    fs.writeFileSync(path.join(root, 'pkg/AGENTS.local.md'), 'ignored');
    fs.mkdirSync(path.join(root, 'build'));
    fs.writeFileSync(path.join(root, 'build/AGENTS.md'), 'ignored dir');
    const l = listRepository(root);
    expect(l.source).toBe('git');
    expect(l.files.get('AGENTS.md')).toEqual({ git: 'tracked' });
    expect(l.files.get('pkg/NEW.md')).toEqual({ git: 'untracked' });
    expect(l.files.get('ü ber/AGENTS.md')).toEqual({ git: 'tracked' });
    expect(l.files.has('pkg/AGENTS.local.md')).toBe(false);
    expect(l.files.has('build/AGENTS.md')).toBe(false);
    expect([...l.dirs].sort()).toEqual(['.', 'pkg', 'ü ber']);
    expect(l.byDir.get('pkg')!.sort()).toEqual(['AGENTS.md', 'NEW.md']);
  });

  it('marks tracked symlinks and lists nested repositories and submodules', () => {
    const lib = makeRepo({ 'AGENTS.md': 'library doc' }, { commit: true });
    const root = makeRepo({ 'AGENTS.md': 'root', 'CLAUDE.md': { symlink: 'AGENTS.md' } }, { commit: true });
    git(root, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'add', lib, 'vendor/lib');
    git(root, 'commit', '-q', '-m', 'submodule');
    const stray = path.join(root, 'tools/clone');
    fs.mkdirSync(stray, { recursive: true });
    git(stray, 'init', '-q');
    fs.writeFileSync(path.join(stray, 'AGENTS.md'), 'stray clone');
    const l = listRepository(root);
    expect(l.files.get('CLAUDE.md')).toEqual({ git: 'tracked', symlink: true });
    expect(l.nestedRepos.sort()).toEqual(['tools/clone', 'vendor/lib']);
    expect(l.files.get('vendor/lib/AGENTS.md')).toEqual({ git: 'tracked' });
    expect(l.files.get('tools/clone/AGENTS.md')).toEqual({ git: 'untracked' });
  });

  it('a submodule whose folder was replaced by a link to another repository elsewhere is not listed, nor audited, nor replayed differently', async () => {
    const lib = makeRepo({ 'AGENTS.md': 'library doc' }, { commit: true });
    const elsewhere = makeRepo({ 'AGENTS.md': '# another repository\n', 'docs/AGENTS.md': '# its docs\n' }, { commit: true });
    const root = makeRepo({ 'AGENTS.md': '# Root\n' }, { commit: true });
    git(root, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'add', lib, 'vendor/lib');
    git(root, 'commit', '-q', '-m', 'submodule');
    fs.rmSync(path.join(root, 'vendor/lib'), { recursive: true });
    fs.symlinkSync(elsewhere, path.join(root, 'vendor/lib'));
    for (const l of [listRepository(root), await listRepositoryAsync(root)]) {
      expect(l.nestedRepos).toEqual(['vendor/lib']);
      expect([...l.files.keys()].filter((p) => p.startsWith('vendor/'))).toEqual([]);
    }
    // Nothing of the other repository is audited: no chain there, no file, no candidate name looked for in it.
    const cacheDir = path.join(makeRepo(), 'cache');
    const r = await auditAt(root, { profiles: ['codex', 'claude-code'], cacheDir });
    expect(r.report.workingDirectories).toEqual(['.']);
    expect(r.report.files.map((f) => f.path)).toEqual(['AGENTS.md']);
    expect(r.ctx.probedPaths().filter((p) => p.startsWith('vendor/lib/'))).toEqual([]);
    // The replay asks the same question and gets the same answer: the report is reused.
    const again = await auditAt(root, { profiles: ['codex', 'claude-code'], cacheDir });
    expect(again.cache?.report).toBe('reused');
    expect(again.report).toEqual(r.report);
  });

  it('an audit runs one listing (two ls-files: tracked, untracked) plus at most one check-ignore, whatever the number of chains', async () => {
    const files: Record<string, string> = { 'AGENTS.md': 'root' };
    for (let i = 0; i < 30; i++) files[`p${i}/q/AGENTS.md`] = `doc ${i}`;
    const root = makeRepo(files, { commit: true, gitignore: 'AGENTS.override.md\n' });
    fs.writeFileSync(path.join(root, 'p3/q/AGENTS.override.md'), 'local override');
    const shim = withGitLog();
    restore = shim.restore;
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    shim.restore();
    restore = null;
    const calls = shim.calls().map(callText);
    expect(r.report.stats.chains).toBe(2 * 31);
    // The tracked listing without object ids: no digest of it is kept without a cache.
    expect(calls.filter((c) => c.startsWith('ls-files')).sort()).toEqual(['ls-files -z --format=%(objectmode)%x09%(path)', 'ls-files -z --others --exclude-standard']);
    expect(calls.filter((c) => c.startsWith('check-ignore'))).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  /** A repository with what a tracked listing has to tell apart: links, a submodule, odd names, an unmerged path. */
  function varietyRepo(): string {
    const lib = makeRepo({ 'AGENTS.md': 'library doc' }, { commit: true });
    const root = makeRepo(
      { 'AGENTS.md': 'root', 'CLAUDE.md': { symlink: 'AGENTS.md' }, 'ü ber/AGENTS.md': 'unicode and space', 'tab\there/AGENTS.md': 'tab', 'c/AGENTS.md': 'base\n' },
      { commit: true },
    );
    git(root, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'add', lib, 'vendor/lib');
    git(root, 'commit', '-q', '-m', 'submodule');
    git(root, 'checkout', '-q', '-b', 'side');
    fs.writeFileSync(path.join(root, 'c/AGENTS.md'), 'side\n');
    git(root, 'commit', '-q', '-am', 'side');
    git(root, 'checkout', '-q', '-');
    fs.writeFileSync(path.join(root, 'c/AGENTS.md'), 'main\n');
    git(root, 'commit', '-q', '-am', 'main');
    try {
      git(root, 'merge', '-q', 'side');
    } catch {
      /* the conflict is the point: c/AGENTS.md is listed once per stage */
    }
    return root;
  }

  function listed(l: RepoListing): unknown {
    return {
      source: l.source,
      files: [...l.files.keys()].map((k) => [k, l.files.get(k)]),
      dirs: [...l.dirs].sort(),
      byDir: [...l.byDir].sort(([a], [b]) => (a < b ? -1 : 1)),
      nested: [...l.nestedRepos].sort(),
    };
  }

  it('the listing without object ids is the listing with them: links, submodules, odd names, an unmerged path listed once', async () => {
    const root = varietyRepo();
    expect(git(root, 'ls-files', '--stage', 'c/AGENTS.md').trim().split('\n')).toHaveLength(3);
    const withIds = listRepository(root); // `--stage`
    const shim = withGitLog();
    restore = shim.restore;
    const lean = await listRepositoryAsync(root);
    shim.restore();
    restore = null;
    expect(shim.calls().map(callText)).toContain('ls-files -z --format=%(objectmode)%x09%(path)');
    expect(listed(lean)).toEqual(listed(withIds));
    expect(lean.files.get('CLAUDE.md')).toEqual({ git: 'tracked', symlink: true });
    expect(lean.files.get('tab\there/AGENTS.md')).toEqual({ git: 'tracked' });
    expect([...lean.files.keys()].filter((k) => k === 'c/AGENTS.md')).toHaveLength(1);
    expect(lean.files.get('vendor/lib/AGENTS.md')).toEqual({ git: 'tracked' });
  });

  it('a git older than 2.38 refuses `--format`: the tracked listing is asked with `--stage` instead, and is the same', async () => {
    const root = varietyRepo();
    const shim = withGitLog(true);
    restore = shim.restore;
    const old = await listRepositoryAsync(root);
    const r = await auditAt(root);
    shim.restore();
    restore = null;
    const calls = shim.calls().map(callText);
    // Per repository listed (the root and its submodule, twice): the refused ask, then `--stage`.
    expect(calls.filter((c) => c === 'ls-files -z --format=%(objectmode)%x09%(path)')).toHaveLength(4);
    expect(calls.filter((c) => c === 'ls-files -z --stage')).toHaveLength(4);
    expect(listed(old)).toEqual(listed(listRepository(root)));
    expect(r.report.files.find((f) => f.path === 'vendor/lib/AGENTS.md')).toMatchObject({ git: 'tracked' });
    expect(r.report.notes.join('\n')).not.toMatch(/unknown option|not a git/);
  });
});

describe('a git-ignored local override is still seen', () => {
  it('by a stat of the candidate names on the chain: loaded, and reported as ignored', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root', 'pkg/AGENTS.md': 'pkg shared' }, { commit: true, gitignore: 'AGENTS.override.md\n' });
    fs.writeFileSync(path.join(root, 'pkg/AGENTS.override.md'), 'my local override');
    const l = listRepository(root);
    expect(l.files.has('pkg/AGENTS.override.md')).toBe(false); // git hides it…
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], workingDirectories: ['pkg'] });
    expect(loadedPaths(r, 'pkg', 'codex')).toEqual(['AGENTS.md', 'pkg/AGENTS.override.md']); // …the audit does not
    expect(loadedPaths(r, 'pkg', 'a3s')).toEqual(['AGENTS.md', 'pkg/AGENTS.override.md']);
    expect(r.report.files.find((f) => f.path === 'pkg/AGENTS.override.md')).toMatchObject({ git: 'ignored', loadedBy: ['a3s', 'codex'], chains: 2 });
    expect(chainOf(r, 'pkg', 'codex').passedOver).toEqual([{ path: 'pkg/AGENTS.md', reason: 'hidden', detail: 'pkg/AGENTS.override.md' }]);
  });

  it('even in a directory git lists no candidate in: `auto` finds it by a stat of each candidate name, as does an explicit working directory', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root', 'empty/.gitkeep': '' }, { commit: true, gitignore: 'AGENTS.override.md\n' });
    fs.writeFileSync(path.join(root, 'empty/AGENTS.override.md'), 'ignored override');
    const auto = await auditAt(root);
    expect(auto.report.workingDirectories).toEqual(['.', 'empty']);
    expect(loadedPaths(auto, 'empty', 'codex')).toEqual(['AGENTS.md', 'empty/AGENTS.override.md']);
    const r = await auditAt(root, { workingDirectories: ['empty'] });
    expect(loadedPaths(r, 'empty', 'codex')).toEqual(['AGENTS.md', 'empty/AGENTS.override.md']);
  });
});

describe('the unlisted scan of `auto`, started while git still lists untracked files', () => {
  it('finds what git does not list, and takes what git lists later as listed: untracked files in old, new and agent directories, an ignored override', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root', 'pkg/README.md': 'readme' }, { commit: true, gitignore: 'AGENTS.override.md\n' });
    fs.writeFileSync(path.join(root, 'pkg/AGENTS.md'), 'untracked, in a tracked directory');
    fs.writeFileSync(path.join(root, 'pkg/AGENTS.override.md'), 'ignored');
    fs.mkdirSync(path.join(root, 'new'));
    fs.writeFileSync(path.join(root, 'new/AGENTS.md'), 'untracked, in a new directory');
    fs.mkdirSync(path.join(root, 'pkg/.claude'));
    fs.writeFileSync(path.join(root, 'pkg/.claude/CLAUDE.md'), 'untracked, in an agent folder');
    const r = await auditAt(root, { profiles: ['codex', 'claude-code'] });
    expect(r.report.workingDirectories).toEqual(['.', 'new', 'pkg', 'pkg/.claude']);
    const git = Object.fromEntries(r.report.files.map((f) => [f.path, f.git]));
    expect(git).toEqual({
      'AGENTS.md': 'tracked',
      'new/AGENTS.md': 'untracked',
      'pkg/.claude/CLAUDE.md': 'untracked',
      'pkg/AGENTS.md': 'untracked',
      'pkg/AGENTS.override.md': 'ignored',
    });
    expect(loadedPaths(r, 'pkg', 'codex')).toEqual(['AGENTS.md', 'pkg/AGENTS.override.md']);
    expect(loadedPaths(r, 'pkg', 'claude-code')).toContain('pkg/.claude/CLAUDE.md');
    // The scan, repeated once the listing is complete, asks the disk nothing twice, and nothing
    // inside a directory that is not there (`.claude/CLAUDE.md` in the root and in `new`).
    const inExistingDirs = r.ctx.probedPaths().filter((p) => fs.existsSync(path.join(root, path.posix.dirname(p))));
    expect(r.ctx.probedPaths()).toEqual(expect.arrayContaining(['.claude/CLAUDE.md', 'new/.claude/CLAUDE.md']));
    expect(r.ctx.probesMade).toBe(inExistingDirs.length);
    // Asked again with the same names, it answers from memory: no probe, the same answer.
    const names = new Set(['AGENTS.override.md', 'AGENTS.md', 'CLAUDE.md', 'CLAUDE.local.md']);
    const before = r.ctx.probesMade;
    const dirs = ['.', 'new', 'pkg'];
    expect(r.ctx.unlistedCandidates(dirs, names)).toEqual(['pkg/AGENTS.override.md']);
    expect(r.ctx.unlistedCandidates(dirs, names)).toEqual(['pkg/AGENTS.override.md']);
    expect(r.ctx.probesMade).toBe(before);
  });
});

describe('what git ignores, asked in a child process that runs alongside (a cached run\'s replay)', () => {
  it('answers as the synchronous ask does: ignored paths only, odd names, none asked, no git repository', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root', 'pkg/README.md': 'x' }, { commit: true, gitignore: 'AGENTS.override.md\nbuild/\n*.local.md\n' });
    const asked = ['pkg/AGENTS.override.md', 'AGENTS.override.md', 'build/AGENTS.md', 'pkg/AGENTS.md', 'ü ber/CLAUDE.local.md', 'tab\there/AGENTS.md', 'new/GEMINI.md'];
    const sync = gitIgnored(root, asked);
    expect([...sync].sort()).toEqual(['AGENTS.override.md', 'build/AGENTS.md', 'pkg/AGENTS.override.md', 'ü ber/CLAUDE.local.md']);
    expect(await gitIgnoredAsync(root, asked)).toEqual(sync);
    expect(await gitIgnoredAsync(root, [])).toEqual(new Set());
    const plain = makeRepo({ 'AGENTS.md': 'not a repository' });
    expect(await gitIgnoredAsync(plain, asked)).toEqual(gitIgnored(plain, asked));
  });
});

describe('listing without git', () => {
  it('walks the directory, skipping .git and node_modules, and says why git was not used', () => {
    const root = makeRepo({ 'AGENTS.md': 'a', 'src/AGENTS.md': 'b', 'node_modules/pkg/AGENTS.md': 'dep', '.git/HEAD': 'not really' });
    const l = listRepository(root);
    expect(l.source).toBe('walk');
    expect(l.gitProblem).toMatch(/not a git repository/i);
    expect([...l.files.keys()].sort()).toEqual(['AGENTS.md', 'src/AGENTS.md']);
    expect(l.files.get('AGENTS.md')).toEqual({ git: 'unknown' });
    expect(l.dirs.has('node_modules')).toBe(true);
    expect(l.dirs.has('node_modules/pkg')).toBe(false);
  });

  it('stops a walk at its entry limit and says so, rather than running on (e.g. an audit of /)', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`d${i}/f.md`] = 'x';
    const root = makeRepo(files);
    const whole = listRepository(root);
    expect(whole.truncated).toBeUndefined();
    expect(whole.files.size).toBe(40);
    const cut = listRepository(root, { walkLimit: 10 });
    expect(cut.truncated).toBe(true);
    expect(cut.files.size).toBeLessThan(40);
  });

  it('lists a symlink as a file entry (marked), without following it', () => {
    const root = makeRepo({ 'AGENTS.md': 'a', 'CLAUDE.md': { symlink: 'AGENTS.md' }, 'loop': { symlink: '.' } });
    const l = listRepository(root);
    expect(l.files.get('CLAUDE.md')).toEqual({ git: 'unknown', symlink: true });
    expect(l.files.get('loop')).toEqual({ git: 'unknown', symlink: true });
    expect([...l.dirs]).toEqual(['.']);
  });
});

describe('working directories', () => {
  const names = new Set(['AGENTS.md', 'AGENTS.override.md']);
  const contextOf = (root: string, l: RepoListing) => new DiscoveryContext(root, l, { assumeRoot: false, readCap: 1 << 20 });

  it('auto: the root plus every listed directory holding a candidate, root first', () => {
    const root = makeRepo({ 'b/AGENTS.md': '', 'a/x/AGENTS.override.md': '', 'c/README.md': '' }, { commit: true });
    const l = listRepository(root);
    expect(resolveWorkingDirectories(contextOf(root, l), root, l, ['auto'], names)).toEqual(['.', 'a/x', 'b']);
  });

  it('globs match listed directories; explicit paths are normalised', () => {
    const root = makeRepo({ 'pkgs/a/f': '', 'pkgs/b/f': '', 'other/f': '' }, { commit: true });
    const l = listRepository(root);
    const ctx = contextOf(root, l);
    expect(resolveWorkingDirectories(ctx, root, l, ['pkgs/*'], names)).toEqual(['pkgs/a', 'pkgs/b']);
    expect(resolveWorkingDirectories(ctx, root, l, ['./pkgs/a/', 'other/../other'], names)).toEqual(['other', 'pkgs/a']);
    expect(() => resolveWorkingDirectories(ctx, root, l, ['../*'], names)).toThrow(/reaches outside the repository/);
    expect(() => resolveWorkingDirectories(ctx, root, l, ['  '], names)).toThrow(/no working directory given/);
  });
});

describe('the listed files (a table, not a map entry per file)', () => {
  it('answers has, get, size and keys as a map of every listed path would, for small and large directories, and after the listing grows', async () => {
    const files: Record<string, string> = { 'AGENTS.md': '# Root\n', 'small/a.md': 'a\n' };
    for (let i = 0; i < 40; i++) files[`big/f${i}.txt`] = `${i}\n`;
    const root = makeRepo(files, { commit: true, gitignore: 'ignored.txt\n' });
    fs.symlinkSync('f0.txt', path.join(root, 'big/link.txt'));
    git(root, 'add', 'big/link.txt');
    fs.writeFileSync(path.join(root, 'big/untracked.txt'), 'u\n');
    fs.writeFileSync(path.join(root, 'big/ignored.txt'), 'i\n');
    let hadUntrackedEarly: boolean | null = null;
    const listing = await listRepositoryAsync(root, {
      onTracked: (partial) => {
        // A lookup in the large directory before git's untracked files are in: its set of names is made now…
        expect(partial.files.has('big/f7.txt')).toBe(true);
        hadUntrackedEarly = partial.files.has('big/untracked.txt');
      },
    });
    expect(hadUntrackedEarly).toBe(false);
    // …and made again once the directory has grown.
    const expected = new Map<string, object>([
      ['.gitignore', { git: 'tracked' }],
      ['AGENTS.md', { git: 'tracked' }],
      ['small/a.md', { git: 'tracked' }],
      ['big/link.txt', { git: 'tracked', symlink: true }],
      ['big/untracked.txt', { git: 'untracked' }],
      ...Array.from({ length: 40 }, (_, i) => [`big/f${i}.txt`, { git: 'tracked' }] as [string, object]),
    ]);
    expect(listing.files.size).toBe(expected.size);
    expect(new Set(listing.files.keys())).toEqual(new Set(expected.keys()));
    for (const [rel, facts] of expected) {
      expect(listing.files.has(rel), rel).toBe(true);
      expect(listing.files.get(rel), rel).toEqual(facts);
    }
    for (const absent of ['big/ignored.txt', 'big', 'small', 'big/f40.txt', 'f0.txt', 'small/b.md', 'nope/a.md', '', 'big/', './AGENTS.md']) {
      expect(listing.files.has(absent), absent).toBe(false);
      expect(listing.files.get(absent), absent).toBeUndefined();
    }
    // Listing order is git's: tracked paths sorted, then the untracked ones.
    const keys = [...listing.files.keys()];
    expect(keys.indexOf('big/untracked.txt')).toBe(keys.length - 1);
    expect(keys.slice(0, -1)).toEqual([...keys.slice(0, -1)].sort());
  });
});
