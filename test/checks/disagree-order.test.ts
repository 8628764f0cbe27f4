/**
 * `disagree-order` on real git repositories: agents load the same files for a working directory in
 * orders that put a different file last.
 */
import { runCheck } from './helpers.js';
import { afterAll, describe, expect, it } from 'vitest';
import { check, examples } from '../../src/checks/disagree-order.js';
import type { AuditOptions } from '../../src/config/options.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const run = (root: string, overrides: Partial<AuditOptions>) => runCheck(check, root, overrides);

const settings = JSON.stringify({ context: { fileName: ['AGENTS.md'] } });

describe('disagree-order', () => {
  it('OpenCode reads nearest first: the root file comes last for it and first for Codex and Claude Code', async () => {
    const root = makeRepo(
      { 'AGENTS.md': 'Use 2 spaces.\n', 'packages/api/AGENTS.md': 'Use 4 spaces.\n', 'packages/api/src/x.ts': '' },
      { commit: true },
    );
    const f = await run(root, { profiles: ['codex', 'opencode', 'claude-code'], workingDirectories: ['packages/api', 'packages/api/src'] });
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: 'packages/api/AGENTS.md', line: null, profiles: ['codex', 'opencode', 'claude-code'], cwds: ['packages/api', 'packages/api/src'] });
    expect(f[0]!.message).toContain('codex, claude-code read packages/api/AGENTS.md after AGENTS.md, but opencode reads AGENTS.md last');
  });

  it('Gemini CLI sorts paths: App/GEMINI.md comes before GEMINI.md, the reverse of Codex', async () => {
    const root = makeRepo({ 'GEMINI.md': 'root\n', 'App/GEMINI.md': 'app\n' }, { commit: true });
    const f = await run(root, { profiles: ['codex', 'gemini'], fallbackFilenames: ['GEMINI.md'], workingDirectories: ['App'] });
    expect(f).toEqual([expect.objectContaining({ path: 'App/GEMINI.md', profiles: ['codex', 'gemini'] })]);
    expect(f[0]!.message).toContain('codex reads App/GEMINI.md after GEMINI.md, but gemini reads GEMINI.md last');
  });

  it('Gemini CLI agrees with Codex where the directory name sorts after the file name', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root\n', 'app/AGENTS.md': 'app\n', 'app/.gemini/settings.json': settings }, { commit: true });
    const r = await auditAt(root, { profiles: ['codex', 'gemini'], workingDirectories: ['app'] });
    expect(r.resolved.map((x) => x.chain.files.map((f) => f.path))).toEqual([
      ['AGENTS.md', 'app/AGENTS.md'],
      ['AGENTS.md', 'app/AGENTS.md'],
    ]);
    expect(await run(root, { profiles: ['codex', 'gemini'], workingDirectories: ['app'] })).toEqual([]);
  });

  it('compares only files both agents load, and needs two of them', async () => {
    const root = makeRepo({ 'AGENTS.md': 'root\n', 'CLAUDE.md': 'claude\n', 'pkg/AGENTS.md': 'pkg\n' }, { commit: true });
    // Claude Code reads CLAUDE.md only (a CLAUDE.md claims the project): nothing in common with OpenCode.
    expect(await run(root, { profiles: ['opencode', 'claude-code'], workingDirectories: ['pkg'] })).toEqual([]);
    expect(await run(root, { profiles: ['codex'], workingDirectories: ['pkg'] })).toEqual([]);
  });

  it('its documentation examples', async () => {
    const o = (ex: typeof examples.passing): Partial<AuditOptions> => ({ profiles: ex.options!.profiles!, workingDirectories: ex.options!.workingDirectories! });
    const f = await run(makeRepo(examples.failing.files as never, { commit: true }), o(examples.failing));
    // The check's own findings are per file; the audit reports them once as a fact (examples.test.ts checks that place).
    expect(examples.failing.expect.path).toBeNull();
    expect(f.map((x) => x.path)).toEqual(['packages/api/AGENTS.md']);
    expect(await run(makeRepo(examples.passing.files as never, { commit: true }), o(examples.passing))).toEqual([]);
  });
});
