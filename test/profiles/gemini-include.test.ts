/**
 * Gemini CLI's `context.includeDirectories` (issue 27, seen with Gemini CLI 0.61.0): each entry,
 * resolved from the working directory, becomes a workspace directory whose context files (and
 * those of the directories above it, up to its own root) are merged into the chain, sorted by
 * path; one that does not exist or is not a directory stops Gemini CLI at startup; one outside the
 * repository is reported and never read.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, chainOf, loadedPaths } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[]) => auditAt(root, { profiles: ['gemini'], workingDirectories: cwds });
const settings = (includeDirectories: unknown, more: Record<string, unknown> = {}): string => `${JSON.stringify({ context: { includeDirectories, ...more } }, null, 2)}\n`;

describe('Gemini CLI: context.includeDirectories', () => {
  it('walks up from each included directory (never down), merged with the main chain and sorted as paths', async () => {
    const root = makeRepo(
      {
        'GEMINI.md': 'root\n',
        'pkg/GEMINI.md': 'pkg\n',
        'pkg/.gemini/settings.json': settings(['../shared/deep', '../other']),
        'shared/GEMINI.md': 'shared\n',
        'shared/deep/GEMINI.md': 'shared deep\n',
        'shared/deep/sub/GEMINI.md': 'below\n',
        'other/GEMINI.md': 'other\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'gemini')).toEqual(['GEMINI.md', 'other/GEMINI.md', 'pkg/GEMINI.md', 'shared/GEMINI.md', 'shared/deep/GEMINI.md']);
  });

  it('reads the names context.fileName gives there too; loadMemoryFromIncludeDirectories does not gate it', async () => {
    const root = makeRepo(
      { 'GEMINI.md': 'g\n', 'AGENTS.md': 'a\n', 'lib/AGENTS.md': 'la\n', 'lib/GEMINI.md': 'lg\n', '.gemini/settings.json': settings(['lib'], { fileName: ['AGENTS.md'], loadMemoryFromIncludeDirectories: false }) },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['AGENTS.md', 'GEMINI.md', 'lib/AGENTS.md', 'lib/GEMINI.md']);
  });

  it('stops at the included directory’s own root (a nested repository), and follows a link to its target', async () => {
    const root = makeRepo(
      { 'GEMINI.md': 'root\n', 'sub/GEMINI.md': 'sub\n', 'sub/inner/GEMINI.md': 'inner\n', 'sub/.git/HEAD': 'x\n', 'real/GEMINI.md': 'r\n', 'real/d/GEMINI.md': 'rd\n', lnk: { symlink: 'real/d' }, '.gemini/settings.json': settings(['sub/inner', 'lnk']) },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['GEMINI.md', 'real/GEMINI.md', 'real/d/GEMINI.md', 'sub/GEMINI.md', 'sub/inner/GEMINI.md']);
  });

  it('the root’s settings do not apply in a subdirectory (only <cwd>/.gemini/settings.json is read)', async () => {
    const root = makeRepo({ 'GEMINI.md': 'root\n', 'pkg/GEMINI.md': 'pkg\n', '.gemini/settings.json': settings(['other']), 'other/GEMINI.md': 'other\n' }, { git: true });
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'gemini')).toEqual(['GEMINI.md', 'pkg/GEMINI.md']);
  });

  it('an entry that does not exist, or is a file, stops Gemini CLI at startup: the chain says why, with the line', async () => {
    for (const [entry, what] of [
      ['../nope', 'does not exist'],
      ['../a.md', 'is not a directory'],
    ] as const) {
      const root = makeRepo({ 'GEMINI.md': 'root\n', 'pkg/GEMINI.md': 'pkg\n', 'a.md': 'x\n', 'pkg/.gemini/settings.json': settings([entry]) }, { git: true });
      const r = await audit(root, ['pkg']);
      const chain = chainOf(r, 'pkg', 'gemini');
      expect(chain.files).toEqual([]);
      expect(chain.startError).toContain(`pkg/.gemini/settings.json:4: "context.includeDirectories" names "${entry}", which ${what}; Gemini CLI stops at startup`);
      const f = r.report.findings.filter((x) => x.ruleId === 'agent-config-invalid');
      expect(f.map((x) => [x.path, x.line, x.severity])).toEqual([['pkg/.gemini/settings.json', 4, 'error']]);
    }
  });

  it('an entry outside the repository (.., ~, an absolute path): a finding on its line, and nothing there is read', async () => {
    const outside = makeTempDir('amda-gemini-outside-');
    fs.writeFileSync(path.join(outside, 'GEMINI.md'), 'outside\n');
    const root = makeRepo({ 'GEMINI.md': 'root\n', out: { symlink: outside }, '.gemini/settings.json': settings(['../x', '~/notes', outside, 'out']) }, { git: true });
    const r = await audit(root, ['.']);
    const chain = chainOf(r, '.', 'gemini');
    expect(chain.files.map((f) => f.path)).toEqual(['GEMINI.md']);
    expect(chain.startError).toBeUndefined();
    const f = r.report.findings.filter((x) => x.ruleId === 'gemini-include-outside');
    expect(f.map((x) => [x.path, x.line, x.severity])).toEqual([
      ['.gemini/settings.json', 4, 'warning'],
      ['.gemini/settings.json', 5, 'warning'],
      ['.gemini/settings.json', 6, 'warning'],
      ['.gemini/settings.json', 7, 'warning'],
    ]);
    expect(f[0]!.message).toContain('"context.includeDirectories" names "../x", outside the repository: Gemini CLI started in the repository root also loads the GEMINI.md files of that directory');
    expect(f[1]!.message).toContain('in the home directory');
    expect(JSON.stringify(r.report)).not.toContain('outside\\n');
  });

  it('a single string is one entry; a value of another shape is a settings warning, and nothing is included', async () => {
    const root = makeRepo({ 'GEMINI.md': 'root\n', 'lib/GEMINI.md': 'l\n', '.gemini/settings.json': settings('lib') }, { git: true });
    expect(loadedPaths(await audit(root, ['.']), '.', 'gemini')).toEqual(['GEMINI.md', 'lib/GEMINI.md']);
    const odd = makeRepo({ 'GEMINI.md': 'root\n', 'lib/GEMINI.md': 'l\n', '.gemini/settings.json': settings({ lib: true }) }, { git: true });
    const r = await audit(odd, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['GEMINI.md']);
    expect(r.report.findings.filter((x) => x.ruleId === 'agent-config-invalid').map((x) => [x.line, x.severity])).toEqual([[3, 'warning']]);
  });
});

describe('Qwen Code: context.includeDirectories', () => {
  it('loads nothing from them by default; with context.loadFromIncludeDirectories the chain says it is incomplete', async () => {
    const files = { 'QWEN.md': 'root\n', 'lib/QWEN.md': 'lib\n' };
    const plain = makeRepo({ ...files, '.qwen/settings.json': '{ "context": { "includeDirectories": ["lib"] } }\n' }, { git: true });
    const r = await auditAt(plain, { profiles: ['qwen'], workingDirectories: ['.'] });
    expect(loadedPaths(r, '.', 'qwen')).toEqual(['QWEN.md']);
    expect(chainOf(r, '.', 'qwen').agentWarnings).toEqual([]);
    const flagged = makeRepo({ ...files, '.qwen/settings.json': '{ "context": { "includeDirectories": ["lib"], "loadFromIncludeDirectories": true } }\n' }, { git: true });
    const f = await auditAt(flagged, { profiles: ['qwen'], workingDirectories: ['.'] });
    expect(chainOf(f, '.', 'qwen').agentWarnings).toEqual([
      '.qwen/settings.json sets context.loadFromIncludeDirectories, so Qwen Code also loads the context files of context.includeDirectories ("lib"); the audit does not model that, and they are not in this chain.',
    ]);
  });
});
