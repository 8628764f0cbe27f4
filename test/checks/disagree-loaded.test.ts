/**
 * `disagree-loaded` on real git repositories: a file some configured agents load and others never see.
 */
import { runCheck } from './helpers.js';
import { afterAll, describe, expect, it } from 'vitest';
import { check, examples, meta } from '../../src/checks/disagree-loaded.js';
import type { AuditOptions } from '../../src/config/options.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const run = (root: string, overrides: Partial<AuditOptions>) => runCheck(check, root, overrides);

describe('disagree-loaded', () => {
  it('OpenCode and Claude Code split an AGENTS.md / CLAUDE.md pair: each file is reported once, with both sides', async () => {
    const root = makeRepo(
      { 'AGENTS.md': '# Rules\n\nRun tests.\n', 'CLAUDE.md': '# Claude\n\nNever edit gen/.\n', 'pkg/CLAUDE.md': '# Pkg\n\nUse zod.\n' },
      { commit: true },
    );
    const f = await run(root, { profiles: ['opencode', 'claude-code'] });
    expect(f.map((x) => [x.path, x.severity, x.profiles])).toEqual([
      ['AGENTS.md', 'info', ['opencode', 'claude-code']],
      ['CLAUDE.md', 'info', ['opencode', 'claude-code']],
      ['pkg/CLAUDE.md', 'info', ['opencode', 'claude-code']],
    ]);
    const claude = f.find((x) => x.path === 'pkg/CLAUDE.md')!;
    expect(claude.message).toContain('is loaded by claude-code');
    expect(claude.message).toContain('never seen by opencode: opencode passes it over');
    expect(claude.cwds).toEqual(['pkg']);
    expect(f.find((x) => x.path === 'CLAUDE.md')!.cwds).toEqual(['.', 'pkg']);
  });

  it('a fact, never failing a run: info whether an agent never looks for the file or is not configured to read it', async () => {
    const root = makeRepo({ '.github/copilot-instructions.md': 'Use conventional commits.\n', 'AGENTS.md': 'Run tests.\n' }, { commit: true });
    const f = await run(root, { profiles: ['codex', 'copilot', 'aider'] });
    expect(f.map((x) => [x.path, x.severity])).toEqual([
      ['.github/copilot-instructions.md', 'info'],
      ['AGENTS.md', 'info'],
    ]);
    expect(f[1]!.message).toContain('aider is not configured to read it');
  });

  it('a symlink and its target are one file; a pointer-only CLAUDE.md is not reported', async () => {
    const linked = makeRepo({ 'AGENTS.md': 'Rules.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } }, { commit: true });
    expect(await run(linked, { profiles: ['opencode', 'claude-code', 'codex'] })).toEqual([]);
    const pointer = makeRepo({ 'AGENTS.md': 'Rules.\n', 'CLAUDE.md': '# Claude\n\n@AGENTS.md\n' }, { commit: true });
    expect(await run(pointer, { profiles: ['opencode', 'claude-code', 'codex'] })).toEqual([]);
  });

  it('blank files and budget cuts are not disagreements about what is loaded', async () => {
    const root = makeRepo({ 'AGENTS.md': ' \n' }, { commit: true });
    expect(await run(root, { profiles: ['codex', 'opencode'] })).toEqual([]);
  });

  it('needs at least two profiles', async () => {
    const root = makeRepo({ 'AGENTS.md': 'a\n', 'CLAUDE.md': 'b\n' }, { commit: true });
    expect(await run(root, { profiles: ['opencode'] })).toEqual([]);
    expect(meta.id).toBe('disagree-loaded');
  });

  it('its documentation examples: the failing one raises it where documented, the passing one does not', async () => {
    const fail = makeRepo(examples.failing.files as never, { commit: true });
    const f = await run(fail, { profiles: examples.failing.options!.profiles! });
    // The check's own findings are per file; the audit reports them once as a fact (examples.test.ts checks that place).
    expect(examples.failing.expect.path).toBeNull();
    expect(f.map((x) => x.path)).toEqual(['AGENTS.md', 'CLAUDE.md']);
    const pass = makeRepo(examples.passing.files as never, { commit: true });
    expect(await run(pass, { profiles: examples.passing.options!.profiles! })).toEqual([]);
  });
});
