/**
 * The rules' filesystem fallback (standalone remark-cli use, no engine data): the root is the
 * nearest directory holding `.git` (else the file's own directory); ancestors are read only when
 * they are regular files inside it; nothing is reached through a link out of it; a FIFO is never
 * opened. Real temporary repositories, symlinks and FIFOs.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { getContext, readRegularFileInside } from '../../src/rules/context.js';
import { MAX_LINT_BYTES } from '../../src/rules/limits.js';
import noBrokenReferences from '../../src/rules/no-broken-references.js';
import noDuplicateParentContent from '../../src/rules/no-duplicate-parent-content.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';
import { lint } from './helpers.js';

afterAll(cleanupRepos);

const BLOCK = `- Always run the complete test suite before pushing anything.
- Format every changed file with the project formatter first.
- Keep pull requests small and focused on a single concern.
`;

function fileAt(root: string, rel: string): VFile {
  const abs = path.join(root, rel);
  return new VFile({ path: abs, value: fs.readFileSync(abs, 'utf8') });
}

describe('filesystem context', () => {
  it('finds the root at the nearest .git and reads ancestor instruction files, root first, not the file itself', () => {
    const root = makeRepo(
      {
        'AGENTS.md': '# Root\n',
        'CLAUDE.md': '@AGENTS.md\n',
        'a/GEMINI.md': '# A\n',
        'a/b/AGENTS.md': '# B\n',
        'a/b/CLAUDE.md': '# B for Claude\n',
        'a/b/README.md': '# not an instruction file\n',
      },
      { git: true },
    );
    const context = getContext(fileAt(root, 'a/b/AGENTS.md'));
    expect(context?.path).toBe('a/b/AGENTS.md');
    expect(context?.ancestors().map((a) => a.path)).toEqual(['AGENTS.md', 'CLAUDE.md', 'a/GEMINI.md']);
    expect(context?.exists('a/b/README.md')).toBe(true);
    expect(context?.exists('a/b')).toBe(true);
    expect(context?.exists('a/missing.md')).toBe(false);
  });

  it('without .git, uses the file own directory as the root: nothing above it is read or found', () => {
    const outer = makeTempDir();
    fs.writeFileSync(path.join(outer, 'AGENTS.md'), '# outer\n' + BLOCK);
    fs.mkdirSync(path.join(outer, 'inner'));
    fs.writeFileSync(path.join(outer, 'inner/AGENTS.md'), `# inner\n\n${BLOCK}\n[up](../AGENTS.md)\n`);
    const file = fileAt(outer, 'inner/AGENTS.md');
    expect(getContext(file)?.path).toBe('AGENTS.md');
    expect(getContext(file)?.ancestors()).toEqual([]);
    const messages = lint(file, [noDuplicateParentContent, noBrokenReferences]).map((m) => `${m.ruleId}:${m.line}`);
    expect(messages).toEqual(['no-broken-references:7']);
  });

  it('does not follow a symbolic link out of the root, for existence or for reading', () => {
    const outside = makeTempDir();
    fs.writeFileSync(path.join(outside, 'secret-notes.md'), `# outside\n${BLOCK}`);
    const root = makeRepo(
      {
        'AGENTS.md': { symlink: path.join(outside, 'secret-notes.md') },
        'docs/notes.md': { symlink: path.join(outside, 'secret-notes.md') },
        'docs/inside.md': { symlink: 'real.md' },
        'docs/real.md': '# real\n',
        'pkg/AGENTS.md': `# pkg\n\n${BLOCK}\n[notes](../docs/notes.md) [inside](../docs/inside.md)\n`,
      },
      { git: true },
    );
    const context = getContext(fileAt(root, 'pkg/AGENTS.md'));
    expect(context?.ancestors()).toEqual([]);
    expect(context?.exists('docs/notes.md')).toBe(false);
    expect(context?.exists('docs/inside.md')).toBe(true);
    expect(readRegularFileInside(root, path.join(root, 'AGENTS.md'))).toBeNull();
  });

  it('never opens a FIFO (or a directory) named like an instruction file, and does not hang', () => {
    const root = makeRepo(
      {
        'AGENTS.md': { fifo: true },
        'CLAUDE.md': { dir: true },
        'GEMINI.md': `# Gemini\n${BLOCK}`,
        'pkg/AGENTS.md': `# pkg\n\n${BLOCK}`,
      },
      { git: true },
    );
    const file = fileAt(root, 'pkg/AGENTS.md');
    const messages = lint(file, [noDuplicateParentContent]);
    expect(getContext(file)?.ancestors().map((a) => a.path)).toEqual(['GEMINI.md']);
    expect(messages.map((m) => m.reason.slice(0, 47))).toEqual(['Unexpected copy of `GEMINI.md` (lines 2-4 there']);
    expect(readRegularFileInside(root, path.join(root, 'AGENTS.md'))).toBeNull();
  });

  it('reads at most MAX_LINT_BYTES of an ancestor', () => {
    const root = makeRepo({ 'AGENTS.md': 'x'.repeat(MAX_LINT_BYTES + 1000), 'pkg/AGENTS.md': '# pkg\n' }, { git: true });
    const [ancestor] = getContext(fileAt(root, 'pkg/AGENTS.md'))?.ancestors() ?? [];
    expect(ancestor?.text.length).toBe(MAX_LINT_BYTES);
  });

  it('prefers the engine data when present (no filesystem access)', () => {
    const file = new VFile({ path: '/nonexistent/dir/pkg/AGENTS.md', value: '# x\n' });
    file.data.agentsMdAudit = { path: 'pkg/AGENTS.md', ancestors: [{ path: 'AGENTS.md', text: '# root\n' }], exists: (p) => p === 'known.md' };
    const context = getContext(file);
    expect(context?.path).toBe('pkg/AGENTS.md');
    expect(context?.ancestors()).toEqual([{ path: 'AGENTS.md', text: '# root\n' }]);
    expect(context?.exists('known.md')).toBe(true);
    expect(context?.exists('other.md')).toBe(false);
  });

  it('has no context for a file without a path (stdin): the path-dependent rules stay silent', () => {
    const file = new VFile({ value: `${BLOCK}\n[x](missing.md)\n` });
    expect(getContext(file)).toBeNull();
    expect(lint(file, [noDuplicateParentContent, noBrokenReferences])).toEqual([]);
  });
});
