/**
 * Gemini CLI conformance: the behaviours of google-gemini/gemini-cli @5411f113 listed in
 * shared/reference/agent-discovery.md §4 (memoryDiscovery.ts, memoryImportProcessor.ts,
 * memoryTool.ts, settings.ts), on real temporary git repositories.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gemini } from '../../src/profiles/gemini.js';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf, resolvedOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) =>
  auditAt(root, { profiles: ['gemini'], workingDirectories: cwds, ...extra });

const findings = (r: Awaited<ReturnType<typeof audit>>, id: string) => r.report.findings.filter((f) => f.ruleId === id);

const settings = (v: unknown): string => JSON.stringify(v, null, 2);

describe('Gemini CLI: order', () => {
  it('sorts full paths as strings: /r/App/GEMINI.md comes before /r/GEMINI.md', async () => {
    const root = makeRepo({ 'GEMINI.md': 'root\n', 'App/GEMINI.md': 'app\n', 'App/src/GEMINI.md': 'src\n' }, { git: true });
    const r = await audit(root, ['App/src']);
    expect(loadedPaths(r, 'App/src', 'gemini')).toEqual(['App/GEMINI.md', 'App/src/GEMINI.md', 'GEMINI.md']);
  });

  it('a lower-case directory sorts after the root file, so there the parent comes first', async () => {
    const root = makeRepo({ 'GEMINI.md': 'root\n', 'app/GEMINI.md': 'app\n' }, { git: true });
    const r = await audit(root, ['app']);
    expect(loadedPaths(r, 'app', 'gemini')).toEqual(['GEMINI.md', 'app/GEMINI.md']);
  });

  it('renders --- Context from: <path> --- blocks with trimmed content, in that order', async () => {
    const root = makeRepo({ 'GEMINI.md': '\n  root rules  \n\n', 'App/GEMINI.md': 'app rules\n' }, { git: true });
    const r = await audit(root, ['App']);
    const a = path.join(root, 'App/GEMINI.md');
    const g = path.join(root, 'GEMINI.md');
    expect(promptOf(r, 'App', 'gemini')).toBe(
      `--- Project ---\n--- Context from: ${a} ---\napp rules\n--- End of Context from: ${a} ---\n\n--- Context from: ${g} ---\nroot rules\n--- End of Context from: ${g} ---`,
    );
  });
});

describe('Gemini CLI: file names (context.fileName)', () => {
  it('context.fileName is put in front of GEMINI.md, which is kept; every name present is loaded', async () => {
    const root = makeRepo(
      { '.gemini/settings.json': settings({ context: { fileName: ['AGENTS.md', 'CONTEXT.md'] } }), 'AGENTS.md': 'a\n', 'GEMINI.md': 'g\n', 'CONTEXT.md': 'c\n', 'CLAUDE.md': 'x\n' },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['AGENTS.md', 'CONTEXT.md', 'GEMINI.md']);
    expect(passedOf(r, '.', 'gemini')).toEqual({ 'CLAUDE.md': 'not-configured' });
  });

  it('a single string works too', async () => {
    const root = makeRepo({ '.gemini/settings.json': '{ "context": { "fileName": "AGENTS.md" } }', 'AGENTS.md': 'a\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['AGENTS.md']);
  });

  it('settings are read from the working directory only: started in a package, the root settings do not apply', async () => {
    const root = makeRepo({ '.gemini/settings.json': settings({ context: { fileName: 'AGENTS.md' } }), 'AGENTS.md': 'a\n', 'pkg/AGENTS.md': 'p\n' }, { git: true });
    const r = await audit(root, ['.', 'pkg']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['AGENTS.md']);
    expect(loadedPaths(r, 'pkg', 'gemini')).toEqual([]);
    expect(passedOf(r, 'pkg', 'gemini')).toEqual({ 'AGENTS.md': 'not-configured', 'pkg/AGENTS.md': 'not-configured' });
  });

  it('candidateNames include the configured names when given the context (for auto working directories)', async () => {
    const root = makeRepo({ 'pkg/.gemini/settings.json': settings({ context: { fileName: ['TEAM.md'] } }), 'pkg/TEAM.md': 't\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(gemini.candidateNames({ maxBytes: 0, fallbackFilenames: [], rootMarkers: [], home: null }, r.ctx)).toEqual(['GEMINI.md', 'TEAM.md']);
    expect(gemini.candidateNames({ maxBytes: 0, fallbackFilenames: [], rootMarkers: [], home: null })).toEqual(['GEMINI.md']);
  });

  it('a settings file that does not parse stops Gemini CLI: an error with its line, nothing loaded', async () => {
    const root = makeRepo({ '.gemini/settings.json': '{\n  // comments are fine\n  "context": { "fileName": "AGENTS.md" }\n  "x": 1\n}\n', 'GEMINI.md': 'g\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(findings(r, 'agent-config-invalid')).toEqual([expect.objectContaining({ path: '.gemini/settings.json', line: 4, column: 3, severity: 'error' })]);
    expect(loadedPaths(r, '.', 'gemini')).toEqual([]);
    expect(chainOf(r, '.', 'gemini').startError).toMatch(/^\.gemini\/settings\.json:4: /);
  });

  it('a trailing comma is fatal too (Gemini CLI 0.61.0: JSON.parse after stripping comments)', async () => {
    const root = makeRepo({ '.gemini/settings.json': '{\n  "context": { "fileName": "AGENTS.md", }\n}\n', 'GEMINI.md': 'g\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(findings(r, 'agent-config-invalid')).toEqual([expect.objectContaining({ path: '.gemini/settings.json', line: 2, severity: 'error' })]);
    expect(chainOf(r, '.', 'gemini').startError).toContain('trailing comma');
    expect(loadedPaths(r, '.', 'gemini')).toEqual([]);
  });

  it('a fileName of the wrong type crashes Gemini CLI at startup: an error at the key, nothing loaded', async () => {
    const root = makeRepo({ '.gemini/settings.json': '{\n  "context": {\n    "fileName": 42\n  }\n}\n', 'GEMINI.md': 'g\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(findings(r, 'agent-config-invalid')).toEqual([expect.objectContaining({ line: 3, severity: 'error' })]);
    expect(chainOf(r, '.', 'gemini').startError).toMatch(/^\.gemini\/settings\.json:3: .*crashes at startup/);
    expect(loadedPaths(r, '.', 'gemini')).toEqual([]);
  });

  it('a fileName with ".." is joined as a path: "../UP.md" loads UP.md from the parent', async () => {
    const root = makeRepo({ 'pkg/.gemini/settings.json': '{ "context": { "fileName": "../UP.md" } }\n', 'UP.md': 'up\n', 'pkg/GEMINI.md': 'g\n' }, { git: true });
    const r = await audit(root, ['pkg']);
    expect(loadedPaths(r, 'pkg', 'gemini')).toEqual(['UP.md', 'pkg/GEMINI.md']);
  });
});

describe('Gemini CLI: what is loaded', () => {
  it('drops whitespace-only files', async () => {
    const root = makeRepo({ 'GEMINI.md': ' \n\t \n', 'a/GEMINI.md': 'real\n' }, { git: true });
    const r = await audit(root, ['a']);
    expect(loadedPaths(r, 'a', 'gemini')).toEqual(['a/GEMINI.md']);
    expect(passedOf(r, 'a', 'gemini')).toEqual({ 'GEMINI.md': 'whitespace-only' });
  });

  it('loads a file once when two names are the same file (identity, links followed)', async () => {
    const root = makeRepo({ '.gemini/settings.json': settings({ context: { fileName: ['AGENTS.md'] } }), 'AGENTS.md': 'shared\n', 'GEMINI.md': { symlink: 'AGENTS.md' } }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['AGENTS.md']);
    expect(passedOf(r, '.', 'gemini')).toEqual({ 'GEMINI.md': 'hidden' });
  });

  it('skips a directory named GEMINI.md silently', async () => {
    const root = makeRepo({ 'GEMINI.md/x.md': 'x\n', 'a/GEMINI.md': 'a\n' }, { git: true });
    const r = await audit(root, ['a']);
    expect(loadedPaths(r, 'a', 'gemini')).toEqual(['a/GEMINI.md']);
    expect(passedOf(r, 'a', 'gemini')).toEqual({ 'GEMINI.md': 'not-regular-file' });
  });

  it('loads the global ~/.gemini files first, in their own section', async () => {
    const home = makeTempDir();
    fs.mkdirSync(path.join(home, '.gemini'));
    fs.writeFileSync(path.join(home, '.gemini/GEMINI.md'), 'global\n');
    const root = makeRepo({ 'GEMINI.md': 'project\n' }, { git: true });
    const r = await audit(root, ['.'], { home });
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['~/.gemini/GEMINI.md', 'GEMINI.md']);
    // Gemini CLI 0.61.0 labels a personal file with its absolute path.
    expect(promptOf(r, '.', 'gemini').startsWith(`--- Global ---\n--- Context from: ${path.join(home, '.gemini/GEMINI.md')} ---\nglobal\n`)).toBe(true);
    expect(promptOf(r, '.', 'gemini')).toContain('\n\n--- Project ---\n--- Context from: ');
  });
});

describe('Gemini CLI: boundary markers', () => {
  it('walks up to the nearest .git (file or directory) by default', async () => {
    const root = makeRepo({ 'GEMINI.md': 'outer\n', 'sub/GEMINI.md': 'inner\n', 'sub/.git': 'gitdir: ../.git/modules/sub\n' }, { git: true });
    const r = await audit(root, ['sub']);
    expect(loadedPaths(r, 'sub', 'gemini')).toEqual(['sub/GEMINI.md']);
  });

  it('custom memoryBoundaryMarkers replace .git', async () => {
    const root = makeRepo(
      { 'GEMINI.md': 'outer\n', 'mono/.project-root': '', 'mono/GEMINI.md': 'mono\n', 'mono/app/.gemini/settings.json': settings({ context: { memoryBoundaryMarkers: ['.project-root'] } }), 'mono/app/GEMINI.md': 'app\n' },
      { git: true },
    );
    const r = await audit(root, ['mono/app']);
    expect(loadedPaths(r, 'mono/app', 'gemini')).toEqual(['mono/GEMINI.md', 'mono/app/GEMINI.md']);
    expect(chainOf(r, 'mono/app', 'gemini')).toMatchObject({ root: 'mono', rootMarker: '.project-root' });
  });

  it('an empty marker list means the working directory only', async () => {
    const root = makeRepo({ 'GEMINI.md': 'outer\n', 'app/.gemini/settings.json': settings({ context: { memoryBoundaryMarkers: [] } }), 'app/GEMINI.md': 'app\n' }, { git: true });
    const r = await audit(root, ['app']);
    expect(loadedPaths(r, 'app', 'gemini')).toEqual(['app/GEMINI.md']);
  });

  it('without any marker, only the working directory is read', async () => {
    const root = makeTempDir();
    fs.writeFileSync(path.join(root, 'GEMINI.md'), 'top\n');
    fs.mkdirSync(path.join(root, 'a'));
    fs.writeFileSync(path.join(root, 'a/GEMINI.md'), 'a\n');
    const r = await audit(root, ['a']);
    expect(loadedPaths(r, 'a', 'gemini')).toEqual(['a/GEMINI.md']);
  });
});

describe('Gemini CLI: @path imports (memport)', () => {
  it('replaces an import by the imported text between markers, relative to the importing file', async () => {
    const root = makeRepo({ 'GEMINI.md': 'Intro\n@./docs/style.md\nEnd\n', 'docs/style.md': 'Use tabs.\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(resolvedOf(r, '.', 'gemini').texts[0]).toBe('Intro\n<!-- Imported from: ./docs/style.md -->\nUse tabs.\n\n<!-- End of import from: ./docs/style.md -->\nEnd');
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['GEMINI.md', 'docs/style.md']);
  });

  it('leaves imports inside backtick regions alone, but an indented code block is not code to Gemini', async () => {
    const root = makeRepo({ 'GEMINI.md': 'Run `npm i @types/node`.\n\n```\n@a.md\n```\n\n    @b.md\n', 'a.md': 'A\n', 'b.md': 'B\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['GEMINI.md', 'b.md']);
    expect(resolvedOf(r, '.', 'gemini').texts[0]).toContain('npm i @types/node');
  });

  it('refuses imports outside the project root (nearest boundary marker) and URLs', async () => {
    const root = makeRepo(
      { 'GEMINI.md': 'top\n', 'shared.md': 'shared\n', 'pkg/.git': 'gitdir: x\n', 'pkg/GEMINI.md': '@../shared.md\n@https://example.com/x.md\n' },
      { git: true },
    );
    const r = await audit(root, ['pkg']);
    expect(resolvedOf(r, 'pkg', 'gemini').texts[0]).toBe(
      '<!-- Import failed: ../shared.md - Path traversal attempt -->\n<!-- Import failed: https://example.com/x.md - Path traversal attempt -->',
    );
    expect(findings(r, 'import-outside-root').map((f) => [f.path, f.line, f.severity])).toEqual([
      ['pkg/GEMINI.md', 1, 'warning'],
      ['pkg/GEMINI.md', 2, 'warning'],
    ]);
  });

  it('replaces a failed import of a bare @word with a comment, and reports it', async () => {
    const root = makeRepo({ 'GEMINI.md': 'Ask @alice about releases.\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(resolvedOf(r, '.', 'gemini').texts[0]).toBe(`Ask <!-- Import failed: alice - ENOENT: no such file or directory, access '${path.join(root, 'alice')}' --> about releases.`);
    expect(findings(r, 'import-missing')).toEqual([expect.objectContaining({ path: 'GEMINI.md', line: 1, column: 5 })]);
  });

  it('never prints a credential-like @token in full in a finding', async () => {
    const secret = 'ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const root = makeRepo({ 'GEMINI.md': `CI token: @${secret}\n` }, { git: true });
    const r = await audit(root, ['.']);
    const f = findings(r, 'import-missing');
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain('@ghp_…(40 characters)');
    expect(JSON.stringify(r.report)).not.toContain(secret);
  });

  it('follows 5 levels; the fifth file keeps its own @tokens as text', async () => {
    const files: Record<string, string> = { 'GEMINI.md': '@l1.md\n' };
    for (let i = 1; i <= 5; i++) files[`l${i}.md`] = `L${i} @l${i + 1}.md\n`;
    files['l6.md'] = 'L6\n';
    const root = makeRepo(files, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'gemini')).toEqual(['GEMINI.md', 'l1.md', 'l2.md', 'l3.md', 'l4.md', 'l5.md']);
    expect(resolvedOf(r, '.', 'gemini').texts[0]).toContain('L5 @l6.md');
    expect(findings(r, 'import-too-deep')).toEqual([expect.objectContaining({ path: 'l5.md', line: 1, column: 4 })]);
  });

  it('marks a cycle "File already processed" (the top-level file is not in the set, as in Gemini)', async () => {
    const root = makeRepo({ 'GEMINI.md': 'top @a.md\n', 'a.md': 'A @GEMINI.md\n' }, { git: true });
    const r = await audit(root, ['.']);
    const text = resolvedOf(r, '.', 'gemini').texts[0]!;
    // GEMINI.md → a.md → GEMINI.md (again) → a.md: already processed.
    expect(text).toContain('<!-- File already processed: a.md -->');
    expect(text.match(/<!-- Imported from: GEMINI.md -->/g)).toHaveLength(1);
    expect(findings(r, 'import-cycle')).toEqual([expect.objectContaining({ path: 'GEMINI.md', line: 1, column: 5 })]);
  });
});
