/** nested-root-hides, empty-instruction-file and empty-override-hides on real repositories. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';
import { findingsOf, show } from './helpers.js';

afterAll(cleanupRepos);

describe('nested-root-hides', () => {
  it('a stray clone inside the repository hides the instruction files above it from agents started inside', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root rules\n', 'tools/AGENTS.md': '# Tools\n', 'tools/scraper/main.py': 'x\n', 'tools/scraper/lib/util.py': 'y\n' }, { commit: true });
    git(path.join(root, 'tools/scraper'), 'init', '-q');
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], workingDirectories: ['.', 'tools', 'tools/scraper', 'tools/scraper/lib'] });
    const f = findingsOf(r, 'nested-root-hides');
    expect(f, show(r.report.findings)).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'warning', path: 'tools/AGENTS.md', line: 1, profiles: ['codex', 'a3s'], cwds: ['tools/scraper', 'tools/scraper/lib'] });
    expect(f[0]!.message).toContain('AGENTS.md and tools/AGENTS.md are never loaded by codex, a3s in tools/scraper and tools/scraper/lib');
    expect(f[0]!.message).toContain('tools/scraper/.git (a submodule or a separate clone) makes tools/scraper a root of its own');
  });

  it('a submodule-style .git file counts as a root marker (Codex; A3S accepts a .git file too)', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root rules\n', 'vendor/lib/.git': 'gitdir: ../../.git/modules/lib\n', 'vendor/lib/a.c': '' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'], workingDirectories: ['vendor/lib'] });
    const f = findingsOf(r, 'nested-root-hides');
    expect(f.map((x) => [x.path, x.cwds])).toEqual([['AGENTS.md', ['vendor/lib']]]);
  });

  it('a tracked directory replaced by a link to a clone elsewhere: the .git there is not looked at and makes no root', async () => {
    const elsewhere = makeTempDir();
    fs.mkdirSync(path.join(elsewhere, 'clone/.git'), { recursive: true });
    const root = makeRepo({ 'AGENTS.md': '# Root rules\n', 'sub/AGENTS.md': '# Sub\n' }, { commit: true });
    fs.rmSync(path.join(root, 'sub'), { recursive: true });
    fs.symlinkSync(path.join(elsewhere, 'clone'), path.join(root, 'sub'));
    const r = await auditAt(root, { profiles: ['codex', 'a3s', 'opencode'] });
    expect(findingsOf(r, 'nested-root-hides'), show(r.report.findings)).toEqual([]);
    const sub = r.report.chains.filter((c) => c.cwd === 'sub');
    expect(sub.map((c) => [c.profile, c.root])).toEqual([
      ['codex', '.'],
      ['a3s', '.'],
      ['opencode', '.'],
    ]);
    // What is reported of it is what the index lists there and what an agent would look for, each unreadable.
    expect(findingsOf(r, 'unreadable-candidate').map((f) => f.path)).toContain('sub/AGENTS.md');
    expect(findingsOf(r, 'unreadable-candidate')[0]!.message).toContain('cannot be read: its directory leads outside the repository through a symbolic link');
    expect(r.report.files.map((f) => f.path).filter((p) => !p.endsWith('.md'))).toEqual([]);
  });

  it('no instruction file above the nested root: nothing is hidden, nothing is raised', async () => {
    const root = makeRepo({ 'README.md': '# r\n', 'sub/x.py': '' }, { commit: true });
    git(path.join(root, 'sub'), 'init', '-q');
    writeFiles(root, { 'sub/AGENTS.md': '# sub\n' });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'], workingDirectories: ['.', 'sub'] });
    expect(findingsOf(r, 'nested-root-hides')).toEqual([]);
  });
});

describe('empty files', () => {
  it('an empty or whitespace-only file is a warning: agents skip it', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'a/AGENTS.md': '', 'b/AGENTS.md': ' \n\t\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    const f = findingsOf(r, 'empty-instruction-file');
    expect(f.map((x) => [x.severity, x.path, x.line])).toEqual([
      ['warning', 'a/AGENTS.md', 1],
      ['warning', 'b/AGENTS.md', 1],
    ]);
    expect(f[0]!.message).toContain('a/AGENTS.md is empty (codex skips it as blank; a3s skips it as blank)');
    expect(f[1]!.message).toContain('b/AGENTS.md is blank (4 bytes of whitespace)');
  });

  it('an empty AGENTS.override.md hiding a non-empty AGENTS.md under Codex is an error (A3S falls through)', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'pkg/AGENTS.md': '# pkg rules\n', 'pkg/AGENTS.override.md': '\n' }, { commit: true, gitignore: '' });
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    const f = findingsOf(r, 'empty-override-hides');
    expect(f, show(r.report.findings)).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'error', path: 'pkg/AGENTS.override.md', line: 1, profiles: ['codex'], cwds: ['pkg'] });
    expect(f[0]!.message).toContain('pkg/AGENTS.md is never loaded by codex in pkg (a3s falls through to pkg/AGENTS.md)');
    // Reported once, as the error, not also as an empty-file warning.
    expect(findingsOf(r, 'empty-instruction-file')).toEqual([]);
  });

  it('A3S alone: the empty override is only an empty file', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n', 'AGENTS.override.md': '' }, { commit: true });
    const r = await auditAt(root, { profiles: ['a3s'] });
    expect(findingsOf(r, 'empty-override-hides')).toEqual([]);
    expect(findingsOf(r, 'empty-instruction-file').map((x) => x.path)).toEqual(['AGENTS.override.md']);
  });

  it('an empty override next to an empty AGENTS.md hides nothing: two empty-file warnings', async () => {
    const root = makeRepo({ 'AGENTS.md': '\n', 'AGENTS.override.md': '' }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(findingsOf(r, 'empty-override-hides')).toEqual([]);
    expect(findingsOf(r, 'empty-instruction-file').map((x) => x.path)).toEqual(['AGENTS.md', 'AGENTS.override.md']);
  });

  it('a non-empty file raises nothing', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n' }, { commit: true });
    fs.writeFileSync(path.join(root, 'AGENTS.md'), '# still fine\n');
    const r = await auditAt(root, { profiles: ['codex', 'a3s'] });
    expect(r.report.findings.filter((x) => x.ruleId.startsWith('empty-'))).toEqual([]);
  });
});

describe('A3S-unsafe fallback names', () => {
  it('are a configuration error that names the value (the audit never joins them as paths)', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Root\n' }, { commit: true });
    await expect(auditAt(root, { profiles: ['codex', 'a3s'], fallbackFilenames: ['../x.md'] })).rejects.toThrow(/fallback file name "\.\.\/x\.md" is unsafe: it contains "\/"/);
  });
});
