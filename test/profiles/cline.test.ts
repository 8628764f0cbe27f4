/**
 * Cline CLI (3.0.65): the working directory only, rules keyed by lowercased name with later sources
 * replacing earlier ones (personal included), front matter that drops a file, and the sorted
 * `# Rules` text; on real temporary git repositories and a real home folder.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseClineRule } from '../../src/profiles/cline.js';
import { auditAt, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir, writeFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) => auditAt(root, { profiles: ['cline'], workingDirectories: cwds, ...extra });

describe('Cline: sources and names', () => {
  it('reads AGENTS.md, .clinerules/ and .cline/rules/ of the working directory, joined as sorted ## sections', async () => {
    const root = makeRepo({ 'AGENTS.md': 'agents\n', '.clinerules/b.txt': 'bar\n', '.clinerules/a.md': '---\nname: Foo\n---\nfoo body\n', '.cline/rules/zeta.markdown': '  zeta  \n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(promptOf(r, '.', 'cline')).toBe('# Rules\n## b\nbar\n\n## Foo\nfoo body\n\n## Workspace AGENTS.md\nagents\n\n## zeta\nzeta');
    expect(loadedPaths(r, '.', 'cline')).toEqual(['.clinerules/b.txt', '.clinerules/a.md', 'AGENTS.md', '.cline/rules/zeta.markdown']);
  });

  it('a later source with the same lowercased name replaces the earlier one, and says so', async () => {
    const root = makeRepo({ '.clinerules/style.md': 'tabs\n', '.cline/rules/Style.txt': 'spaces\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(promptOf(r, '.', 'cline')).toBe('# Rules\n## Style\nspaces');
    expect(passedOf(r, '.', 'cline')).toEqual({ '.clinerules/style.md': 'hidden' });
    const f = r.report.findings.find((x) => x.ruleId === 'cline-rule-shadowed');
    expect(f?.path).toBe('.clinerules/style.md');
    expect(f?.message).toContain('.cline/rules/Style.txt');
  });

  it('a personal rule of the same name replaces the team rule (with --home), and a disabled one drops it', async () => {
    const root = makeRepo({ '.clinerules/testing.md': 'team\n', '.clinerules/lint.md': 'lint\n' }, { git: true });
    const home = makeTempDir('amda-home-');
    writeFiles(home, { '.cline/rules/Testing.md': 'mine\n', 'Documents/Cline/Rules/lint.md': '---\ndisabled: true\n---\noff\n', '.agents/AGENTS.md': 'global\n' });
    const r = await audit(root, ['.'], { home });
    expect(promptOf(r, '.', 'cline')).toBe('# Rules\n## Global AGENTS.md\nglobal\n\n## Testing\nmine');
    expect(loadedPaths(r, '.', 'cline')).toEqual(['~/.agents/AGENTS.md', '~/.cline/rules/Testing.md']);
    const msgs = r.report.findings.filter((x) => x.ruleId === 'cline-rule-shadowed').map((x) => `${x.path}: ${x.message}`);
    expect(msgs).toHaveLength(2);
    expect(msgs.join('\n')).toContain('personal rule ~/.cline/rules/Testing.md');
    expect(msgs.join('\n')).toContain('neither text reaches the model');
  });

  it('skips symlinks and subfolders inside a rules folder, but resolves the folder AGENTS.md', async () => {
    const root = makeRepo({ 'docs/x.md': 'shared\n', '.clinerules/link.md': { symlink: '../docs/x.md' }, '.clinerules/AGENTS.md': { symlink: '../docs/x.md' }, '.clinerules/sub/deep.md': 'deep\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(promptOf(r, '.', 'cline')).toBe('# Rules\n## AGENTS\nshared');
  });

  it('a FIFO in a rules folder hangs Cline: the chain says it does not start', async () => {
    const root = makeRepo({ '.clinerules/ok.md': 'ok\n', '.clinerules/fifo.md': { fifo: true } }, { git: true });
    const r = await audit(root, ['.']);
    expect(r.report.chains.find((c) => c.profile === 'cline')?.startError).toContain('.clinerules/fifo.md is a FIFO');
  });

  it('a .clinerules file is one rule named .clinerules', async () => {
    const root = makeRepo({ '.clinerules': 'file rules\n' }, { git: true });
    expect(promptOf(await audit(root, ['.']), '.', 'cline')).toBe('# Rules\n## .clinerules\nfile rules');
  });
});

describe('Cline: the working directory only', () => {
  it('started in a package, the root AGENTS.md is never read: a warning when nothing is loaded, a note otherwise', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root\n', '.clinerules/r.md': 'root rule\n', 'a/index.ts': '', 'b/AGENTS.md': 'b\n' }, { git: true });
    const r = await audit(root, ['a', 'b']);
    expect(promptOf(r, 'a', 'cline')).toBe('');
    expect(loadedPaths(r, 'b', 'cline')).toEqual(['b/AGENTS.md']);
    const found = r.report.findings.filter((f) => f.ruleId === 'cwd-only-unread').map((f) => [f.path, f.severity, f.cwds]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['AGENTS.md', 'warning', ['a']],
        ['AGENTS.md', 'info', ['b']],
        ['.clinerules', 'warning', ['a']],
      ]),
    );
  });
});

describe('Cline: the rule parser (@cline/core)', () => {
  it('drops a file for a blank body, bad YAML, a non-string name, a non-boolean disabled or enabled', () => {
    expect(parseClineRule('---\nname: x\n---\n  \n', 'f')).toHaveProperty('error');
    expect(parseClineRule('---\nname: [x\n---\nbody\n', 'f')).toHaveProperty('error');
    expect(parseClineRule('---\nname: 5\n---\nbody\n', 'f')).toHaveProperty('error');
    expect(parseClineRule('---\ndisabled: "yes"\n---\nbody\n', 'f')).toHaveProperty('error');
    expect(parseClineRule('---\nenabled: 1\n---\nbody\n', 'f')).toHaveProperty('error');
    // disabled: false is boolean: enabled is then not looked at.
    expect(parseClineRule('---\ndisabled: false\nenabled: 1\n---\nbody\n', 'f')).toEqual({ name: 'f', disabled: false, body: 'body' });
    expect(parseClineRule('\uFEFF---\r\nname: "  N  "\r\nenabled: false\r\n---\r\n body \r\n', 'f')).toEqual({ name: 'N', disabled: true, body: 'body' });
    expect(parseClineRule('---\n- list\n---\nbody', 'stem')).toEqual({ name: 'stem', disabled: false, body: 'body' });
  });
});

describe('Cline: profiles: auto signals', () => {
  it('declares .clinerules and .cline/ as signs of Cline', async () => {
    const { getProfile } = await import('../../src/profiles/index.js');
    const globs = (getProfile('cline').signals ?? []).map((s) => s.glob);
    expect(globs).toEqual(expect.arrayContaining(['.clinerules', '.clinerules/**', '.cline/**']));
    expect(fs.existsSync(path.join(import.meta.dirname, '../../src/profiles/cline.ts'))).toBe(true);
  });
});
