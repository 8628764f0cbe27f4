/**
 * A working directory given through a symbolic link (issue 27): every agent resolves the link and
 * walks up from the real path, so the audit does the same; a link that leaves the repository,
 * leads nowhere or names a file is refused with a message that says which, and nothing outside
 * the repository is read.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/parse.js';
import { auditAt, chainOf } from '../helpers/audit.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeRepo, makeTempDir } from '../helpers/repo.js';

afterAll(cleanupRepos);

const TREE = {
  'AGENTS.md': 'root\n',
  'GEMINI.md': 'root gemini\n',
  'deep/AGENTS.md': 'deep\n',
  'deep/er/pkg/AGENTS.md': 'pkg\n',
  'deep/er/pkg/GEMINI.md': 'pkg gemini\n',
  alias: { symlink: 'deep/er/pkg' },
  link: { symlink: 'deep/er' },
};

describe('a working directory that is a link inside the repository', () => {
  it('is audited as its target: the chain walks up from the real path, and a note names the link', async () => {
    const root = makeRepo(TREE, { git: true });
    const r = await auditAt(root, { profiles: ['codex', 'gemini'], workingDirectories: ['alias'] });
    expect(r.report.workingDirectories).toEqual(['deep/er/pkg']);
    expect(r.cwdLinks).toEqual(new Map([['alias', 'deep/er/pkg']]));
    expect(chainOf(r, 'deep/er/pkg', 'codex').files.map((f) => f.path)).toEqual(['AGENTS.md', 'deep/AGENTS.md', 'deep/er/pkg/AGENTS.md']);
    expect(chainOf(r, 'deep/er/pkg', 'gemini').files.map((f) => f.path)).toEqual(['GEMINI.md', 'deep/er/pkg/GEMINI.md']);
    expect(r.report.chains.some((c) => c.cwd === 'alias')).toBe(false);
    expect(r.report.notes).toContain(
      'Working directory alias is a symbolic link to deep/er/pkg: agents started there resolve the link and walk up from deep/er/pkg (as Codex, Claude Code, Gemini CLI, OpenCode and Copilot CLI were seen to), so it is audited as deep/er/pkg.',
    );
  });

  it('resolves a link higher up the path, and gives one chain when the link and its target are both named', async () => {
    const root = makeRepo(TREE, { git: true });
    const r = await auditAt(root, { profiles: ['codex'], workingDirectories: ['link/pkg', 'alias', 'deep/er/pkg'] });
    expect(r.report.chains.map((c) => c.cwd)).toEqual(['deep/er/pkg']);
    expect(r.cwdLinks).toEqual(
      new Map([
        ['link/pkg', 'deep/er/pkg'],
        ['alias', 'deep/er/pkg'],
      ]),
    );
  });

  it('--print-prompt through the link prints what the agent started there injects (the real path in the header)', async () => {
    const root = makeRepo(TREE, { git: true });
    const r = await runCliCaptured([root, '-p', 'codex', '--print-prompt', 'alias']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`# AGENTS.md instructions for ${path.join(root, 'deep/er/pkg')}\n\n<INSTRUCTIONS>\nroot\n\n\ndeep\n\n\npkg\n\n</INSTRUCTIONS>\n`);
  });
});

describe('a working directory that is a link the audit cannot follow', () => {
  const refusal = async (root: string, cwd: string): Promise<string> => {
    try {
      await auditAt(root, { profiles: ['codex'], workingDirectories: [cwd] });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    throw new Error('the audit did not refuse');
  };

  it('out of the repository: refused, with a message that says the agent reads files the audit does not', async () => {
    const outside = makeTempDir('amda-outside-');
    fs.writeFileSync(path.join(outside, 'AGENTS.md'), 'outside\n');
    const root = makeRepo({ 'AGENTS.md': 'root\n', out: { symlink: outside } }, { git: true });
    expect(await refusal(root, 'out')).toBe(
      'working directory "out" is a symbolic link to a directory outside the repository: an agent started there reads the instruction files on that path, which the audit never reads; audit the directory it points to instead',
    );
    // Below such a link too.
    fs.mkdirSync(path.join(outside, 'sub'));
    expect(await refusal(root, 'out/sub')).toBe('working directory "out/sub" leads outside the repository through a symbolic link');
  });

  it('dangling, a loop, or a file: each says what it is', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root\n', gone: { symlink: 'no/such/dir' }, a: { symlink: 'b' }, b: { symlink: 'a' }, file: { symlink: 'AGENTS.md' } }, { git: true });
    expect(await refusal(root, 'gone')).toBe('working directory "gone" is a symbolic link that leads nowhere (its target does not exist)');
    expect(await refusal(root, 'a')).toBe('working directory "a" is a symbolic link that leads nowhere (a loop of links)');
    expect(await refusal(root, 'file')).toBe('working directory "file" is a symbolic link to a file, not to a directory');
  });

  it('the CLI says so and exits 2, without a stack', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root\n', gone: { symlink: 'nowhere' } }, { git: true });
    const r = await runCliCaptured([root, '-C', 'gone']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('agents-md-audit: working directory "gone" is a symbolic link that leads nowhere (its target does not exist)\n');
  });
});
