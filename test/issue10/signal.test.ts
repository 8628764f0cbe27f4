/**
 * Issue 10, signal: facts about agents once, problems per file; OpenCode's hidden CLAUDE.md; findings
 * on a link's target; a FIFO git never lists; the issue's repository shape with all seven profiles.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { audit } from '../../src/audit.js';
import { defaultOptions } from '../../src/config/options.js';
import { SEVERITY_RANK, type Report } from '../../src/report/model.js';
import { fakeSecret } from '../helpers/fake-secrets.js';
import { ensureCompiled, spawnCli } from '../helpers/cli.js';
import { cleanupRepos, git, makeRepo } from '../helpers/repo.js';
import { issueShapedRepo, SEVEN_PROFILES } from './issue-repo.js';

afterAll(cleanupRepos);

const token = (seed = 1): string => fakeSecret('github-token', seed).value;

describe('OpenCode hides CLAUDE.md behind an AGENTS.md', () => {
  it('is reported on the hidden file, naming OpenCode and the AGENTS.md that hides it', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': '# Rules\n\nRun `pnpm test`.\n',
        'packages/api/CLAUDE.md': '# API\n\nNever edit gen/.\n',
        'packages/web/AGENTS.md': '# Web\n\nUse Vite.\n',
        'packages/web/CLAUDE.md': { symlink: 'AGENTS.md' },
        'packages/cli/CLAUDE.md': '@AGENTS.md\n',
        'packages/cli/AGENTS.md': '# CLI\n',
      },
      { commit: true },
    );
    const r = await audit({ ...defaultOptions(root), profiles: ['opencode', 'claude-code'] });
    const hidden = r.findings.filter((f) => f.ruleId === 'opencode-hidden-claude-md');
    expect(hidden.map((f) => f.path)).toEqual(['packages/api/CLAUDE.md']);
    expect(hidden[0]!.severity).toBe('warning');
    expect(hidden[0]!.message).toContain('OpenCode never reads packages/api/CLAUDE.md');
    expect(hidden[0]!.message).toContain('the AGENTS.md at AGENTS.md hides it');
    // Without OpenCode there is nothing hidden.
    const noOpencode = await audit({ ...defaultOptions(root), profiles: ['claude-code'] });
    expect(noOpencode.findings.filter((f) => f.ruleId === 'opencode-hidden-claude-md')).toEqual([]);
  });
});

describe('a finding on a file reached through a symlink', () => {
  it('is reported on the link target, once, naming the links', async () => {
    const root = makeRepo(
      {
        'docs/agent-rules.md': `# Rules\n\nDeploy with ${token(7)}.\n`,
        'AGENTS.md': { symlink: 'docs/agent-rules.md' },
        'CLAUDE.md': { symlink: 'docs/agent-rules.md' },
      },
      { commit: true },
    );
    const r = await audit({ ...defaultOptions(root), profiles: ['codex', 'claude-code'] });
    const secrets = r.findings.filter((f) => f.ruleId === 'no-secrets');
    expect(secrets.map((f) => f.path)).toEqual(['docs/agent-rules.md']);
    expect(secrets[0]!.message).toContain('reached through the symbolic links AGENTS.md and CLAUDE.md');
    expect(JSON.stringify(r)).not.toContain(token(7));
  });
});

describe('a FIFO git never lists', () => {
  it('is reported by a default run', async () => {
    // A FIFO beside the package's committed files (git lists no directory that holds only untracked non-files).
    const root = makeRepo({ 'AGENTS.md': '# Rules\n', 'pkg/package.json': '{}\n', 'pkg/AGENTS.md': { fifo: true } }, { commit: true });
    expect(git(root, 'ls-files', '--others', '--exclude-standard')).not.toContain('pkg/AGENTS.md');
    const r = await audit(defaultOptions(root));
    expect(r.findings.some((f) => f.path === 'pkg/AGENTS.md' && f.ruleId === 'candidate-not-regular')).toBe(true);
    expect(r.files.find((f) => f.path === 'pkg/AGENTS.md')?.kind).toBe('fifo');
  });
});

describe('the issue’s repository: 15 nested AGENTS.md, 10 CLAUDE.md links, one 20 KB file overflowing the root’s chain', () => {
  it('with all seven profiles: the cut chain first, at most 10 warnings and errors, no rule once per file', async () => {
    const root = issueShapedRepo();
    const r: Report = await audit({ ...defaultOptions(root), profiles: [...SEVEN_PROFILES] });
    const problems = r.findings.filter((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK.warning);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.length).toBeLessThanOrEqual(10);
    expect(problems[0]).toMatchObject({ ruleId: 'chain-over-budget', severity: 'error', path: 'packages/p00/AGENTS.md' });
    // No rule repeats the same thing file after file: a rule on more than two files is a fact, reported once.
    const perRule = new Map<string, number>();
    for (const f of problems) perRule.set(f.ruleId, (perRule.get(f.ruleId) ?? 0) + 1);
    // (agent-misses-file is one problem per file and agent, issue 25; files one setting covers are one finding.)
    for (const [id, n] of perRule) expect(n, id).toBeLessThanOrEqual(id === 'agent-misses-file' ? SEVEN_PROFILES.length : 2);
    const placed = problems.map((f) => `${f.ruleId} ${f.path} ${f.ruleId === 'agent-misses-file' ? f.profiles?.join(',') : ''}`);
    expect(new Set(placed).size).toBe(placed.length);
    // The facts still name every file they concern.
    // (Aider's misses are agent-misses-file's, one finding for the one `read:` entry; aider-unread, which said the same, is left out.)
    expect(r.findings.find((f) => f.ruleId === 'agent-misses-file' && f.profiles?.[0] === 'aider')?.files).toHaveLength(16);
    expect(r.findings.find((f) => f.ruleId === 'aider-unread')).toBeUndefined();
    // Header counts count instruction files only: 16 AGENTS.md and 10 CLAUDE.md links.
    expect(r.stats.instructionFiles).toBe(26);
    expect(r.files.every((f) => /(AGENTS|CLAUDE)\.md$/.test(f.path))).toBe(true);
  });
});

describe('the CLI on the issue’s repository', () => {
  it('the default text report: at most 120 lines, none over 160 columns, the verdict first and the cut chain first among the problems', () => {
    ensureCompiled();
    const root = issueShapedRepo();
    const r = spawnCli([root, '-p', SEVEN_PROFILES.join(',')]);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(120);
    for (const l of lines) expect([...l].length).toBeLessThanOrEqual(160);
    expect(lines[0]).toMatch(/^FAIL: 1 error, \d+ warnings?, \d+ info/);
    const problems = lines.slice(lines.indexOf('Problems') + 1);
    expect(problems[0]).toMatch(/^ {2}error {3}chain-over-budget/);
    expect(r.stdout).toContain('Fullest chains');
    // --verbose shows every chain as a tree, and every finding in full.
    const verbose = spawnCli([root, '-p', SEVEN_PROFILES.join(','), '--verbose']);
    expect(verbose.stdout.split('\n').length).toBeGreaterThan(lines.length);
    expect(verbose.stdout).toContain('packages/p14 [aider]');
    for (const l of verbose.stdout.split('\n')) expect([...l].length).toBeLessThanOrEqual(160);
  });

  it('--print-prompt exits 0 once it printed the prompt, whatever the audit found, and says on stderr that secrets were masked', () => {
    ensureCompiled();
    const root = makeRepo({ 'AGENTS.md': `# Rules\n\nUse ${token(9)} to deploy.\n` }, { commit: true });
    const r = spawnCli([root, '--print-prompt', '.']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('# Rules');
    expect(r.stdout).not.toContain(token(9));
    expect(r.stderr).toMatch(/secrets in the prompt were masked/);
    // The same repository audited normally fails on the token.
    expect(spawnCli([root]).code).toBe(1);
    const clean = makeRepo({ 'AGENTS.md': '# Rules\n' }, { commit: true });
    const c = spawnCli([clean, '--print-prompt', '.']);
    expect(c.code).toBe(0);
    expect(c.stderr).toBe('');
  });
});
