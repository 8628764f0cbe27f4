import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_PROFILES } from '../../src/audit.js';
import { RULE_IDS } from '../../src/registry.js';
import { INPUT_DEFAULTS, getInputs, summaryWanted, type ActionInputs } from '../../src/action/inputs.js';
import { buildOptions } from '../../src/action/options.js';
import { defaultOptions } from '../../src/config/options.js';
import { REPO_ROOT, cleanupRepos, makeRepo } from '../helpers/repo.js';

const KNOWN = { profiles: KNOWN_PROFILES, rules: RULE_IDS };

let workspace: string;

function setInputs(inputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(inputs)) vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
}

/** What the runner does: every declared input is set, to its default unless the workflow gives one. */
function runnerInputs(given: Record<string, string> = {}): void {
  setInputs({ ...INPUT_DEFAULTS, token: '', ...given });
}

function inputError(given: Record<string, string>): string {
  runnerInputs(given);
  try {
    getInputs(KNOWN);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected getInputs to throw');
}

beforeEach(() => {
  workspace = makeRepo({ 'AGENTS.md': '# x\n', 'sub/AGENTS.md': '# y\n', 'file.txt': 'x' });
  for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_')) vi.stubEnv(name, undefined);
  vi.stubEnv('GITHUB_WORKSPACE', workspace);
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(() => cleanupRepos());

describe('action.yml', () => {
  const action = parseYaml(fs.readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    name: string;
    description: string;
    branding: { icon: string; color: string };
    inputs: Record<string, { description: string; default: string; required?: boolean }>;
    outputs: Record<string, { description: string }>;
    runs: { using: string; main: string };
  };

  it('declares every input getInputs reads, with the same default and a description', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.keys(INPUT_DEFAULTS).sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(String(spec.default), name).toBe(INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS]);
      expect(spec.description.length, name).toBeGreaterThan(20);
      expect(spec.required ?? false, name).toBe(false);
    }
  });

  it('runs the bundle on node24, names every profile, and declares the outputs main sets', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.name).toBeTruthy();
    expect(action.branding.icon).toBeTruthy();
    for (const p of KNOWN_PROFILES) expect(action.inputs['profiles']!.description).toContain(p);
    expect(Object.keys(action.outputs).sort()).toEqual(['chains', 'errors', 'max-usage', 'new-errors', 'new-warnings', 'report-path', 'sarif-path', 'warnings']);
    const main = fs.readFileSync(path.join(REPO_ROOT, 'src/action/main.ts'), 'utf8');
    const set = [...main.matchAll(/core\.setOutput\('([^']+)'/g)].map((m) => m[1]).sort();
    expect(set).toEqual(Object.keys(action.outputs).sort());
  });
});

