/**
 * `profiles: auto` (docs/profiles.md#auto): Codex plus every agent whose signals the repository's
 * listing holds, each with why; an explicit list wins; when the chosen profiles load nothing, the
 * verdict names the agents the repository holds files for. Real temporary git repositories.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_PROFILES } from '../../src/audit.js';
import { getInputs, INPUT_DEFAULTS } from '../../src/action/inputs.js';
import { buildOptions } from '../../src/action/options.js';
import { parseConfigText } from '../../src/config/file.js';
import { parseProfiles } from '../../src/config/parse.js';
import picomatch from 'picomatch';
import { becauseText, chooseProfiles, matcherOf, matchSignals, requiredLiteral } from '../../src/profiles/auto.js';
import { PROFILES } from '../../src/profiles/index.js';
import { renderJson } from '../../src/report/json.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderText } from '../../src/report/text.js';
import { RULE_IDS } from '../../src/registry.js';
import { auditAt } from '../helpers/audit.js';
import { runCliCaptured } from '../helpers/cli.js';
import { cleanupRepos, makeRepo, REPO_ROOT } from '../helpers/repo.js';
import { expectSchemaValid } from '../helpers/report-schema.js';

afterAll(cleanupRepos);

const chosenOf = (r: { report: { profilesChosen?: { profile: string; because: string }[] } }): Record<string, string> =>
  Object.fromEntries((r.report.profilesChosen ?? []).map((c) => [c.profile, c.because]));

describe('profiles: auto', () => {
  it('picks Codex and exactly the agents whose signals are present, and says why', async () => {
    const root = makeRepo(
      {
        'AGENTS.md': '# Shared\n',
        'CLAUDE.md': '@AGENTS.md\n',
        'app/CLAUDE.md': '# App\n',
        'pkg/CLAUDE.md': '# Pkg\n',
        'docs/GEMINI.md': '# Docs\n',
        '.github/copilot-instructions.md': '# Copilot\n',
        // Names other agents would read, that are no agent's signal: nothing picked for them.
        'CONVENTIONS.md': '# Conventions\n',
        'CONTEXT.md': '# Context\n',
      },
      { commit: true },
    );
    const r = await auditAt(root);
    expect(r.report.profiles).toEqual(['codex', 'claude-code', 'gemini', 'copilot-cli', 'copilot-review']);
    expect(chosenOf(r)).toEqual({
      codex: 'default: the AGENTS.md convention',
      'claude-code': '3 CLAUDE.md files (CLAUDE.md, app/CLAUDE.md, …)',
      gemini: '1 GEMINI.md file (docs/GEMINI.md)',
      'copilot-cli': '1 Copilot instruction file (.github/copilot-instructions.md)',
      'copilot-review': '1 Copilot instruction file (.github/copilot-instructions.md)',
    });
    expect(r.report.otherAgents).toBeUndefined();
    await expectSchemaValid(JSON.parse(renderJson(r.report)));
    // The text header and the summary say what was chosen, why, and how to name others.
    const text = renderText(r.report, { width: 160 });
    expect(text).toContain('Profiles (auto): codex (default: the AGENTS.md convention), claude-code (3 CLAUDE.md files (CLAUDE.md, app/CLAUDE.md, …))');
    expect(text).toContain('name others with --profile or profiles: in the config file.');
    const summary = renderSummary(r.report, { failOn: 'error' });
    expect(summary).toContain('Profiles (auto): codex (default: the AGENTS.md convention)');
    expect(summary).toContain('name others with the profiles input (--profile) or profiles: in the config file.');
  });

  it('picks agents by their configuration, untracked files included, from the one listing', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Shared\n', '.codex/config.toml': 'project_doc_max_bytes = 4096\n', '.aider.conf.yml': 'read: [AGENTS.md]\n' }, { commit: true });
    fs.writeFileSync(path.join(root, 'opencode.json'), '{}\n'); // untracked, not ignored
    const r = await auditAt(root);
    expect(chosenOf(r)).toEqual({
      codex: '1 file under .codex/ (.codex/config.toml)',
      opencode: '1 opencode.json file (opencode.json)',
      aider: '1 Aider configuration file (.aider.conf.yml)',
    });
  });

  it('a repository with only AGENTS.md gets Codex alone, by default', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Shared\n', 'pkg/AGENTS.md': '# Pkg\n' }, { commit: true });
    const r = await auditAt(root);
    expect(r.report.profilesChosen).toEqual([{ profile: 'codex', because: 'default: the AGENTS.md convention' }]);
    // No line about auto's choice beyond Codex's own is needed, but it is stated all the same.
    expect(renderText(r.report, { width: 160 })).toContain('Profiles (auto): codex (default: the AGENTS.md convention);');
  });

  it('an explicit list wins, and says "named"; auto beside names adds them', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Shared\n', 'CLAUDE.md': '# Claude\n' }, { commit: true });
    const named = await auditAt(root, { profiles: ['codex'] });
    expect(named.report.profilesChosen).toEqual([{ profile: 'codex', because: 'named' }]);
    expect(renderText(named.report, { width: 160 })).not.toContain('Profiles (auto)');
    const plus = await auditAt(root, { profiles: parseProfiles('auto,aider', KNOWN_PROFILES) });
    expect(plus.report.profiles).toEqual(['codex', 'claude-code', 'aider']);
    expect(chosenOf(plus)['aider']).toBe('named');
    // A variant named beside auto stands for its agent: auto does not add the agent's default profile too.
    const both = await auditAt(root, { profiles: ['auto', 'claude-code@both'] });
    expect(both.report.profiles).toEqual(['codex', 'claude-code@both']);
  });

  it('keeps the choices it is given (a pull request base), so removing a signal never drops an agent', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Shared\n' }, { commit: true });
    const r = await auditAt(root, { autoAlso: [{ profile: 'gemini', because: 'on the base commit: 1 GEMINI.md file (GEMINI.md)' }] });
    expect(r.report.profilesChosen).toEqual([
      { profile: 'codex', because: 'default: the AGENTS.md convention' },
      { profile: 'gemini', because: 'on the base commit: 1 GEMINI.md file (GEMINI.md)' },
    ]);
  });
});

describe('nothing for the chosen agents, something for others', () => {
  const geminiOnly = (): string =>
    makeRepo(Object.fromEntries(['', 'a/', 'b/', 'c/', 'd/', 'e/', 'f/', 'g/'].map((d) => [`${d}GEMINI.md`, `# ${d || 'root'}\n`])), { commit: true });

  it('with --profile codex, the verdict names gemini and how to add it (text, summary, JSON)', async () => {
    const root = geminiOnly();
    const r = await auditAt(root, { profiles: ['codex'] });
    expect(r.report.stats.instructionFiles).toBe(0);
    expect(r.report.otherAgents).toEqual([{ profile: 'gemini', because: '8 GEMINI.md files (GEMINI.md, a/GEMINI.md, …)' }]);
    const first = renderText(r.report, { width: 160 }).split('\n\n')[0]!.replace(/\n\s*/g, ' ');
    expect(first.startsWith(
      'PASS: codex loads no instruction file; the repository holds 8 GEMINI.md files (GEMINI.md, a/GEMINI.md, …) for gemini: add --profile codex,gemini (0 errors, 0 warnings, 0 info) agents-md-audit ',
    )).toBe(true);
    const summary = renderSummary(r.report, { failOn: 'error' });
    expect(summary).toContain('codex loads no instruction file; the repository holds 8 GEMINI.md files (GEMINI.md, a/GEMINI.md, …) for gemini: add gemini to the profiles input (--profile)');
    await expectSchemaValid(JSON.parse(renderJson(r.report)));
  });

  it("the default run of a GEMINI.md-only repository audits gemini and names it", async () => {
    const root = geminiOnly();
    const r = await auditAt(root);
    expect(r.report.profiles).toEqual(['codex', 'gemini']);
    expect(chosenOf(r)['gemini']).toBe('8 GEMINI.md files (GEMINI.md, a/GEMINI.md, …)');
    expect(r.report.otherAgents).toBeUndefined();
    const text = renderText(r.report, { width: 160 });
    expect(text.split('\n')[0]).toMatch(/^PASS: /);
    expect(text).toContain('gemini (8 GEMINI.md files (GEMINI.md, a/GEMINI.md, …))');
    // The chains that load something are listed; Codex's eight empty ones are one line, and the
    // total names no "fullest chain" at 0 %.
    const listed = text.split('Fullest chains')[1]!.split('\n\n')[0]!;
    expect(listed).toMatch(/^ \(8 of 16\)\n {2}no budget {9}\S+ \[gemini\]/);
    expect(listed).not.toContain('[codex]');
    expect(listed).toContain('8 chains load no file: codex in 8 working directories (., a, b, …)');
    expect(text.trimEnd().split('\n').at(-1)).toBe('0 errors, 0 warnings, 0 info');
  });

  it('the CLI: the default run names gemini in the header; --profile codex names it in the verdict; --profile auto,aider adds aider', async () => {
    const root = geminiOnly();
    const plain = await runCliCaptured([root, '--fail-on', 'never']);
    expect(plain.stderr).toBe('');
    expect(plain.stdout.replace(/\n\s*/g, ' ')).toContain('Profiles (auto): codex (default: the AGENTS.md convention), gemini (8 GEMINI.md files (GEMINI.md, a/GEMINI.md, …)); name others with --profile or profiles: in the config file.');
    const codex = await runCliCaptured([root, '--profile', 'codex']);
    expect(codex.code).toBe(0);
    expect(codex.stdout.split('\n\n')[0]!.replace(/\n\s*/g, ' ')).toMatch(/^PASS: codex loads no instruction file; the repository holds 8 GEMINI\.md files .* for gemini: add --profile codex,gemini /);
    const json = JSON.parse((await runCliCaptured([root, '--profile', 'auto,aider', '--format', 'json'])).stdout) as { profilesChosen: { profile: string; because: string }[] };
    expect(json.profilesChosen.map((c) => c.profile)).toEqual(['codex', 'gemini', 'aider']);
  });

  it('names the agent that owns a name several agents read (AGENTS.md: codex)', async () => {
    const root = makeRepo({ 'AGENTS.md': '# Shared\n', 'pkg/AGENTS.md': '# Pkg\n' }, { commit: true });
    const r = await auditAt(root, { profiles: ['claude-code@legacy'] });
    expect(r.report.otherAgents).toEqual([{ profile: 'codex', because: '2 AGENTS.md files (AGENTS.md, pkg/AGENTS.md)' }]);
    expect(renderText(r.report, { width: 160 }).split('\n\n')[0]!.replace(/\n\s*/g, ' ')).toContain('claude-code@legacy loads no instruction file; the repository holds 2 AGENTS.md files (AGENTS.md, pkg/AGENTS.md) for codex: add --profile claude-code@legacy,codex');
  });
});

