/**
 * Claude Code: the memory docs (CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md, .claude/rules,
 * `@path` imports: 4 hops, not in code) and the built-in agents-md plugin's AGENTS.md modes
 * (anthropics/claude-code mods/agents-md/README.md), on real temporary repositories.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir, SHARED_DIR } from '../helpers/repo.js';
import { CLAUDE_CLOSING, CLAUDE_PREAMBLE } from '../../src/profiles/claude-code.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) =>
  auditAt(root, { profiles: ['claude-code'], workingDirectories: cwds, ...extra });

const findings = (r: Awaited<ReturnType<typeof audit>>, id: string) => r.report.findings.filter((f) => f.ruleId === id);

describe('Claude Code: every file from the root down', () => {
  it('loads CLAUDE.md, .claude/CLAUDE.md, unconditional rules and CLAUDE.local.md per directory, root first', async () => {
    const root = makeRepo(
      {
        'CLAUDE.md': 'root\n',
        '.claude/CLAUDE.md': 'root dot\n',
        '.claude/rules/style.md': 'style rule\n',
        '.claude/rules/api/paths.md': '---\npaths:\n  - "src/api/**"\n---\nonly for api\n',
        'CLAUDE.local.md': 'root local\n',
        'a/CLAUDE.md': 'a\n',
        'a/b/CLAUDE.local.md': 'b local\n',
      },
      { git: true },
    );
    const r = await audit(root, ['a/b']);
    expect(loadedPaths(r, 'a/b', 'claude-code')).toEqual(['CLAUDE.md', '.claude/CLAUDE.md', '.claude/rules/style.md', 'CLAUDE.local.md', 'a/CLAUDE.md', 'a/b/CLAUDE.local.md']);
    expect(passedOf(r, 'a/b', 'claude-code')).toEqual({ '.claude/rules/api/paths.md': 'not-configured' });
    expect(chainOf(r, 'a/b', 'claude-code')).toMatchObject({ root: '.', rootMarker: '/', budget: null });
  });

  it('is not anchored at the git root: a nested repository still gets the outer files', async () => {
    const root = makeRepo({ 'CLAUDE.md': 'outer\n', 'sub/CLAUDE.md': 'inner\n' }, { git: true });
    fs.mkdirSync(path.join(root, 'sub/.git'));
    const r = await audit(root, ['sub']);
    expect(loadedPaths(r, 'sub', 'claude-code')).toEqual(['CLAUDE.md', 'sub/CLAUDE.md']);
  });

  it('renders each file framed with its path and kind; the personal file comes first', async () => {
    const home = makeTempDir();
    fs.mkdirSync(path.join(home, '.claude'));
    fs.writeFileSync(path.join(home, '.claude/CLAUDE.md'), 'mine\n');
    const root = makeRepo({ 'CLAUDE.md': 'team\n', 'CLAUDE.local.md': 'private\n' }, { git: true });
    const r = await audit(root, ['.'], { home });
    // Claude Code 2.1.328: a <system-reminder> frame, each file's content trimmed, the personal file by its absolute path.
    expect(promptOf(r, '.', 'claude-code')).toBe(
      CLAUDE_PREAMBLE +
        [
          `Contents of ${path.join(home, '.claude/CLAUDE.md')} (user's private global instructions for all projects):\n\nmine`,
          `Contents of ${path.join(root, 'CLAUDE.md')} (project instructions, checked into the codebase):\n\nteam`,
          `Contents of ${path.join(root, 'CLAUDE.local.md')} (user's private project instructions, not checked in):\n\nprivate`,
        ].join('\n\n') +
        CLAUDE_CLOSING,
    );
  });

  it('warns once about a file over 40,000 characters, and still loads it whole', async () => {
    const root = makeRepo({ 'CLAUDE.md': 'é'.repeat(40_001), 'a/CLAUDE.md': 'ok\n' }, { git: true });
    const r = await audit(root, ['.', 'a']);
    const f = findings(r, 'claude-md-too-long');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: 'CLAUDE.md', severity: 'warning', cwds: ['.', 'a'] });
    expect(f[0]!.message).toContain('40,001 characters');
    expect(chainOf(r, '.', 'claude-code').files[0]).toMatchObject({ loadedBytes: 80_002, truncated: false });
    const under = makeRepo({ 'CLAUDE.md': 'x'.repeat(40_000) }, { git: true });
    expect(findings(await audit(under, ['.']), 'claude-md-too-long')).toEqual([]);
  });
});

describe('Claude Code @imports', () => {
  it('loads an imported file as its own entry right after the importer, relative to the importer', async () => {
    const root = makeRepo(
      { 'CLAUDE.md': 'See @docs/style.md and @AGENTS.md.\n', 'docs/style.md': 'style: see @../NOTES.md\n', 'NOTES.md': 'notes\n', 'AGENTS.md': 'agents\n' },
      { git: true },
    );
    const r = await audit(root, ['.']);
    // "@AGENTS.md." keeps its trailing period: no such file, so it is skipped (and reported).
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['CLAUDE.md', 'docs/style.md', 'NOTES.md']);
    expect(findings(r, 'import-missing')).toEqual([expect.objectContaining({ path: 'CLAUDE.md', line: 1, column: 24 })]);
  });

  it('does not evaluate imports in code spans, fenced or indented code blocks', async () => {
    const root = makeRepo(
      {
        'CLAUDE.md': 'Install `@types/node` first.\n\n```sh\ncat @a.md\n```\n\n    @b.md\n\nReal: @c.md\n',
        'a.md': 'a\n',
        'b.md': 'b\n',
        'c.md': 'c\n',
      },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['CLAUDE.md', 'c.md']);
  });

  it('follows 4 hops and reports the fifth, at the file that holds it (Claude Code 2.1.328)', async () => {
    const files: Record<string, string> = { 'CLAUDE.md': '@d1.md\n' };
    for (let i = 1; i <= 6; i++) files[`d${i}.md`] = `level ${i} @d${i + 1}.md\n`;
    files['d7.md'] = 'seven\n';
    const root = makeRepo(files, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['CLAUDE.md', 'd1.md', 'd2.md', 'd3.md', 'd4.md']);
    const deep = findings(r, 'import-too-deep');
    expect(deep).toEqual([expect.objectContaining({ path: 'd4.md', line: 1, column: 9 })]);
    expect(deep[0]!.message).toContain('CLAUDE.md → d1.md → d2.md → d3.md → d4.md → d5.md');
  });

  it('reports a cycle and loads each file once', async () => {
    const root = makeRepo({ 'CLAUDE.md': '@a.md\n', 'a.md': 'a imports @b.md\n', 'b.md': 'b imports @a.md\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['CLAUDE.md', 'a.md', 'b.md']);
    expect(findings(r, 'import-cycle')).toEqual([expect.objectContaining({ path: 'b.md', line: 1, column: 11 })]);
  });

  it('reports a missing path-like target but not a bare @mention', async () => {
    const root = makeRepo({ 'CLAUDE.md': 'Ask @alice.\nRead @docs/missing.md\nAnd @./gone\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(findings(r, 'import-missing').map((f) => [f.line, f.column])).toEqual([
      [2, 6],
      [3, 5],
    ]);
  });

  it('an import leaving the repository is an info finding (approval needed, not audited)', async () => {
    const root = makeRepo({ 'CLAUDE.md': '@~/.claude/my-prefs.md\n@../../etc/passwd.md\n' }, { git: true });
    const r = await audit(root, ['.']);
    const f = findings(r, 'import-outside-root');
    expect(f.map((x) => [x.line, x.severity])).toEqual([
      [1, 'info'],
      [2, 'info'],
    ]);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['CLAUDE.md']);
  });
});

describe('Claude Code and AGENTS.md, by version', () => {
  const layout = { 'AGENTS.md': 'root agents\n', 'a/AGENTS.md': 'a agents\n', 'a/b/.gitkeep': '' };

  it('claude-code (v2.1.277+): with no CLAUDE file on the path, every AGENTS.md is loaded root first', async () => {
    const root = makeRepo(layout, { git: true });
    const r = await audit(root, ['a/b']);
    expect(loadedPaths(r, 'a/b', 'claude-code')).toEqual(['AGENTS.md', 'a/AGENTS.md']);
  });

  it('claude-code: one CLAUDE.md anywhere from the root down leaves every AGENTS.md out', async () => {
    const root = makeRepo({ ...layout, 'a/b/CLAUDE.local.md': 'mine\n' }, { git: true });
    const r = await audit(root, ['a/b', '.']);
    expect(loadedPaths(r, 'a/b', 'claude-code')).toEqual(['a/b/CLAUDE.local.md']);
    expect(passedOf(r, 'a/b', 'claude-code')).toEqual({ 'AGENTS.md': 'hidden', 'a/AGENTS.md': 'hidden' });
    // The root's chain has no CLAUDE file: it still falls back.
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['AGENTS.md']);
  });

  it('claude-code@legacy reads no AGENTS.md at all', async () => {
    const root = makeRepo(layout, { git: true });
    const r = await audit(root, ['a'], { profiles: ['claude-code@legacy'] });
    expect(loadedPaths(r, 'a', 'claude-code@legacy')).toEqual([]);
    expect(passedOf(r, 'a', 'claude-code@legacy')).toEqual({ 'AGENTS.md': 'not-configured', 'a/AGENTS.md': 'not-configured' });
  });

  it('claude-code@both loads AGENTS.md beside CLAUDE.md, but not one CLAUDE.md imports or duplicates', async () => {
    const root = makeRepo(
      { 'CLAUDE.md': '@AGENTS.md\n', 'AGENTS.md': 'root agents\n', 'a/CLAUDE.md': 'a agents\n', 'a/AGENTS.md': 'a agents\n', 'a/b/AGENTS.md': 'b\n' },
      { git: true },
    );
    const r = await audit(root, ['a/b'], { profiles: ['claude-code@both'] });
    expect(loadedPaths(r, 'a/b', 'claude-code@both')).toEqual(['CLAUDE.md', 'AGENTS.md', 'a/CLAUDE.md', 'a/b/AGENTS.md']);
    // The root CLAUDE.md's @AGENTS.md is an external include from a/b (skipped); AGENTS.md is loaded in its own right.
    expect(passedOf(r, 'a/b', 'claude-code@both')).toEqual({ 'a/AGENTS.md': 'hidden' });
  });

  it('a CLAUDE.md symlink to AGENTS.md is read through the link, and AGENTS.md is not loaded twice', async () => {
    const root = makeRepo({ 'AGENTS.md': 'shared\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } }, { git: true });
    const r = await audit(root, ['.'], { profiles: ['claude-code', 'claude-code@both'] });
    expect(chainOf(r, '.', 'claude-code').files).toEqual([expect.objectContaining({ path: 'CLAUDE.md', linkTarget: 'AGENTS.md' })]);
    expect(loadedPaths(r, '.', 'claude-code@both')).toEqual(['CLAUDE.md']);
  });
});

describe.skipIf(!fs.existsSync(path.join(SHARED_DIR, 'corpus/real')))('real instruction files (shared/corpus/real)', () => {
  const dir = path.join(SHARED_DIR, 'corpus/real');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
  const ALL = ['codex', 'a3s', 'opencode', 'claude-code', 'claude-code@legacy', 'gemini', 'copilot', 'aider'];

  it('nuxt’s "@CONTRIBUTING.md:" is an import of "CONTRIBUTING.md:" to Claude Code: reported, with the punctuation hint', async () => {
    const text = fs.readFileSync(path.join(dir, 'nuxt__nuxt__AGENTS.md'), 'utf8');
    const root = makeRepo({ 'CLAUDE.md': text, 'CONTRIBUTING.md': '# Contributing\n' }, { git: true });
    const r = await audit(root, ['.']);
    const f = findings(r, 'import-missing');
    expect(f.length).toBeGreaterThan(0);
    expect(f[0]!.message).toContain('imports CONTRIBUTING.md:, which does not exist (the ":" after it is part of the path');
  });

  it('every profile resolves every corpus file placed where it lives, without throwing', async () => {
    for (const name of files) {
      const rel = name.split('__').slice(2).join('/');
      const root = makeRepo({ [rel]: fs.readFileSync(path.join(dir, name)) }, { git: true });
      const cwd = rel.includes('/') && !rel.startsWith('.github/') ? rel.slice(0, rel.lastIndexOf('/')) : '.';
      const r = await auditAt(root, { profiles: ALL, workingDirectories: [cwd] });
      for (const c of r.report.chains) for (const f of c.files) expect(fs.existsSync(path.join(root, f.path)), `${c.profile} ${f.path}`).toBe(true);
      // Each file is loaded by at least one agent that looks for files of its name.
      const loaders = new Set(r.report.chains.filter((c) => c.files.some((f) => f.path === rel)).map((c) => c.profile));
      if (/(^|\/)(AGENTS|CLAUDE|GEMINI)\.md$|copilot-instructions\.md$/.test(rel)) expect(loaders.size, name).toBeGreaterThan(0);
    }
  });
});