describe('getInputs', () => {
  it('returns no overrides when every input is at its default (runner) or unset (local run)', () => {
    for (const setup of [() => runnerInputs(), () => undefined]) {
      setup();
      const inputs = getInputs(KNOWN);
      expect(inputs).toEqual<ActionInputs>({
        workspace,
        root: workspace,
        config: null,
        configFrom: 'base',
        overrides: {},
        assumeRoot: false,
        summary: true,
        annotations: true,
        reportPath: null,
        sarifPath: null,
        token: '',
        newOnly: false,
        previousReport: null,
        comment: false,
        cacheDir: null,
      });
    }
  });

  it('parses every input a workflow sets', () => {
    runnerInputs({
      path: 'sub',
      'working-directories': 'packages/*\n\n# a comment\napps/web, with comma\n',
      profiles: 'a3s,\ncodex',
      'max-bytes': '65536',
      'fallback-filenames': 'CLAUDE.md, GEMINI.md',
      'root-markers': '.git\n.hg',
      'assume-root': 'true',
      rules: KNOWN.rules.length > 0 ? `${KNOWN.rules[0]}: off` : '',
      'warn-threshold': '75%',
      symlinks: 'forbid',
      'fail-on': 'Warning',
      summary: 'false',
      annotations: 'no',
      'report-path': 'out/report.json',
      'sarif-path': 'out/a.sarif',
      token: 'ghs_secret',
      config: 'file.txt',
      'config-from': 'Head',
      'new-only': 'true',
      'previous-report': 'cache/last.json',
      comment: 'yes',
      cache: '.cache/amda',
    });
    const inputs = getInputs(KNOWN);
    expect(inputs).toEqual<ActionInputs>({
      workspace,
      root: path.join(workspace, 'sub'),
      config: path.join(workspace, 'file.txt'),
      configFrom: 'head',
      overrides: {
        workingDirectories: ['packages/*', 'apps/web, with comma'],
        profiles: ['a3s', 'codex'],
        maxBytes: 65536,
        fallbackFilenames: ['CLAUDE.md', 'GEMINI.md'],
        rootMarkers: ['.git', '.hg'],
        ...(KNOWN.rules.length > 0 ? { rules: { [KNOWN.rules[0]!]: 'off' } } : {}),
        warnThreshold: 0.75,
        symlinkPolicy: 'forbid',
      },
      assumeRoot: true,
      failOn: 'warning',
      summary: false,
      annotations: false,
      reportPath: path.join(workspace, 'out/report.json'),
      sarifPath: path.join(workspace, 'out/a.sarif'),
      token: 'ghs_secret',
      newOnly: true,
      previousReport: path.join(workspace, 'cache/last.json'),
      comment: true,
      cacheDir: path.join(workspace, '.cache/amda'),
    });
  });

  it('rejects each invalid input with a message naming the input and the accepted values', () => {
    expect(inputError({ 'max-bytes': 'abc' })).toBe(
      'Input "max-bytes": "abc" is not a byte count: expected a whole number ≥ 0 (0 disables instructions)',
    );
    expect(inputError({ 'max-bytes': '-5' })).toMatch(/^Input "max-bytes": "-5" is not a byte count/);
    expect(inputError({ profiles: 'codex, windsurf' })).toBe(`Input "profiles": unknown profile "windsurf": expected auto, or one or more of ${KNOWN_PROFILES.join(', ')}`);
    expect(inputError({ 'fail-on': 'sometimes' })).toBe('Input "fail-on": "sometimes" is not accepted: expected one of error, warning, never');
    expect(inputError({ summary: 'maybe' })).toBe('Input "summary": "maybe" is not a boolean: expected true or false');
    expect(inputError({ annotations: 'enabled' })).toBe('Input "annotations": "enabled" is not a boolean: expected true or false');
    expect(inputError({ 'assume-root': 'y' })).toBe('Input "assume-root": "y" is not a boolean: expected true or false');
    expect(inputError({ rules: 'no-such-rule: off' })).toMatch(/^Input "rules": unknown rule "no-such-rule"/);
    expect(inputError({ rules: 'just words' })).toBe('Input "rules": "just words" is not a rule setting: expected "rule-id: off|info|warning|error"');
    expect(inputError({ 'warn-threshold': '150' })).toBe('Input "warn-threshold": "150" is out of range: expected a percentage above 0 and at most 100');
    expect(inputError({ symlinks: 'sometimes' })).toBe('Input "symlinks": "sometimes" is not a symlink policy: expected one of allow-in-repo, forbid, allow');
    expect(inputError({ 'fallback-filenames': '../secrets.md' })).toBe(
      'Input "fallback-filenames": "../secrets.md" is not a plain file name (it contains "/"); expected file names such as CLAUDE.md, one per line or comma-separated',
    );
    expect(inputError({ 'root-markers': '# only a comment' })).toBe('Input "root-markers": no marker given; expected names such as .git');
    expect(inputError({ 'working-directories': '# nothing' })).toBe('Input "working-directories": no directory given; expected "auto" or paths/globs, one per line');
    expect(inputError({ path: 'missing' })).toBe(`Input "path": "missing" does not exist in the workspace; expected a directory relative to ${JSON.stringify(workspace)}`);
    expect(inputError({ path: 'file.txt' })).toBe('Input "path": "file.txt" is not a directory; expected the directory to audit');
    expect(inputError({ 'report-path': 'sub' })).toBe('Input "report-path": "sub" is a directory; expected a file path such as agents-md-audit.json');
    expect(inputError({ config: 'nope.yml' })).toBe('Input "config": "nope.yml" does not exist; expected a config file such as .agents-md-audit.yml');
    expect(inputError({ cache: '/etc/amda' })).toBe('Input "cache": "/etc/amda" is outside the workspace and the runner\'s temp directory; expected a directory such as ${{ runner.temp }}/agents-md-audit-cache');
    expect(inputError({ 'config-from': 'pr' })).toBe(
      'Input "config-from": "pr" is not accepted: expected base (the pull request\'s base commit\'s config file) or head (the checked-out one)',
    );
    expect(inputError({ cache: 'file.txt' })).toBe('Input "cache": "file.txt" is not a directory; expected the directory to keep the cache in');
  });

  it('shows a hostile value quoted on one line', () => {
    expect(inputError({ 'max-bytes': '1\n::error::x' })).toBe('Input "max-bytes": "1\\n::error::x" is not a byte count: expected a whole number ≥ 0 (0 disables instructions)');
  });

  it('still writes a summary for invalid inputs unless summary is clearly off', () => {
    runnerInputs({ summary: 'false' });
    expect(summaryWanted()).toBe(false);
    runnerInputs({ summary: 'banana' });
    expect(summaryWanted()).toBe(true);
  });
});

describe('buildOptions', () => {
  function inputs(overrides: ActionInputs['overrides'], extra: Partial<ActionInputs> = {}): ActionInputs {
    return { workspace: '/w', root: '/w', config: null, configFrom: 'base', overrides, assumeRoot: false, summary: true, annotations: true, reportPath: null, sarifPath: null, token: '', newOnly: false, previousReport: null, comment: false, cacheDir: null, ...extra };
  }

  it('uses the built-in defaults without config file or inputs', () => {
    expect(buildOptions(inputs({}), null)).toEqual({ options: { ...defaultOptions('/w'), home: null }, failOn: 'error' });
  });

  it('applies the config file, then inputs the workflow set', () => {
    const file = { path: '.agents-md-audit.yml', profiles: ['codex', 'a3s'], maxBytes: 1000, failOn: 'warning' as const, fallbackFilenames: ['TEAM.md'] };
    const both = buildOptions(inputs({ maxBytes: 2000 }, { assumeRoot: true }), file);
    expect(both.options).toMatchObject({ profiles: ['codex', 'a3s'], maxBytes: 2000, fallbackFilenames: ['TEAM.md'], assumeRoot: true, home: null });
    expect(both.failOn).toBe('warning');
    expect(buildOptions(inputs({}, { failOn: 'never' }), file).failOn).toBe('never');
  });
});
