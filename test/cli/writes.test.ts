/**
 * What the CLI writes (`--output` of the audit, merge and diff; `--cache`), in a repository that
 * committed links at those names pointing at a decoy directory outside it, and FIFOs there: below the
 * audited root (merge and diff: the current directory) no link is followed, a link or FIFO at the
 * name is refused by name, the report still prints, the exit status is 2, nothing blocks and the
 * decoy is untouched (listed and hashed before and after). The compiled CLI in a child process.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/model.js';
import { ensureCompiled, spawnCli } from '../helpers/cli.js';
import { makeDecoy, snapshot } from '../helpers/decoy.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);
beforeAll(() => ensureCompiled());

const LINK_REFUSED = 'it is a symbolic link, not a regular file, and was left as it is (the tool never writes through a link or into a special file)';

function hostileRepo(decoy: string): string {
  const repo = makeRepo({ 'AGENTS.md': '# Acme\n\n- Run the tests before pushing.\n' }, { commit: true });
  fs.symlinkSync(decoy, path.join(repo, 'agents-md-audit.json'));
  fs.symlinkSync(path.join(decoy, 'precious.txt'), path.join(repo, 'merged.json'));
  fs.symlinkSync(decoy, path.join(repo, 'reports'));
  fs.symlinkSync(decoy, path.join(repo, '.amda-cache'));
  execFileSync('mkfifo', [path.join(repo, 'fifo.json')]);
  git(repo, 'add', 'agents-md-audit.json', 'merged.json', 'reports', '.amda-cache');
  git(repo, 'commit', '-q', '-m', 'links at the output names');
  return repo;
}

describe('the CLI writes its files only where it means to', () => {
  it('--output at a committed link, through a committed directory link, or at a FIFO: refused by name after the report is printed, exit 2, the decoy untouched', () => {
    const decoy = makeDecoy();
    const before = snapshot(decoy);
    const repo = hostileRepo(decoy);
    const env = { ...process.env, GITHUB_ACTIONS: '', XDG_CACHE_HOME: makeTempDir('amda-xdg-') };
    const cases: [string, string][] = [
      ['agents-md-audit.json', LINK_REFUSED],
      ['reports/agents-md-audit.json', `${path.join(repo, 'reports')} is a symbolic link, not a directory (the tool never writes through a link)`],
      ['fifo.json', 'it is a FIFO (named pipe), not a regular file, and was left as it is (the tool never writes through a link or into a special file)'],
    ];
    for (const [name, why] of cases) {
      const r = spawnCli(['.', '--format', 'json', '--output', name], { cwd: repo, env });
      expect(r.code, name).toBe(2);
      expect(r.stderr, name).toBe(`agents-md-audit: --output: cannot write "${path.join(repo, name)}": ${why}\n`);
      expect((JSON.parse(r.stdout) as Report).schemaVersion, `${name}: the report is still printed`).toBe(1);
    }
    // Run from elsewhere, naming the repository's path: the same refusal (it is below the audited root).
    const away = spawnCli([repo, '--output', path.join(repo, 'reports/x.json')], { cwd: makeTempDir('amda-cwd-'), env });
    expect(away.code).toBe(2);
    expect(away.stderr).toMatch(/reports is a symbolic link, not a directory/);
    // A cache directory that is a committed link: read without harm, never written through.
    const cached = spawnCli(['.', '--cache', '.amda-cache'], { cwd: repo, env });
    expect(cached.code).toBe(0);
    expect(cached.stderr).toBe(
      `agents-md-audit: cache: the cache could not be written to ${path.join(repo, '.amda-cache', 'agents-md-audit-cache.json')} (${path.join(repo, '.amda-cache')} is a symbolic link, not a directory (the tool never writes through a link))\n`,
    );
    expect(snapshot(decoy)).toEqual(before);
    // A plain path is written, and the directories on the way are made.
    const ok = spawnCli(['.', '--output', 'out/new/report.json'], { cwd: repo, env });
    expect(ok.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(repo, 'out/new/report.json'), 'utf8')).schemaVersion).toBe(1);
    expect(fs.readdirSync(path.join(repo, 'out/new'))).toEqual(['report.json']);
  });

  it('merge and diff --output: no link below the current directory is followed, a FIFO never blocks', () => {
    const decoy = makeDecoy();
    const before = snapshot(decoy);
    const repo = hostileRepo(decoy);
    const env = { ...process.env, GITHUB_ACTIONS: '' };
    expect(spawnCli(['.', '--format', 'json', '--output', 'a.json'], { cwd: repo, env }).code).toBe(0);
    for (const name of ['merged.json', 'reports/merged.json', 'fifo.json']) {
      const merge = spawnCli(['merge', 'a.json', '--output', name], { cwd: repo, env });
      expect(merge.code, `merge ${name}`).toBe(2);
      expect(merge.stderr, `merge ${name}`).toMatch(new RegExp(`^agents-md-audit: --output: cannot write "${path.join(repo, name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}": `));
      expect(JSON.parse(merge.stdout).schemaVersion, `merge ${name}: still printed`).toBe(1);
      const diff = spawnCli(['diff', 'a.json', 'a.json', '--output', name], { cwd: repo, env });
      expect(diff.code, `diff ${name}`).toBe(2);
      expect(diff.stderr, `diff ${name}`).toContain('--output: cannot write');
    }
    expect(snapshot(decoy)).toEqual(before);
    expect(fs.lstatSync(path.join(repo, 'fifo.json')).isFIFO()).toBe(true);
  });
});
