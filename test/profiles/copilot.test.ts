/**
 * GitHub Copilot, from GitHub's documentation on repository custom instructions: the repository-wide
 * file, path-specific files by `applyTo` (matched against the files under the working directory),
 * the nearest AGENTS.md, and code review's 4,000-character limit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], extra: Parameters<typeof auditAt>[1] = {}) =>
  auditAt(root, { profiles: ['copilot'], workingDirectories: cwds, ...extra });

const findings = (r: Awaited<ReturnType<typeof audit>>, id: string) => r.report.findings.filter((f) => f.ruleId === id);

const instr = (applyTo: string | null, body: string, extra = ''): string =>
  `${applyTo === null && extra === '' ? '' : `---\n${applyTo === null ? '' : `applyTo: "${applyTo}"\n`}${extra}---\n`}${body}\n`;

describe('Copilot: which files', () => {
  it('repository-wide file, the matching path-specific files, then the nearest AGENTS.md', async () => {
    const root = makeRepo(
      {
        '.github/copilot-instructions.md': 'repo wide\n',
        '.github/instructions/ts.instructions.md': instr('**/*.ts', 'typescript'),
        '.github/instructions/py.instructions.md': instr('**/*.py', 'python'),
        '.github/instructions/api/api.instructions.md': instr('packages/api/**', 'api only'),
        'AGENTS.md': 'root agents\n',
        'packages/api/AGENTS.md': 'api agents\n',
        'packages/api/src/index.ts': 'export {};\n',
        'packages/web/main.ts': 'export {};\n',
        'tools/build.py': 'print(1)\n',
      },
      { git: true },
    );
    const r = await audit(root, ['packages/api/src', 'packages/web', 'tools']);
    expect(loadedPaths(r, 'packages/api/src', 'copilot')).toEqual([
      '.github/copilot-instructions.md',
      '.github/instructions/api/api.instructions.md',
      '.github/instructions/ts.instructions.md',
      'packages/api/AGENTS.md',
    ]);
    expect(passedOf(r, 'packages/api/src', 'copilot')).toEqual({ '.github/instructions/py.instructions.md': 'not-configured', 'AGENTS.md': 'hidden' });
    expect(loadedPaths(r, 'packages/web', 'copilot')).toEqual(['.github/copilot-instructions.md', '.github/instructions/ts.instructions.md', 'AGENTS.md']);
    expect(loadedPaths(r, 'tools', 'copilot')).toEqual(['.github/copilot-instructions.md', '.github/instructions/py.instructions.md', 'AGENTS.md']);
  });

  it('comma-separated applyTo globs; the root working directory matches any file', async () => {
    const root = makeRepo({ '.github/instructions/docs.instructions.md': instr('docs/**, **/*.mdx', 'docs'), 'site/page.mdx': 'x\n', 'src/a.js': 'x\n' }, { git: true });
    const r = await audit(root, ['.', 'site', 'src']);
    expect(loadedPaths(r, '.', 'copilot')).toEqual(['.github/instructions/docs.instructions.md']);
    expect(loadedPaths(r, 'site', 'copilot')).toEqual(['.github/instructions/docs.instructions.md']);
    expect(loadedPaths(r, 'src', 'copilot')).toEqual([]);
  });

  it('a file without applyTo, or whose applyTo matches nothing, is never applied and reported once', async () => {
    const root = makeRepo(
      { '.github/instructions/none.instructions.md': 'no frontmatter\n', '.github/instructions/typo.instructions.md': instr('scr/**', 'typo'), 'src/a.ts': 'x\n', 'lib/b.ts': 'y\n' },
      { git: true },
    );
    const r = await audit(root, ['src', 'lib']);
    expect(loadedPaths(r, 'src', 'copilot')).toEqual([]);
    expect(findings(r, 'copilot-applyto').map((f) => [f.path, f.line])).toEqual([
      ['.github/instructions/none.instructions.md', 1],
      ['.github/instructions/typo.instructions.md', 2],
    ]);
  });

  it('excludeAgent: coding-agent leaves the file to code review only', async () => {
    const root = makeRepo({ '.github/instructions/review.instructions.md': instr('**', 'review only', 'excludeAgent: "coding-agent"\n'), 'a.ts': 'x\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'copilot')).toEqual([]);
    expect(passedOf(r, '.', 'copilot')).toEqual({ '.github/instructions/review.instructions.md': 'not-configured' });
  });

  it('a root CLAUDE.md is used only where the chain has no AGENTS.md', async () => {
    const root = makeRepo({ 'CLAUDE.md': 'claude\n', 'GEMINI.md': 'gemini\n', 'pkg/AGENTS.md': 'pkg\n', 'other/x.txt': 'x\n' }, { git: true });
    const r = await audit(root, ['pkg', 'other']);
    expect(loadedPaths(r, 'pkg', 'copilot')).toEqual(['pkg/AGENTS.md']);
    expect(passedOf(r, 'pkg', 'copilot')).toEqual({ 'CLAUDE.md': 'hidden', 'GEMINI.md': 'hidden' });
    expect(loadedPaths(r, 'other', 'copilot')).toEqual(['CLAUDE.md']);
    expect(passedOf(r, 'other', 'copilot')).toEqual({ 'GEMINI.md': 'hidden' });
  });

  it('joins the files with a blank line', async () => {
    const root = makeRepo({ '.github/copilot-instructions.md': 'one\n', 'AGENTS.md': 'two\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(promptOf(r, '.', 'copilot')).toBe('one\n\n\ntwo\n');
  });
});

describe('Copilot code review: the 4,000-character limit is opt-in (GitHub removed it)', () => {
  it('sets no character limit on the chain and reports nothing by default', async () => {
    const root = makeRepo({ '.github/copilot-instructions.md': `${'é'.repeat(99)}\n`.repeat(41) }, { git: true });
    const r = await audit(root, ['.']);
    const c = chainOf(r, '.', 'copilot');
    expect(c.charLimit).toBeUndefined();
    expect(findings(r, 'copilot-review-limit')).toEqual([]);
  });

  it('when switched on, reports .github/copilot-instructions.md over 4,000 characters at the cut, never AGENTS.md', async () => {
    const line = `${'é'.repeat(99)}\n`; // 100 characters, 199 bytes
    const root = makeRepo({ '.github/copilot-instructions.md': line.repeat(41), 'AGENTS.md': line.repeat(41) }, { git: true });
    const r = await audit(root, ['.'], { rules: { 'copilot-review-limit': 'warning' } });
    const c = chainOf(r, '.', 'copilot');
    expect(c.files[0]).toMatchObject({ loadedBytes: 199 * 41, truncated: false });
    const f = findings(r, 'copilot-review-limit');
    expect(f).toEqual([expect.objectContaining({ path: '.github/copilot-instructions.md', line: 41, column: 1, severity: 'warning' })]);
    expect(f[0]!.message).toContain('4,100 characters');
  });

  it('exactly 4,000 characters is fine; excludeAgent: code-review files are exempt', async () => {
    const root = makeRepo(
      { '.github/copilot-instructions.md': 'x'.repeat(4000), '.github/instructions/a.instructions.md': instr('**', 'y'.repeat(5000), 'excludeAgent: "code-review"\n') },
      { git: true },
    );
    const r = await audit(root, ['.'], { rules: { 'copilot-review-limit': 'warning' } });
    expect(loadedPaths(r, '.', 'copilot')).toEqual(['.github/copilot-instructions.md', '.github/instructions/a.instructions.md']);
    expect(findings(r, 'copilot-review-limit')).toEqual([]);
  });
});
