/**
 * Aider: only what `read:` in `.aider.conf.yml` names (working directory over git root, entries
 * resolved from where Aider starts, as `Path(fn).expanduser().resolve()` in aider/main.py does).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) =>
  auditAt(root, { profiles: ['aider'], workingDirectories: cwds, ...extra });

const findings = (r: Awaited<ReturnType<typeof audit>>, id: string) => r.report.findings.filter((f) => f.ruleId === id);

describe('Aider read:', () => {
  it('reads nothing without configuration, and reports every AGENTS.md', async () => {
    const root = makeRepo({ 'AGENTS.md': 'a\n', 'pkg/AGENTS.md': 'p\n' }, { git: true });
    const r = await audit(root, ['.', 'pkg']);
    expect(loadedPaths(r, 'pkg', 'aider')).toEqual([]);
    expect(passedOf(r, 'pkg', 'aider')).toEqual({ 'AGENTS.md': 'not-configured', 'pkg/AGENTS.md': 'not-configured' });
    // A fact about Aider, reported once for the repository, listing the files.
    expect(findings(r, 'aider-unread').map((f) => [f.path, f.files])).toEqual([[null, ['AGENTS.md', 'pkg/AGENTS.md']]]);
  });

  it('a string or a list; entries resolve from the working directory, not from the config file', async () => {
    const root = makeRepo({ '.aider.conf.yml': 'model: gpt-4o\nread:\n  - AGENTS.md\n  - CONVENTIONS.md\n', 'AGENTS.md': 'root\n', 'CONVENTIONS.md': 'conv\n', 'pkg/AGENTS.md': 'pkg\n' }, { git: true });
    const r = await audit(root, ['.', 'pkg']);
    expect(loadedPaths(r, '.', 'aider')).toEqual(['AGENTS.md', 'CONVENTIONS.md']);
    // Started in pkg, the root config's "AGENTS.md" means pkg/AGENTS.md, and CONVENTIONS.md is not there.
    expect(loadedPaths(r, 'pkg', 'aider')).toEqual(['pkg/AGENTS.md']);
    const missing = findings(r, 'instructions-missing');
    expect(missing).toEqual([expect.objectContaining({ path: '.aider.conf.yml', line: 4, cwds: ['pkg'] })]);
    expect(findings(r, 'aider-unread')).toEqual([]);
  });

  it('the working directory’s read: replaces the git root’s', async () => {
    const root = makeRepo({ '.aider.conf.yml': 'read: AGENTS.md\n', 'AGENTS.md': 'root\n', 'svc/.aider.conf.yml': 'read: [../AGENTS.md, NOTES.md]\n', 'svc/NOTES.md': 'notes\n' }, { git: true });
    const r = await audit(root, ['svc']);
    expect(loadedPaths(r, 'svc', 'aider')).toEqual(['AGENTS.md', 'svc/NOTES.md']);
  });

  it('a directory entry adds every file below it', async () => {
    const root = makeRepo({ '.aider.conf.yml': 'read: docs/agents\n', 'docs/agents/a.md': 'a\n', 'docs/agents/sub/b.md': 'b\n', 'docs/other.md': 'o\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'aider')).toEqual(['docs/agents/a.md', 'docs/agents/sub/b.md']);
    expect(promptOf(r, '.', 'aider')).toBe('docs/agents/a.md\n```\na\n```\n\ndocs/agents/sub/b.md\n```\nb\n```');
  });

  it('a .aider.conf.yml that does not parse is an error with its line, and Aider reads nothing', async () => {
    const root = makeRepo({ '.aider.conf.yml': 'read:\n  - AGENTS.md\n bad: [\n', 'AGENTS.md': 'a\n' }, { git: true });
    const r = await audit(root, ['.']);
    const f = findings(r, 'agent-config-invalid');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: '.aider.conf.yml', severity: 'error' });
    expect(f[0]!.line).toBe(3);
    expect(loadedPaths(r, '.', 'aider')).toEqual([]);
    expect(chainOf(r, '.', 'aider').agentWarnings[0]).toContain('stops');
  });

  it('read: holding a mapping is an error at the key', async () => {
    const root = makeRepo({ '.aider.conf.yml': 'model: x\nread:\n  file: AGENTS.md\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(findings(r, 'agent-config-invalid')).toEqual([expect.objectContaining({ path: '.aider.conf.yml', line: 2 })]);
  });

  it('entries outside the repository are noted, not read', async () => {
    const root = makeRepo({ '.aider.conf.yml': 'read: [~/conventions.md, ../../x.md]\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'aider')).toEqual([]);
    expect(chainOf(r, '.', 'aider').agentWarnings).toHaveLength(2);
  });
});
