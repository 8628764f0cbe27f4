/**
 * Qwen Code (0.24.4) on real temporary git repositories: the names grouped by name, the walk one
 * directory past the git root, context.fileName replacing the names, missing imports left as
 * text, QWEN.local.md and the rules folder. The recordings (test/conformance/recordings.json) pin
 * the same behaviours against the real binary.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) => auditAt(root, { profiles: ['qwen'], workingDirectories: cwds, ...extra });

describe('Qwen Code', () => {
  it('loads every QWEN.md, then every AGENTS.md, outermost first, nothing below cwd; labels relative to cwd', async () => {
    const root = makeRepo({ 'QWEN.md': 'root qwen\n', 'AGENTS.md': 'root agents\n', 'pkg/QWEN.md': 'pkg qwen\n', 'pkg/AGENTS.md': 'pkg agents\n', 'pkg/sub/AGENTS.md': 'below\n' }, { git: true });
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'qwen')).toEqual(['QWEN.md', 'pkg/QWEN.md', 'AGENTS.md', 'pkg/AGENTS.md']);
    expect(promptOf(r, 'pkg', 'qwen')).toContain('--- Context from: ../QWEN.md ---\nroot qwen\n--- End of Context from: ../QWEN.md ---\n\n--- Context from: QWEN.md ---');
  });

  it('context.fileName in <cwd>/.qwen/settings.json replaces the names', async () => {
    const root = makeRepo({ '.qwen/settings.json': '{"context":{"fileName":["TEAM.md"]}}\n', 'QWEN.md': 'x\n', 'TEAM.md': 'team\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'qwen')).toEqual(['TEAM.md']);
  });

  it('leaves an import of a missing file as written, and says so', async () => {
    const root = makeRepo({ 'QWEN.md': 'see @missing.md\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(promptOf(r, '.', 'qwen')).toBe('--- Context from: QWEN.md ---\nsee @missing.md\n--- End of Context from: QWEN.md ---');
    expect(r.report.findings.filter((f) => f.ruleId === 'import-missing').map((f) => f.path)).toEqual(['QWEN.md']);
  });

  it('adds .qwen/QWEN.local.md, then the rules without paths: (labelled from the root); a paths: rule waits', async () => {
    const root = makeRepo({ 'AGENTS.md': 'team\n', '.qwen/QWEN.local.md': 'local\n', '.qwen/rules/a.md': '---\ndescription: d\n---\nrule a <!-- c -->\n', '.qwen/rules/b.md': '---\npaths: "src/**"\n---\nb\n', 'pkg/x.txt': 'x\n' }, { git: true });
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'qwen')).toEqual(['AGENTS.md', '.qwen/QWEN.local.md', '.qwen/rules/a.md']);
    expect(passedOf(r, 'pkg', 'qwen')).toEqual({ '.qwen/rules/b.md': 'not-configured' });
    expect(promptOf(r, 'pkg', 'qwen').endsWith('--- Rule from: .qwen/rules/a.md ---\nrule a\n--- End of Rule from: .qwen/rules/a.md ---')).toBe(true);
  });

  it('reads the directory above the git root: inside the audited root it loads the file and warns', async () => {
    const root = makeRepo({ 'AGENTS.md': 'parent\n', 'app/QWEN.md': 'app\n' });
    git(path.join(root, 'app'), 'init', '-q');
    const r = await audit(root, ['app']);
    expect(loadedPaths(r, 'app', 'qwen')).toEqual(['app/QWEN.md', 'AGENTS.md']);
    expect(r.report.findings.filter((f) => f.ruleId === 'qwen-above-root').map((f) => f.path)).toEqual(['AGENTS.md']);
  });

  it('names a file in the directory above the audited git root without reading it', async () => {
    const parent = makeTempDir('amda-qwen-above-');
    fs.writeFileSync(path.join(parent, 'QWEN.md'), 'outside\n');
    const root = path.join(parent, 'repo');
    fs.mkdirSync(root);
    git(root, 'init', '-q');
    fs.writeFileSync(path.join(root, 'QWEN.md'), 'team\n');
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'qwen')).toEqual(['QWEN.md']);
    const f = r.report.findings.find((x) => x.ruleId === 'qwen-above-root');
    expect(f?.message).toContain(path.join(parent, 'QWEN.md'));
  });
});
