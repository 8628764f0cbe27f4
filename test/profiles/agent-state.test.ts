/**
 * Agent state and explicitly given settings (docs/profiles.md#agent-state), on real repositories:
 * how they are given (CLI, config file, action inputs), and what they change for Codex and Gemini
 * CLI as the pinned agents behave (each rule here is also a recorded case of the real agent in
 * test/conformance/recordings.json).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../../src/action/options.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import { applyFileConfig, loadConfigFile } from '../../src/config/file.js';
import { codexTrustOf, DEFAULT_AGENT_STATE, defaultOptions } from '../../src/config/options.js';
import { ConfigError, parseAgentState } from '../../src/config/parse.js';
import { auditAt, chainOf, passedOf, promptOf } from '../helpers/audit.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeRepo } from '../helpers/repo.js';

afterAll(cleanupRepos);

const LONG = '0123456789abcdefghijklmnopqrstuvwxyz\n';

describe('parseAgentState: --agent-state and the config file’s agent-state list', () => {
  it('reads each key, a Codex entry per directory, and lets later items win', () => {
    expect(
      parseAgentState([
        'codex-trust=unset',
        'codex-trust=packages/api:trusted',
        'codex-trust=./tools/:untrusted',
        'claude-external-imports=approved',
        'gemini-folder-trust=untrusted',
        'gemini-folder-trust=trusted',
      ]),
    ).toEqual({ codexTrust: 'unset', codexTrustDirs: { 'packages/api': 'trusted', tools: 'untrusted' }, claudeExternalImports: true, geminiFolderTrust: 'trusted' });
    // The root named as a directory is the root's entry.
    expect(parseAgentState(['codex-trust=.:untrusted'])).toEqual({ codexTrust: 'untrusted' });
  });

  it('refuses anything else with a message that names the value and the accepted forms', () => {
    for (const bad of ['codex-trust=yes', 'codex-trust', 'gemini-folder-trust=maybe', 'cursor=1', 'codex-trust=../up:trusted', 'codex-trust=/abs:trusted', 'codex-trust=a//b:trusted']) {
      expect(() => parseAgentState([bad]), bad).toThrow(ConfigError);
    }
    expect(() => parseAgentState(['gemini-folder-trust=maybe'])).toThrow(
      '"gemini-folder-trust=maybe" is not an agent state: expected codex-trust=trusted|unset|untrusted, codex-trust=DIR:trusted|unset|untrusted, claude-external-imports=approved|not-approved or gemini-folder-trust=trusted|untrusted',
    );
    expect(() => parseAgentState(['codex-trust=../up:trusted'])).toThrow('(the directory must be relative to the repository root, inside it)');
  });

  it('Codex uses a directory’s own entry, else the project root’s (never a parent’s)', () => {
    const state = { ...DEFAULT_AGENT_STATE, codexTrust: 'unset' as const, codexTrustDirs: { pkg: 'untrusted' as const } };
    expect(codexTrustOf(state, 'pkg')).toBe('untrusted');
    expect(codexTrustOf(state, 'pkg/sub')).toBe('unset');
    expect(codexTrustOf(state, '.')).toBe('unset');
  });
});

describe('settings given explicitly beat a trusted .codex/config.toml (Codex: -c beats the project file)', () => {
  const repo = () => makeRepo({ 'AGENTS.md': LONG, '.codex/config.toml': 'project_doc_max_bytes = 12\n' }, { git: true });

  it('left at its default, max-bytes yields to the project file; given, it wins', async () => {
    const root = repo();
    expect(promptOf(await auditAt(root, { workingDirectories: ['.'] }), '.', 'codex')).toContain('<INSTRUCTIONS>\n0123456789ab\n</INSTRUCTIONS>');
    const given = await auditAt(root, { workingDirectories: ['.'], maxBytes: 30, givenSettings: ['maxBytes'] });
    expect(promptOf(given, '.', 'codex')).toContain('<INSTRUCTIONS>\n0123456789abcdefghijklmnopqrst\n</INSTRUCTIONS>');
  });

  it('the CLI’s --max-bytes and the config file’s max-bytes count as given', async () => {
    const root = repo();
    const cli = await runCliCaptured([root, '--max-bytes', '30', '--print-prompt', '.']);
    expect(cli.stdout).toContain('\n0123456789abcdefghijklmnopqrst\n');
    fs.writeFileSync(path.join(root, '.agents-md-audit.yml'), 'max-bytes: 20\n');
    const file = await runCliCaptured([root, '--print-prompt', '.']);
    expect(file.stdout).toContain('\n0123456789abcdefghij\n');
    const options = defaultOptions(root);
    applyFileConfig(options, loadConfigFile(root, null, { profiles: ['codex'], rules: [] }));
    expect(options.givenSettings).toEqual(['maxBytes']);
  });

  it('an action input counts as given; an input left unset does not', () => {
    const inputs = { root: '/r', assumeRoot: false, overrides: { maxBytes: 4096 } } as unknown as ActionInputs;
    expect(buildOptions(inputs, null).options.givenSettings).toEqual(['maxBytes']);
    expect(buildOptions({ ...inputs, overrides: {} } as unknown as ActionInputs, null).options.givenSettings).toBeUndefined();
  });

  it('given fallback names replace the project file’s', async () => {
    const root = makeRepo({ '.codex/config.toml': 'project_doc_fallback_filenames = ["TEAM.md"]\n', 'TEAM.md': 'team\n', 'NOTES.md': 'notes\n' }, { git: true });
    expect(chainOf(await auditAt(root, { workingDirectories: ['.'] }), '.', 'codex').files.map((f) => f.path)).toEqual(['TEAM.md']);
    const given = await auditAt(root, { workingDirectories: ['.'], fallbackFilenames: ['NOTES.md'], givenSettings: ['fallbackFilenames'] });
    expect(chainOf(given, '.', 'codex').files.map((f) => f.path)).toEqual(['NOTES.md']);
  });
});

describe('Codex trust entries for directories', () => {
  const files = { 'AGENTS.md': LONG, 'pkg/AGENTS.md': `PKG-${LONG}`, '.codex/config.toml': 'project_doc_max_bytes = 12\n', 'pkg/.codex/config.toml': 'project_doc_max_bytes = 20\n' };

  it('trust given to a subdirectory only applies its own layer, not the root’s, and the root’s file is reported as ignored', async () => {
    const root = makeRepo(files, { git: true });
    const r = await auditAt(root, { workingDirectories: ['pkg'], agentState: { codexTrust: 'unset', codexTrustDirs: { pkg: 'trusted' } } });
    expect(promptOf(r, 'pkg', 'codex')).toContain('<INSTRUCTIONS>\n0123456789abcdefghij\n</INSTRUCTIONS>');
    const ignored = r.report.findings.filter((f) => f.ruleId === 'codex-untrusted');
    expect(ignored.map((f) => [f.path, f.severity])).toEqual([['.codex/config.toml', 'warning']]);
    expect(ignored[0]!.message).toContain('the audit was told codex-trust=unset');
  });

  it('an untrusted working directory loads nothing, even in a trusted project; the error names the entry', async () => {
    const root = makeRepo(files, { git: true });
    const r = await auditAt(root, { workingDirectories: ['pkg', '.'], agentState: { codexTrustDirs: { pkg: 'untrusted' } } });
    expect(chainOf(r, 'pkg', 'codex').files).toEqual([]);
    expect(passedOf(r, 'pkg', 'codex')).toEqual({ 'AGENTS.md': 'not-configured', 'pkg/AGENTS.md': 'not-configured' });
    expect(chainOf(r, '.', 'codex').files.map((f) => f.path)).toEqual(['AGENTS.md']);
    const err = r.report.findings.find((f) => f.ruleId === 'codex-untrusted' && f.severity === 'error')!;
    expect(err.message).toContain('codex-trust=pkg:untrusted');
    expect(err.cwds).toEqual(['pkg']);
  });

  it('the report shows the state the audit assumed', async () => {
    const root = makeRepo({ 'AGENTS.md': 'x\n' }, { git: true });
    const r = await runCliCaptured([root, '--format', 'json', '--agent-state', 'codex-trust=pkg:trusted', '--agent-state', 'gemini-folder-trust=untrusted']);
    expect(JSON.parse(r.stdout).settings.agentState).toEqual({ codexTrust: 'trusted', codexTrustDirs: { pkg: 'trusted' }, claudeExternalImports: false, geminiFolderTrust: 'untrusted' });
  });
});

describe('Gemini CLI folder trust', () => {
  it('trusted by default: GEMINI.md loads', async () => {
    const root = makeRepo({ 'GEMINI.md': 'rules\n' }, { git: true });
    const r = await auditAt(root, { profiles: ['gemini'], workingDirectories: ['.'] });
    expect(chainOf(r, '.', 'gemini').files.map((f) => f.path)).toEqual(['GEMINI.md']);
    expect(r.report.settings.agentState?.geminiFolderTrust).toBe('trusted');
  });

  it('untrusted: Gemini CLI does not start (startError), one gemini-untrusted error, --print-prompt prints nothing and says why', async () => {
    const root = makeRepo({ 'GEMINI.md': 'rules\n', 'pkg/GEMINI.md': 'pkg\n' }, { git: true });
    const r = await auditAt(root, { profiles: ['gemini'], workingDirectories: ['.', 'pkg'], agentState: { geminiFolderTrust: 'untrusted' } });
    for (const cwd of ['.', 'pkg']) {
      expect(chainOf(r, cwd, 'gemini').startError).toContain('gemini -p exits 55');
      expect(chainOf(r, cwd, 'gemini').files).toEqual([]);
    }
    expect(passedOf(r, 'pkg', 'gemini')).toEqual({ 'GEMINI.md': 'not-configured', 'pkg/GEMINI.md': 'not-configured' });
    const f = r.report.findings.filter((x) => x.ruleId === 'gemini-untrusted');
    expect(f.map((x) => [x.severity, x.path, x.cwds])).toEqual([['error', null, ['.', 'pkg']]]);
    const cli = await runCliCaptured([root, '-p', 'gemini', '--agent-state', 'gemini-folder-trust=untrusted', '--print-prompt', 'pkg']);
    expect(cli.stdout).toBe('');
    expect(cli.stderr).toContain('does not start');
  });

  it('the config file’s agent-state list sets it', async () => {
    const root = makeRepo({ 'GEMINI.md': 'rules\n', '.agents-md-audit.yml': 'profiles: gemini\nagent-state:\n  - gemini-folder-trust=untrusted\n' }, { git: true });
    const r = await runCliCaptured([root, '--format', 'json', '--fail-on', 'never']);
    expect(JSON.parse(r.stdout).findings.map((x: { ruleId: string }) => x.ruleId)).toContain('gemini-untrusted');
  });
});
