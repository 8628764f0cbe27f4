/**
 * Issue 10, coverage: every file with a candidate name of any configured profile is checked and
 * linted, whether an audited chain reaches it or not, settings folders included; split jobs merged
 * report each file's findings once.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit.js';
import { defaultOptions } from '../../src/config/options.js';
import type { Report } from '../../src/report/model.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { ensureCompiled, spawnCli } from '../helpers/cli.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const token = (seed = 1): string => fakeSecret('github-token', seed).value;
const secretFindings = (r: Report): string[] => r.findings.filter((f) => f.ruleId === 'no-secrets').map((f) => f.path ?? '');

describe('coverage of every candidate file', () => {
  it('a token in .github/workflows/AGENTS.md is found by a default run, and the folder is a working directory', () => {
    ensureCompiled();
    const root = makeRepo(
      {
        'AGENTS.md': '# Rules\n\nRun the tests.\n',
        '.github/workflows/AGENTS.md': `# Workflows\n\nDeploy with ${token()} here.\n`,
        '.github/workflows/CLAUDE.md': { symlink: 'AGENTS.md' },
        '.github/workflows/ci.yml': 'on: push\n',
      },
      { commit: true },
    );
    const r = spawnCli([root, '-f', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.workingDirectories).toContain('.github/workflows');
    expect(report.chains.some((c) => c.cwd === '.github/workflows' && c.files.some((f) => f.path === '.github/workflows/AGENTS.md'))).toBe(true);
    expect(secretFindings(report)).toContain('.github/workflows/AGENTS.md');
    expect(report.files.map((f) => f.path)).toContain('.github/workflows/AGENTS.md');
    expect(r.stdout).not.toContain(token());
  });

  it('with --cwd ., a token in deep/a/b/CLAUDE.md (on no audited chain) is still reported, and so is a file it imports', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': '# Rules\n\nRun the tests.\n',
        'deep/a/b/CLAUDE.md': `# Deep\n\nUse ${token(2)}.\n\n@notes.md\n`,
        'deep/a/b/notes.md': `# Notes\n\nAlso ${token(3)}.\n`,
      },
      { commit: true },
    );
    const report = await audit({ ...defaultOptions(root), profiles: ['codex', 'claude-code'], workingDirectories: ['.'] });
    expect(report.chains.map((c) => c.cwd)).toEqual(['.', '.']);
    expect(secretFindings(report)).toContain('deep/a/b/CLAUDE.md');
    expect(secretFindings(report)).toContain('deep/a/b/notes.md');
    expect(report.files.map((f) => f.path)).toContain('deep/a/b/CLAUDE.md');
  });

  it('a job checks the files at or below its working directories, not those of other jobs', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': '# Rules\n\nRun the tests.\n',
        'packages/a/AGENTS.md': '# a\n',
        'packages/a/src/deep/AGENTS.md': `# a deep\n\n${token(4)}\n`,
        'services/c/AGENTS.md': `# c\n\n${token(5)}\n`,
      },
      { commit: true },
    );
    const r = await audit({ ...defaultOptions(root), workingDirectories: ['packages/a'] });
    expect(secretFindings(r)).toEqual(['packages/a/src/deep/AGENTS.md']);
    expect(r.files.map((f) => f.path)).toEqual(['AGENTS.md', 'packages/a/AGENTS.md', 'packages/a/src/deep/AGENTS.md']);
  });

  it('split CLI jobs merged hold each file and each finding once, and equal the whole audit', () => {
    ensureCompiled();
    const files: Record<string, string> = {
      'AGENTS.md': `# Root\n\nRoot secret ${token(6)}.\n`,
      'docs/AGENTS.md': '# Docs\n\nSee /Users/alice/notes.\n',
    };
    for (const p of ['alpha', 'beta', 'mango', 'zulu']) {
      files[`packages/${p}/AGENTS.md`] = `# ${p}\n`;
      files[`packages/${p}/src/nested/CLAUDE.md`] = `# ${p} nested\n\n${token(p.length + 10)}\n`;
    }
    const root = makeRepo(files, { commit: true });
    const out = makeTempDir();
    const common = ['-p', 'codex,claude-code', '--fail-on', 'never', '-f', 'json'];
    const jobs = [['-C', 'docs'], ['-C', 'packages/[a-m]*'], ['-C', 'packages/[n-z]*']];
    jobs.forEach((args, i) => {
      const r = spawnCli([root, ...common, ...args, '--output', path.join(out, `part-${i}.json`)]);
      expect(r.code, r.stderr).toBe(0);
    });
    const merged = spawnCli(['merge', ...jobs.map((_, i) => path.join(out, `part-${i}.json`)), '-f', 'json', '--fail-on', 'never']);
    expect(merged.code, merged.stderr).toBe(0);
    const m = JSON.parse(merged.stdout) as Report;
    const whole = JSON.parse(spawnCli([root, ...common, '-C', 'docs', '-C', 'packages/*']).stdout) as Report;
    const ids = (r: Report): string[] => r.findings.map((f) => `${f.ruleId} ${f.path}:${f.line ?? ''}`);
    expect(new Set(ids(m)).size).toBe(ids(m).length);
    expect(ids(m).sort()).toEqual(ids(whole).sort());
    expect(secretFindings(m).sort()).toEqual(['AGENTS.md', ...['alpha', 'beta', 'mango', 'zulu'].map((p) => `packages/${p}/src/nested/CLAUDE.md`)].sort());
    expect(m.files.map((f) => f.path)).toEqual(whole.files.map((f) => f.path));
    // Each part holds only its own packages' nested files.
    const part1 = JSON.parse(fs.readFileSync(path.join(out, 'part-1.json'), 'utf8')) as Report;
    expect(secretFindings(part1).sort()).toEqual(['AGENTS.md', 'packages/alpha/src/nested/CLAUDE.md', 'packages/beta/src/nested/CLAUDE.md', 'packages/mango/src/nested/CLAUDE.md']);
  });
});
