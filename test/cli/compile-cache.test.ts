/**
 * The CLI keeps V8's compile cache (src/compile-cache.ts) in the user's cache directory, never in
 * the audited repository, and not at all when turned off. Behaviour only (where the cache is
 * written, that it is not), never speed. Run as the compiled program in a clean environment.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCacheDir, keepCompileCache } from '../../src/compile-cache.js';
import type { Report } from '../../src/report/model.js';
import { CLI_JS, ensureCompiled } from '../helpers/cli.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

let repo = '';
beforeAll(() => {
  ensureCompiled();
  repo = makeRepo({ 'AGENTS.md': '# Root\n\nRun the tests.\n' }, { commit: true });
});

/** The compiled CLI under `node` (this Node unless given) with only PATH, HOME and `env` set. */
function run(env: Record<string, string>, node = process.execPath): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(node, [CLI_JS, repo, '--format', 'json'], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: makeTempDir('amda-cc-home-'), ...env },
  });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Every file below `dir` (relative), or [] when it does not exist. */
function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The run audited the repository as usual, and left it as it was. */
function expectAudited(r: { code: number | null; stdout: string; stderr: string }): void {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect((JSON.parse(r.stdout) as Report).chains.map((c) => c.cwd)).toEqual(['.']);
  expect(git(repo, 'status', '--porcelain', '--ignored', '--untracked-files=all')).toBe('');
}

const supported = typeof (await import('node:module')).enableCompileCache === 'function';

describe.skipIf(!supported)('the compile cache', () => {
  it('is written in $XDG_CACHE_HOME/agents-md-audit/compile-cache, outside the repository', () => {
    const xdg = makeTempDir('amda-cc-xdg-');
    expectAudited(run({ XDG_CACHE_HOME: xdg }));
    const dir = path.join(xdg, 'agents-md-audit', 'compile-cache');
    const cached = filesBelow(dir);
    // One subdirectory per Node version, one entry per module compiled (the CLI's modules in lib/).
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.every((f) => f.startsWith(`${process.version}-`))).toBe(true);
    expect(fs.readdirSync(xdg)).toEqual(['agents-md-audit']);
    // A second run reads the cache and audits the same.
    const before = cached.length;
    const again = run({ XDG_CACHE_HOME: xdg });
    expectAudited(again);
    expect(filesBelow(dir).length).toBe(before);
  });

  it('without XDG_CACHE_HOME: in ~/.cache/agents-md-audit/compile-cache', () => {
    const home = makeTempDir('amda-cc-home-');
    expectAudited(run({ HOME: home }));
    expect(filesBelow(path.join(home, '.cache', 'agents-md-audit', 'compile-cache')).length).toBeGreaterThan(10);
    expect(fs.readdirSync(home)).toEqual(['.cache']);
  });

  it('AGENTS_MD_AUDIT_NO_COMPILE_CACHE=1 and NODE_DISABLE_COMPILE_CACHE=1 turn it off', () => {
    for (const off of [{ AGENTS_MD_AUDIT_NO_COMPILE_CACHE: '1' }, { NODE_DISABLE_COMPILE_CACHE: '1' }] as Record<string, string>[]) {
      const xdg = makeTempDir('amda-cc-off-');
      expectAudited(run({ XDG_CACHE_HOME: xdg, ...off }));
      expect(fs.readdirSync(xdg)).toEqual([]);
    }
    // `0` or empty is not "off".
    const xdg = makeTempDir('amda-cc-zero-');
    expectAudited(run({ XDG_CACHE_HOME: xdg, AGENTS_MD_AUDIT_NO_COMPILE_CACHE: '0' }));
    expect(filesBelow(xdg).length).toBeGreaterThan(10);
  });

  it('is never written inside the audited repository (a cache directory there is not used)', () => {
    expectAudited(run({ XDG_CACHE_HOME: path.join(repo, '.cache') }));
    expect(fs.existsSync(path.join(repo, '.cache'))).toBe(false);
    // Nor with the repository as the home directory.
    expectAudited(run({ HOME: repo }));
    expect(fs.existsSync(path.join(repo, '.cache'))).toBe(false);
  });

  it('the directory: XDG_CACHE_HOME when absolute, else the home directory, else none', () => {
    expect(compileCacheDir({ XDG_CACHE_HOME: '/x/cache' }, '/home/u')).toBe(path.join('/x/cache', 'agents-md-audit', 'compile-cache'));
    expect(compileCacheDir({ XDG_CACHE_HOME: 'relative' }, '/home/u')).toBe(path.join('/home/u', '.cache', 'agents-md-audit', 'compile-cache'));
    expect(compileCacheDir({}, '')).toBeNull();
    expect(keepCompileCache(['/'], { XDG_CACHE_HOME: '/x/cache' })).toBe('no-directory');
    expect(keepCompileCache([], { AGENTS_MD_AUDIT_NO_COMPILE_CACHE: 'yes' })).toBe('off');
  });
});

/** Another Node on PATH that has no compile cache (Node 20 or 22.0), if there is one. */
function olderNode(): string | null {
  const r = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' });
  for (const candidate of (r.stdout ?? '').split('\n').filter(Boolean)) {
    const v = spawnSync(candidate, ['-p', "typeof require('node:module').enableCompileCache"], { encoding: 'utf8' });
    if (v.status === 0 && v.stdout.trim() === 'undefined') return candidate;
  }
  return null;
}

const older = olderNode();

describe.skipIf(older === null)('on a Node without a compile cache', () => {
  it('the CLI runs as usual and writes no cache', () => {
    const xdg = makeTempDir('amda-cc-old-');
    expectAudited(run({ XDG_CACHE_HOME: xdg }, older!));
    expect(fs.readdirSync(xdg)).toEqual([]);
  });
});