describe('the settings accept auto', () => {
  it('the config file and the CLI parser', () => {
    const known = { profiles: KNOWN_PROFILES, rules: RULE_IDS };
    expect(parseConfigText('profiles: auto\n', '.agents-md-audit.yml', known).profiles).toEqual(['auto']);
    expect(parseConfigText('profiles: [auto, aider]\n', '.agents-md-audit.yml', known).profiles).toEqual(['auto', 'aider']);
    expect(parseProfiles('auto, codex@0.169.0', KNOWN_PROFILES)).toEqual(['auto', 'codex']);
    expect(() => parseProfiles('autox', KNOWN_PROFILES)).toThrow(/expected auto, or one or more of/);
  });

  describe('the action input', () => {
    afterEach(() => vi.unstubAllEnvs());
    const inputs = (profiles: string): ReturnType<typeof getInputs> => {
      const workspace = makeRepo({ 'AGENTS.md': '# x\n' });
      for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) vi.stubEnv(name, undefined);
      vi.stubEnv('GITHUB_WORKSPACE', workspace);
      for (const [k, v] of Object.entries({ ...INPUT_DEFAULTS, token: '', profiles })) vi.stubEnv(`INPUT_${k.toUpperCase()}`, v);
      return getInputs({ profiles: KNOWN_PROFILES, rules: RULE_IDS });
    };
    it('defaults to auto, and takes auto with names', () => {
      expect(INPUT_DEFAULTS.profiles).toBe('auto');
      expect(buildOptions(inputs('auto'), null).options.profiles).toEqual(['auto']);
      expect(buildOptions(inputs('auto\naider'), null).options.profiles).toEqual(['auto', 'aider']);
      // An explicit list in the config file wins over the default input.
      expect(buildOptions(inputs('auto'), { path: '.agents-md-audit.yml', profiles: ['gemini'] }).options.profiles).toEqual(['gemini']);
    });
  });
});

