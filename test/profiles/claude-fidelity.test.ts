/**
 * Claude Code 2.1.328 as the real binary behaves (issue 27 items 2–8, each also a recorded case in
 * test/conformance/recordings.json): HTML comment blocks and front matter removed before sending,
 * imports four hops deep, `.claude/rules` in the file system's listing order with links followed and
 * gitignored rules found, imports of a linked CLAUDE.md against its target.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { directoryOrder } from '../../src/discovery/fsprobe.js';
import { stripFrontMatter, stripHtmlComments } from '../../src/profiles/claude-text.js';
import { auditAt, chainOf, loadedPaths, passedOf, promptOf, resolvedOf } from '../helpers/audit.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[], profiles = ['claude-code']) => auditAt(root, { profiles, workingDirectories: cwds });

describe('the text Claude Code sends', () => {
  it('removes HTML comments that stand as blocks, keeps the rest of the block, and leaves inline ones and code alone', () => {
    expect(stripHtmlComments('A\n<!-- one -->\nB\n<!--\nmulti\n-->\nC\n')).toBe('A\nB\nC\n');
    expect(stripHtmlComments('A\n\n<!-- para -->\n\nB\n')).toBe('A\n\nB\n');
    expect(stripHtmlComments('<!-- t --> tail <!-- u -->\nB\n')).toBe(' tail \nB\n');
    expect(stripHtmlComments('A <!-- inline --> B\n- item <!-- li -->\n> <!-- q -->\n')).toBe('A <!-- inline --> B\n- item <!-- li -->\n> <!-- q -->\n');
    expect(stripHtmlComments('D\n  <!-- indented after a paragraph line -->\nE\n')).toBe('D\n  <!-- indented after a paragraph line -->\nE\n');
    expect(stripHtmlComments('A\n\n   <!-- three -->\n\nB\n')).toBe('A\n\nB\n');
    expect(stripHtmlComments('```\n<!-- fenced -->\n```\n\n    <!-- indented code -->\n')).toBe('```\n<!-- fenced -->\n```\n\n    <!-- indented code -->\n');
    expect(stripHtmlComments('<div><!-- d --></div>\n\n<!-- unterminated\nD\n')).toBe('<div><!-- d --></div>\n\n<!-- unterminated\nD\n');
  });

  it('finds each block’s end once: a hostile file of unterminated <!-- lines is kept, and one --> at the end closes the first block', () => {
    // 200,000 lines: a scan from each `<!--` to the end of the text would be 2·10¹⁰ steps.
    const many = '<!-- x\n'.repeat(200_000);
    expect(stripHtmlComments(many)).toBe(many);
    expect(stripHtmlComments(`${many}-->\nafter\n`)).toBe('after\n');
    expect(stripHtmlComments(`keep\n\n${'<!-- a -->\n'.repeat(3)}\nB\n`)).toBe('keep\n\nB\n');
  });

  it('removes a front matter block at the start only', () => {
    expect(stripFrontMatter('---\ndescription: x\n---\nbody\n')).toBe('body\n');
    expect(stripFrontMatter('---\npaths: []\n---\n')).toBe('');
    expect(stripFrontMatter('body\n---\na: b\n---\n')).toBe('body\n---\na: b\n---\n');
  });

  it('counts what it sends: loaded bytes and the length warning leave the comments out', async () => {
    const comment = `<!--\n${'a long maintainer note\n'.repeat(2000)}-->\n`;
    const root = makeRepo({ 'CLAUDE.md': `---\ndescription: team\n---\n${comment}Run the tests.\n`, 'docs/a.md': '<!-- note -->\nimported\n', '.claude/rules/r.md': 'r @../../docs/a.md\n' }, { git: true });
    const r = await audit(root, ['.']);
    const chain = chainOf(r, '.', 'claude-code');
    expect(chain.files.map((f) => [f.path, f.loadedBytes])).toEqual([
      ['CLAUDE.md', 'Run the tests.\n'.length],
      ['.claude/rules/r.md', 'r @../../docs/a.md\n'.length],
      ['docs/a.md', 'imported\n'.length],
    ]);
    expect(chain.files[0]!.size).toBeGreaterThan(40_000);
    expect(r.report.findings.filter((f) => f.ruleId === 'claude-md-too-long')).toEqual([]);
    expect(promptOf(r, '.', 'claude-code')).not.toContain('<!--');
  });
});

describe('imports', () => {
  it('follows four hops from a rule file and reports the fifth on the fourth file', async () => {
    const root = makeRepo({ '.claude/rules/r.md': 'R @../../d/1.md\n', 'd/1.md': '@2.md\n', 'd/2.md': '@3.md\n', 'd/3.md': '@4.md\n', 'd/4.md': 'four @5.md\n', 'd/5.md': 'five\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['.claude/rules/r.md', 'd/1.md', 'd/2.md', 'd/3.md', 'd/4.md']);
    expect(r.report.findings.filter((f) => f.ruleId === 'import-too-deep')).toEqual([expect.objectContaining({ path: 'd/4.md', line: 1, column: 6 })]);
  });

  it('resolves the imports of a linked CLAUDE.md against the target’s folder', async () => {
    const root = makeRepo({ 'real/CLAUDE.md': '@x.md\n', 'real/x.md': 'real x\n', 'x.md': 'root x\n', 'CLAUDE.md': { symlink: 'real/CLAUDE.md' } }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['CLAUDE.md', 'real/x.md']);
  });
});

describe('.claude/rules', () => {
  it('loads rules in the order the file system lists each folder, depth first, and notes that the order is the file system’s', async () => {
    const root = makeRepo({ '.claude/rules/top.md': 'top\n', '.claude/rules/sub/deep.md': 'deep\n', '.claude/rules/sub/more/deeper.md': 'deeper\n', '.claude/rules/b.md': 'b\n', '.claude/rules/a.md': 'a\n' }, { git: true });
    // The order this file system gives, walked depth first (what the agent does).
    const want: string[] = [];
    const walk = (rel: string): void => {
      for (const n of directoryOrder(path.join(root, rel)) ?? []) {
        if (fs.statSync(path.join(root, rel, n)).isDirectory()) walk(`${rel}/${n}`);
        else want.push(`${rel}/${n}`);
      }
    };
    walk('.claude/rules');
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(want);
    expect(resolvedOf(r, '.', 'claude-code').fsOrder).toEqual([{ folder: '.claude/rules', files: want }]);
    expect(r.report.notes).toEqual([expect.stringContaining(`claude-code loads the 5 files of .claude/rules in the order the file system lists the folder, not sorted (here: ${want.join(', ')})`)]);
  });

  it('follows a linked folder and a linked file inside the repository, named by their targets; a link out is not loaded', async () => {
    const outside = makeTempDir('amda-out-');
    fs.writeFileSync(path.join(outside, 'elsewhere.md'), 'out\n');
    const root = makeRepo(
      {
        'shared/x.md': 'x\n',
        'shared/dir/y.md': 'y\n',
        '.claude/rules/lx.md': { symlink: '../../shared/x.md' },
        '.claude/rules/ld': { symlink: '../../shared/dir' },
        '.claude/rules/out.md': { symlink: path.join(outside, 'elsewhere.md') },
      },
      { git: true },
    );
    const r = await audit(root, ['.']);
    expect([...loadedPaths(r, '.', 'claude-code')].sort()).toEqual(['shared/dir/y.md', 'shared/x.md']);
    expect(passedOf(r, '.', 'claude-code')).toEqual({ '.claude/rules/out.md': 'outside-root' });
  });

  it('loads, shows and scans a gitignored rule (Claude Code) and a gitignored instructions file (Copilot CLI), and notes them', async () => {
    const token = fakeSecret('github-token').value;
    const root = makeRepo(
      {
        'CLAUDE.md': 'team\n',
        '.claude/rules/personal.md': `my token ${token}\n`,
        '.github/instructions/mine.instructions.md': `---\napplyTo: "**"\n---\nkey ${token}\n`,
      },
      { git: true, gitignore: '.claude/rules/personal.md\n.github/instructions/mine.instructions.md\n' },
    );
    const r = await audit(root, ['.'], ['claude-code', 'copilot-cli']);
    expect(loadedPaths(r, '.', 'claude-code')).toEqual(['CLAUDE.md', '.claude/rules/personal.md']);
    // Copilot CLI 1.0.102 reads .claude/rules too (recorded: copilot-cli-claude-rules).
    expect(loadedPaths(r, '.', 'copilot-cli')).toEqual(['CLAUDE.md', '.github/instructions/mine.instructions.md', '.claude/rules/personal.md']);
    const git = Object.fromEntries(r.report.files.map((f) => [f.path, f.git]));
    expect(git).toMatchObject({ '.claude/rules/personal.md': 'ignored', '.github/instructions/mine.instructions.md': 'ignored' });
    expect(
      r.report.findings
        .filter((f) => f.ruleId === 'no-secrets')
        .map((f) => f.path)
        .sort(),
    ).toEqual(['.claude/rules/personal.md', '.github/instructions/mine.instructions.md']);
    expect(JSON.stringify(r.report)).not.toContain(token);
    expect(r.report.notes).toEqual(
      expect.arrayContaining([expect.stringContaining('2 gitignored instruction files are loaded by an agent here: .claude/rules/personal.md (claude-code, copilot-cli), .github/instructions/mine.instructions.md (copilot-cli)')]),
    );
  });

  it('any gitignored file an agent loads is named in that note (a CLAUDE.local.md), a tracked one is not', async () => {
    const root = makeRepo({ 'CLAUDE.md': '# Shared\n', 'CLAUDE.local.md': '# Mine\n', 'pkg/CLAUDE.md': '# Pkg\n' }, { git: true, gitignore: 'CLAUDE.local.md\n' });
    const r = await audit(root, ['pkg'], ['claude-code']);
    expect(loadedPaths(r, 'pkg', 'claude-code')).toEqual(['CLAUDE.md', 'CLAUDE.local.md', 'pkg/CLAUDE.md']);
    expect(r.report.notes.filter((n) => n.includes('gitignored instruction file'))).toEqual([
      expect.stringMatching(/^A gitignored instruction file is loaded by an agent here: CLAUDE\.local\.md \(claude-code\)\. /),
    ]);
  });
});
