/**
 * GitHub Copilot CLI (1.0.102, verified by the conformance harness): every root AGENTS.md /
 * CLAUDE.md / GEMINI.md side by side, then each directory's from cwd upward; the same content once;
 * every file a <custom_instruction> block, empty ones too; path-specific files listed, not inlined.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { auditAt, loadedPaths, passedOf, promptOf } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const audit = (root: string, cwds: string[]) => auditAt(root, { profiles: ['copilot-cli'], workingDirectories: cwds });

describe('Copilot CLI: which files', () => {
  it('loads the repository file, the root AGENTS.md, CLAUDE.md and GEMINI.md, then each directory from cwd upward', async () => {
    const root = makeRepo(
      {
        '.github/copilot-instructions.md': 'repo wide\n',
        'AGENTS.md': 'root agents\n',
        'CLAUDE.md': 'root claude\n',
        'pkg/AGENTS.md': 'pkg agents\n',
        'pkg/sub/GEMINI.md': '',
        '.github/instructions/ts.instructions.md': '---\napplyTo: "**"\n---\nts rules\n',
      },
      { git: true },
    );
    const r = await audit(root, ['pkg/sub']);
    expect(loadedPaths(r, 'pkg/sub', 'copilot-cli')).toEqual([
      '.github/copilot-instructions.md',
      'AGENTS.md',
      'CLAUDE.md',
      'pkg/sub/GEMINI.md',
      'pkg/AGENTS.md',
      '.github/instructions/ts.instructions.md',
    ]);
    // An empty file still gives a block; a path-specific file that applies everywhere follows the
    // blocks as it is (with one more line break at the end of the section).
    expect(promptOf(r, 'pkg/sub', 'copilot-cli')).toBe(
      `${[
        '<custom_instruction>\nrepo wide\n\n</custom_instruction>',
        '<custom_instruction>\nroot agents\n\n</custom_instruction>',
        '<custom_instruction>\nroot claude\n\n</custom_instruction>',
        '<custom_instruction>\n\n</custom_instruction>',
        '<custom_instruction>\npkg agents\n\n</custom_instruction>',
        '---\napplyTo: "**"\n---\nts rules\n',
      ].join('\n\n')}\n`,
    );
  });

  it('lists a file once when another file has the same content (a link, or a copy)', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x\n', 'CLAUDE.md': { symlink: 'AGENTS.md' }, 'lib/AGENTS.md': 'x\n', 'lib/GEMINI.md': 'y\n' }, { git: true });
    const r = await audit(root, ['lib']);
    expect(loadedPaths(r, 'lib', 'copilot-cli')).toEqual(['AGENTS.md', 'lib/GEMINI.md']);
    expect(passedOf(r, 'lib', 'copilot-cli')).toEqual({ 'CLAUDE.md': 'hidden', 'lib/AGENTS.md': 'hidden' });
  });

  it('skips directories and dangling links with candidate names', async () => {
    const root = makeRepo({ 'AGENTS.md': { dir: true }, 'CLAUDE.md': { symlink: 'missing.md' }, 'GEMINI.md': 'g\n' }, { git: true });
    const r = await audit(root, ['.']);
    expect(loadedPaths(r, '.', 'copilot-cli')).toEqual(['GEMINI.md']);
    expect(passedOf(r, '.', 'copilot-cli')).toEqual({ 'AGENTS.md': 'not-regular-file', 'CLAUDE.md': 'not-regular-file' });
  });
});