describe('signal matching', () => {
  it('finds the literal a path must hold, and matches like picomatch', () => {
    expect(requiredLiteral('**/CLAUDE.md')).toBe('CLAUDE.md');
    expect(requiredLiteral('.github/instructions/**')).toBe('instructions');
    expect(requiredLiteral('**/*.instructions.md')).toBe('.instructions.md');
    expect(requiredLiteral('**/opencode.{json,jsonc}')).toBe('opencode.');
    expect(requiredLiteral('**/*')).toBeNull();
    const m = matchSignals([{ glob: '**/CLAUDE.md', what: 'CLAUDE.md files' }, { glob: '**/.claude/**', what: 'files under .claude/' }], ['CLAUDE.md', 'a/CLAUDE.md', 'a/CLAUDE.mdx', '.claude/settings.json', 'x/.claude/rules/a.md', 'claude/x']);
    expect(becauseText(m)).toBe('2 CLAUDE.md files (CLAUDE.md, a/CLAUDE.md); 2 files under .claude/ (.claude/settings.json, x/.claude/rules/a.md)');
  });

  it('answers as picomatch (dot: true) for every shape, every registered signal among them', () => {
    const globs = [...new Set([...PROFILES.flatMap((p) => (p.signals ?? []).map((s) => s.glob)), '**/CLAUDE.md', '**/.claude/**', '.claude/**', 'a/.x/**', '.github/copilot-instructions.md', '**/*.instructions.md', '**/opencode.{json,jsonc}', '.cursor/rules/*.mdc'])];
    const paths = [
      'CLAUDE.md', 'a/CLAUDE.md', 'a/b/CLAUDE.md', 'CLAUDE.mdx', 'xCLAUDE.md', '.claude', '.claude/s.json', 'a/.claude/r/x.md', 'a/.claudex/y', 'x.claude/y',
      'a/.x', 'a/.x/y', 'a/.xy/z', 'b/a/.x/y', '.github/copilot-instructions.md', 'a/.github/copilot-instructions.md', '.github/instructions/a.instructions.md',
      '.github/instructions', 'x/.github/instructions/b.md', 'opencode.json', 'p/opencode.jsonc', 'opencode.json5', '.opencode/agent/a.md', 'q/.opencode/x',
      '.cursor/rules/a.mdc', '.cursor/rules/x/a.mdc', '.aider.conf.yml', 'p/.aider.conf.yml', '.a3s/config.acl', 'p/.a3s/x', '.codex/config.toml', 'p/.codex/config.toml',
      'GEMINI.md', '.gemini/settings.json', 'x/.gemini', 'QWEN.md', '.qwen/settings.json', '.clinerules', '.clinerules/a.md', '.kilocode/rules/a.md', '.continue/rules/a.md', 'AGENT.md', '.augment/rules/a.md', '.cursorrules',
    ];
    for (const glob of globs) {
      const pm = picomatch(glob, { dot: true });
      const got = matchSignals([{ glob, what: 'x' }], paths)[0]?.count ?? 0;
      expect(got, `${glob} (${matcherOf(glob).kind})`).toBe(paths.filter((p) => pm(p)).length);
    }
  });

  it('every profile with signals is chosen by them alone (generic over the registry)', () => {
    for (const p of PROFILES.filter((x) => (x.signals?.length ?? 0) > 0)) {
      const chosen = chooseProfiles(['auto'], () => [`${p.signals![0]!.glob.replace(/\*\*\//g, 'x/').replace(/\/\*\*$/, '/y').replace(/\*/g, 'z')}`]).map((c) => c.profile);
      expect(chosen, p.id).toContain(p.id);
    }
  });

  it('docs/profiles.md holds the signals table built from the registry (UPDATE_GOLDEN=1 rewrites it)', () => {
    const file = path.join(REPO_ROOT, 'docs/profiles.md');
    const doc = fs.readFileSync(file, 'utf8');
    const [start, end] = ['<!-- signals-table:start (test/profiles/auto.test.ts writes it) -->\n', '<!-- signals-table:end -->'];
    const a = doc.indexOf(start);
    const b = doc.indexOf(end);
    expect(a, 'the table markers in docs/profiles.md').toBeGreaterThan(-1);
    expect(b).toBeGreaterThan(a);
    const rows = PROFILES.flatMap((p) => (p.signals ?? []).map((s) => `| \`${p.id}\` | \`${s.glob}\` | ${s.what} |`));
    const table = ['| profile | signal (glob over the listing) | the report says |', '| --- | --- | --- |', ...rows, ''].join('\n');
    const fresh = doc.slice(0, a + start.length) + table + doc.slice(b);
    if (process.env['UPDATE_GOLDEN'] === '1' && fresh !== doc) fs.writeFileSync(file, fresh);
    else expect(doc.slice(a + start.length, b)).toBe(table);
  });
});
