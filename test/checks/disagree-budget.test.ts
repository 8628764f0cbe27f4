/**
 * `disagree-budget` on real git repositories: a chain that fits one agent's budget or reader limit
 * but not another's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { check, examples } from '../../src/checks/disagree-budget.js';
import type { AuditOptions } from '../../src/config/options.js';
import { runCheck, toEntry } from './helpers.js';
import { cleanupRepos, makeRepo, type RepoFiles } from '../helpers/repo.js';

afterAll(cleanupRepos);

const run = (root: string, overrides: Partial<AuditOptions>) => runCheck(check, root, overrides);

describe('disagree-budget', () => {
  it('Codex cuts the nested file of a chain that Claude Code and OpenCode read whole; A3S agrees with Codex', async () => {
    const root = makeRepo(
      { 'AGENTS.md': `# Root\n\n${'Root rule.\n'.repeat(30)}`, 'svc/AGENTS.md': `# Service\n\n${'Service rule number N.\n'.repeat(40)}` },
      { commit: true },
    );
    const f = await run(root, { profiles: ['codex', 'a3s', 'opencode', 'claude-code'], maxBytes: 600, workingDirectories: ['svc'] });
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: 'svc/AGENTS.md', severity: 'info', profiles: ['codex', 'a3s', 'opencode', 'claude-code'], cwds: ['svc'] });
    // 600 − 338 bytes of root file = 262 bytes into svc/AGENTS.md: 11 bytes of heading and blank line, then 251 = 10 lines of 23 + 21.
    expect(f[0]).toMatchObject({ line: 13, column: 22 });
    expect(f[0]!.message).toContain('codex cuts it at line 13, column 22');
    expect(f[0]!.message).toContain('while opencode, claude-code load svc/AGENTS.md whole');
  });

  it('a file never reached because the budget is spent counts too', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x'.repeat(300), 'svc/AGENTS.md': 'Service rules.\n' }, { commit: true });
    const f = await run(root, { profiles: ['codex', 'opencode'], maxBytes: 300, workingDirectories: ['svc'] });
    expect(f.map((x) => [x.path, x.line])).toEqual([['svc/AGENTS.md', null]]);
    expect(f[0]!.message).toContain('codex never reads it');
  });

  it('Copilot code review has no character limit any more: a long AGENTS.md that Codex loads whole is no disagreement', async () => {
    const root = makeRepo({ 'AGENTS.md': 'Always add a test.\n'.repeat(300) }, { commit: true });
    const f = await run(root, { profiles: ['codex', 'copilot-review'] });
    expect(f).toEqual([]);
  });

  it('agents that all cut, or all fit, agree', async () => {
    const big = makeRepo({ 'AGENTS.md': 'y'.repeat(1000) }, { commit: true });
    expect(await run(big, { profiles: ['codex', 'a3s'], maxBytes: 500 })).toEqual([]);
    expect(await run(big, { profiles: ['codex', 'opencode'], maxBytes: 5000 })).toEqual([]);
    expect(await run(big, { profiles: ['codex'], maxBytes: 500 })).toEqual([]);
  });

  it('its documentation examples', async () => {
    const files = (ex: typeof examples.passing): RepoFiles => Object.fromEntries(Object.entries(ex.files).map(([k, v]) => [k, toEntry(v)]));
    const o = (ex: typeof examples.passing): Partial<AuditOptions> => ({ profiles: ex.options!.profiles!, maxBytes: ex.options!.maxBytes! });
    const f = await run(makeRepo(files(examples.failing), { commit: true }), o(examples.failing));
    const e = examples.failing.expect;
    // The check's own findings are per file; the audit reports them once as a fact (examples.test.ts checks that place).
    expect(e.path).toBeNull();
    // (The audit then leaves out AGENTS.md, whose cut chain-over-budget reports: test/checks/agent-misses-file.test.ts.)
    expect(f.map((x) => x.path)).toEqual(['AGENTS.md', 'packages/api/AGENTS.md']);
    expect(await run(makeRepo(files(examples.passing), { commit: true }), o(examples.passing))).toEqual([]);
  });
});
