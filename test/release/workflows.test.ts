/**
 * The release workflow and its scripts: the structure a reviewer would check by hand, and the steps'
 * own shell and scripts run for real (release notes from the CHANGELOG, refusals, moving the major
 * tag in a real git repository with a bare `origin`). Plus the Dependabot configuration.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { cleanupRepos, git, makeRepo, REPO_ROOT } from '../helpers/repo.js';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { tags?: string[]; branches?: string[] } } & Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[]; permissions?: Record<string, string>; env?: Record<string, string> }>;
}

const wf = parse(fs.readFileSync(path.join(REPO_ROOT, '.github/workflows/release.yml'), 'utf8')) as Workflow;
const job = wf.jobs['release']!;
const step = (id: string): Step => {
  const s = job.steps.find((x) => x.id === id);
  if (!s) throw new Error(`release.yml has no step ${id}`);
  return s;
};

afterAll(() => cleanupRepos());

function notes(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/release-notes.mjs'), ...args], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 240_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('release.yml', () => {
  it('runs on version tags vX.Y.Z only, read-only by default, writing contents (release, tag) and an OIDC token (npm) in its one job', () => {
    expect(Object.keys(wf.on)).toEqual(['push']);
    expect(wf.on.push).toEqual({ tags: ['v[0-9]+.[0-9]+.[0-9]+'] });
    expect(wf.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(wf.jobs)).toEqual(['release']);
    expect(job.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    for (const s of job.steps) expect(s.id, s.name ?? s.uses ?? s.run).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('checks, builds, proves dist/ fresh and tests before it publishes, releases and moves the major tag', () => {
    expect(job.steps.map((s) => s.id)).toEqual(['checkout', 'setup-node', 'install', 'on-main', 'notes', 'build', 'check-dist', 'test', 'publish', 'github-release', 'major-tag']);
    expect(step('checkout').with).toEqual({ 'fetch-depth': 0 });
    expect(step('setup-node').with).toEqual({ 'node-version-file': '.node-version', cache: 'npm' });
    expect(job.env).toEqual({ TAG: '${{ github.ref_name }}' });
    expect(step('notes').run).toContain('node scripts/release-notes.mjs "$TAG" > "$RUNNER_TEMP/release-notes.md"');
    expect(step('build').run).toBe('npm run build');
    expect(step('check-dist').run).toContain('git diff --exit-code');
    expect(step('test').run).toBe('npm test');
    expect(step('publish').run).toContain('npm publish --provenance --access public');
    expect(step('github-release').run).toContain('--notes-file "$RUNNER_TEMP/release-notes.md"');
    expect(step('github-release').env).toEqual({ GH_TOKEN: '${{ github.token }}' });
  });

  it('moves the major tag to each release, in a real repository with a bare origin', () => {
    const origin = makeRepo({}, { prefix: 'ama-origin-' });
    git(origin, 'init', '--bare', '-q');
    const work = makeRepo({ 'README.md': '# one\n' }, { git: true, commit: true, prefix: 'ama-work-' });
    git(work, 'remote', 'add', 'origin', origin);
    const summary = path.join(work, '.summary');
    const release = (tag: string): string => {
      git(work, 'tag', '-a', tag, '-m', tag);
      git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/main', `refs/tags/${tag}`);
      const sha = git(work, 'rev-parse', 'HEAD').trim();
      const r = spawnSync('bash', ['-euo', 'pipefail', '-c', step('major-tag').run!], {
        cwd: work,
        encoding: 'utf8',
        timeout: 240_000,
        env: { ...process.env, TAG: tag, GITHUB_SHA: sha, GITHUB_STEP_SUMMARY: summary, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
      });
      expect(r.status, r.stderr).toBe(0);
      return sha;
    };
    const first = release('v1.2.3');
    expect(git(origin, 'rev-parse', 'v1^{commit}').trim()).toBe(first);
    fs.writeFileSync(path.join(work, 'README.md'), '# two\n');
    git(work, 'commit', '-qam', 'two');
    const second = release('v1.3.0');
    expect(second).not.toBe(first);
    expect(git(origin, 'rev-parse', 'v1^{commit}').trim()).toBe(second);
    expect(git(origin, 'rev-parse', 'v1.2.3^{commit}').trim()).toBe(first);
    expect(fs.readFileSync(summary, 'utf8')).toContain(`v1 now points at v1.3.0 (${second})`);
  });
});

describe('scripts/release-notes.mjs', () => {
  it("prints the CHANGELOG's section for the current version", () => {
    const r = notes([`v${VERSION}`]);
    expect(r.status, r.stderr).toBe(0);
    const changelog = fs.readFileSync(path.join(REPO_ROOT, 'CHANGELOG.md'), 'utf8');
    const start = changelog.indexOf('\n', changelog.indexOf(`## [${VERSION}]`)) + 1;
    const end = changelog.slice(start).search(/^## \[|^\[[^\]]+\]: /m);
    expect(r.stdout).toBe(`${changelog.slice(start, end < 0 ? undefined : start + end).trim()}\n`);
    expect(r.stdout).not.toContain('## [');
  });

  it('refuses a tag that is not vX.Y.Z or not the package version, and a CHANGELOG without the version', () => {
    for (const [args, message] of [
      [['1.2.3'], 'is not a release tag vX.Y.Z'],
      [['v0'], 'is not a release tag vX.Y.Z'],
      [['v999.0.0'], 'but package.json says'],
    ] as const) {
      const r = notes([...args]);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr).toContain(message);
      expect(r.stdout).toBe('');
    }
    const root = makeRepo({
      'package.json': JSON.stringify({ version: '2.0.0' }),
      'src/version.ts': "export const VERSION = '2.0.0';\n",
      'CHANGELOG.md': '# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2026-01-01\n\n- First.\n',
    });
    const missing = notes(['v2.0.0', '--root', root]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('CHANGELOG.md has no `## [2.0.0] - YYYY-MM-DD` section');
    fs.writeFileSync(path.join(root, 'CHANGELOG.md'), '# Changelog\n\n## [2.0.0] - 2026-02-02\n\n## [1.0.0] - 2026-01-01\n\n- First.\n');
    const empty = notes(['v2.0.0', '--root', root]);
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('section for 2.0.0 is empty');
    fs.writeFileSync(path.join(root, 'src/version.ts'), "export const VERSION = '1.0.0';\n");
    expect(notes(['v2.0.0', '--root', root]).stderr).toContain('src/version.ts says 1.0.0');
  });
});

describe('.github/dependabot.yml', () => {
  it('updates the npm packages and the GitHub Actions, weekly', () => {
    const cfg = parse(fs.readFileSync(path.join(REPO_ROOT, '.github/dependabot.yml'), 'utf8')) as { version: number; updates: { 'package-ecosystem': string; directory: string; schedule: { interval: string } }[] };
    expect(cfg.version).toBe(2);
    expect(cfg.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
    for (const u of cfg.updates) {
      expect(u.directory).toBe('/');
      expect(u.schedule.interval).toBe('weekly');
    }
  });
});

describe('every workflow', () => {
  const names = fs.readdirSync(path.join(REPO_ROOT, '.github/workflows')).filter((f) => f.endsWith('.yml'));
  const load = (name: string) =>
    parse(fs.readFileSync(path.join(REPO_ROOT, '.github/workflows', name), 'utf8')) as { jobs: Record<string, { 'timeout-minutes'?: number; steps?: Step[] }> };

  it.each(names)('%s: every job has a timeout, reads the Node version from .node-version and updates apt before installing', (name) => {
    for (const [id, j] of Object.entries(load(name).jobs)) {
      expect(j['timeout-minutes'], `${name}: job ${id} has no timeout-minutes`).toBeGreaterThan(0);
      expect(j['timeout-minutes']).toBeLessThanOrEqual(120);
      for (const s of j.steps ?? []) {
        if (s.uses?.startsWith('actions/setup-node@')) expect(s.with?.['node-version-file'], `${name}: ${id}`).toBe('.node-version');
        if (s.run?.includes('apt-get install')) expect(s.run, `${name}: ${id}`).toMatch(/apt-get update\b[^\n]*&&[^\n]*apt-get install/);
      }
    }
  });
});
