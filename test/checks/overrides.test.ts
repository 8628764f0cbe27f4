/** override-committed / override-untracked / override-local on real git repositories. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';
import { findingsOf, show } from './helpers.js';

afterAll(cleanupRepos);

const RULES = ['override-committed', 'override-untracked', 'override-local'];
const overrideFindings = (r: Awaited<ReturnType<typeof auditAt>>) => r.report.findings.filter((f) => RULES.includes(f.ruleId));

const BASE = {
  'AGENTS.md': '# Project rules\n\nUse pnpm.\n',
  'packages/api/AGENTS.md': '# packages/api\n\nEvery response carries a request_id.\n',
};

describe('override files and git', () => {
  it('a tracked override is an error on the file, with the git rm --cached fix and the .gitignore line', async () => {
    const root = makeRepo({ ...BASE, 'packages/api/AGENTS.override.md': '# Mine\n\nSkip tests.\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    const fs_ = overrideFindings(r);
    expect(fs_.map((f) => f.ruleId)).toEqual(['override-committed']);
    const f = fs_[0]!;
    expect(f).toMatchObject({ severity: 'error', path: 'packages/api/AGENTS.override.md', line: 1, profiles: ['codex', 'a3s'], cwds: ['packages/api'] });
    expect(f.message).toContain('git rm --cached packages/api/AGENTS.override.md');
    expect(f.message).toContain('`AGENTS.override.md` to .gitignore');
    expect(f.message).toContain('instead of packages/api/AGENTS.md in packages/api');
    expect(r.report.stats.errors).toBeGreaterThan(0);
  });

  it('a tracked override that .gitignore now also matches is still committed (git keeps tracking it)', async () => {
    const root = makeRepo({ ...BASE, 'AGENTS.override.md': '# Mine\n' }, { commit: true });
    fs.writeFileSync(path.join(root, '.gitignore'), 'AGENTS.override.md\n');
    git(root, 'add', '.gitignore');
    git(root, 'commit', '-q', '-m', 'ignore');
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(overrideFindings(r).map((f) => f.ruleId)).toEqual(['override-committed']);
  });

  it('the fix quotes a path with spaces as one shell word', async () => {
    const root = makeRepo({ 'my pkg/AGENTS.md': '# x\n', 'my pkg/AGENTS.override.md': '# y\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(findingsOf(r, 'override-committed')[0]!.message).toContain("git rm --cached 'my pkg/AGENTS.override.md'");
  });

  it('an override neither tracked nor ignored is a warning: the next git add -A commits it', async () => {
    const root = makeRepo(BASE, { commit: true });
    writeFiles(root, { 'packages/api/AGENTS.override.md': '# Mine\n' });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    const fs_ = overrideFindings(r);
    expect(fs_.map((f) => [f.ruleId, f.severity, f.path, f.line])).toEqual([['override-untracked', 'warning', 'packages/api/AGENTS.override.md', 1]]);
    expect(fs_[0]!.message).toContain('git add -A');
    expect(r.report.stats.errors).toBe(0);
  });

  it('an ignored override is no failure: an info note says a local override is active and what it hides', async () => {
    const root = makeRepo(BASE, { commit: true, gitignore: 'AGENTS.override.md\n' });
    writeFiles(root, { 'packages/api/AGENTS.override.md': '# Mine\n\nSkip tests.\n' });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    const fs_ = overrideFindings(r);
    expect(fs_).toHaveLength(1);
    expect(fs_[0]).toMatchObject({ ruleId: 'override-local', severity: 'info', path: 'packages/api/AGENTS.override.md', line: 1, cwds: ['packages/api'] });
    expect(fs_[0]!.message).toMatch(/^A local override is active in packages\/api: .* it replaces packages\/api\/AGENTS\.md for codex, a3s in packages\/api/);
    expect(r.report.stats.errors + r.report.stats.warnings, show(r.report.findings)).toBe(0);

    // The CLI says so too, and exits 0.
    let out = '';
    const code = await runCli([root, '-p', 'codex,a3s'], { stdout: (s) => (out += s), stderr: (s) => (out += s), cwd: root });
    expect(code).toBe(0);
    expect(out).toContain('A local override is active in packages/api');
    expect(out).toContain('override-local');
  });

  it('an ignored override with nothing to hide says so', async () => {
    const root = makeRepo({ 'AGENTS.md': '# x\n', 'tools/run.sh': 'echo\n' }, { commit: true, gitignore: 'AGENTS.override.md\n' });
    writeFiles(root, { 'tools/AGENTS.override.md': '# Mine\n' });
    const r = await auditAt(root, { profiles: ['codex'], workingDirectories: ['tools'] });
    const f = findingsOf(r, 'override-local');
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain('no other instruction file in that directory for it to hide');
  });

  it('no git (a plain directory): the status is unknown, so no override finding', async () => {
    const root = makeTempDir();
    writeFiles(root, { ...BASE, 'AGENTS.override.md': '# Mine\n' });
    const r = await auditAt(root, { profiles: ['codex'], assumeRoot: true });
    expect(overrideFindings(r)).toEqual([]);
  });
});
