/**
 * `profiles: auto` on a pull request: the base commit's choices stay chosen (src/action/base.ts
 * `baseAutoChoices`, kept by the head audit through `autoAlso`), so a pull request that removes
 * an agent's files never drops that agent's checks; one that adds files only adds agents.
 */
import * as fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseAutoChoices } from '../../src/action/base.js';
import { auditCommitted } from '../../src/baseline.js';
import { defaultOptions } from '../../src/config/options.js';
import { auditAt } from '../helpers/audit.js';
import { cleanupRepos, git, makeRepo, writeFiles } from '../helpers/repo.js';
import type { Report } from '../../src/report/model.js';
import { actionBundle, makeWorkspace, runAction } from './helpers/run-action.js';

beforeAll(() => {
  actionBundle();
}, 120_000);
afterAll(cleanupRepos);

describe('auto on a pull request', () => {
  it('chooses on the union of base and head', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Shared\n', 'CLAUDE.md': '@AGENTS.md\n', 'pkg/CLAUDE.md': '# Pkg\n' }, { commit: true });
    const base = git(root, 'rev-parse', 'HEAD').trim();
    git(root, 'rm', '-q', 'CLAUDE.md', 'pkg/CLAUDE.md');
    writeFiles(root, { 'GEMINI.md': '# Gemini\n' });
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'drop CLAUDE.md, add GEMINI.md');

    const kept = baseAutoChoices(root, base, ['auto']);
    expect(kept).toEqual([{ profile: 'claude-code', because: 'on the base commit: 2 CLAUDE.md files (CLAUDE.md, pkg/CLAUDE.md)' }]);
    const head = await auditAt(root, { autoAlso: kept! });
    expect(head.report.profilesChosen).toEqual([
      { profile: 'codex', because: 'default: the AGENTS.md convention' },
      { profile: 'claude-code', because: 'on the base commit: 2 CLAUDE.md files (CLAUDE.md, pkg/CLAUDE.md)' },
      { profile: 'gemini', because: '1 GEMINI.md file (GEMINI.md)' },
    ]);
    // The base's own audit (the comparison) chooses what the base holds, and keeps the same list.
    const { report: baseReport } = await auditCommitted({ ...defaultOptions(root), autoAlso: kept! }, base);
    expect(baseReport.profiles).toEqual(['codex', 'claude-code']);

    // Named lists are not touched; a tree that cannot be listed says so (null).
    expect(baseAutoChoices(root, base, ['codex'])).toEqual([]);
    expect(baseAutoChoices(root, '0'.repeat(40), ['auto'])).toBeNull();
  });

  it('the bundled action on a pull request that removes every CLAUDE.md still audits claude-code, and says why', async () => {
    const ws = makeWorkspace({ 'AGENTS.md': '# Shared\n', 'CLAUDE.md': '@AGENTS.md\n' });
    const base = git(ws, 'rev-parse', 'HEAD').trim();
    git(ws, 'checkout', '-q', '-b', 'pr');
    git(ws, 'rm', '-q', 'CLAUDE.md');
    git(ws, 'commit', '-qm', 'drop CLAUDE.md');
    const event = { number: 5, pull_request: { number: 5, base: { sha: base, ref: 'main' } }, repository: { full_name: 'octo/repo' } };
    const run = await runAction({ workspace: ws, inputs: { annotations: 'false' }, eventName: 'pull_request', event });
    expect(run.status).toBe(0);
    const report = JSON.parse(fs.readFileSync(run.outputs['report-path']!, 'utf8')) as Report;
    expect(report.profilesChosen).toEqual([
      { profile: 'codex', because: 'default: the AGENTS.md convention' },
      { profile: 'claude-code', because: 'on the base commit: 1 CLAUDE.md file (CLAUDE.md)' },
    ]);
    expect(run.summary).toContain('claude-code (on the base commit: 1 CLAUDE.md file (CLAUDE.md))');
  });
});
