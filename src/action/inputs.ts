/**
 * The action's inputs: read, validated and typed in one place. This is the only module that calls
 * `core.getInput`. Every bad value fails with a message naming the input and the accepted values,
 * e.g. `Input "max-bytes": "abc" is not a byte count: expected a whole number ≥ 0 …`.
 *
 * Settings that the repository config file (`.agents-md-audit.yml`) can also hold are returned
 * only when the workflow sets them to something other than the action's default: an input left at
 * its default defers to the config file, which in turn falls back to the built-in defaults.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import type { AuditOptions } from '../config/options.js';
import {
  ConfigError,
  parseBoolean,
  parseFailOn,
  parseMaxBytes,
  parseProfiles,
  parseRuleSettings,
  parseSymlinkPolicy,
  parseThreshold,
  quote,
  splitLines,
  splitList,
  unsafeFilenameReason,
  type FailOn,
} from '../config/parse.js';

/** Every input with its default, exactly as declared in action.yml (a test keeps them in step). */
export const INPUT_DEFAULTS = {
  path: '.',
  'working-directories': 'auto',
  profiles: 'auto',
  'max-bytes': '32768',
  'fallback-filenames': '',
  'root-markers': '.git',
  'assume-root': 'false',
  rules: '',
  'warn-threshold': '90',
  symlinks: 'allow-in-repo',
  'fail-on': 'error',
  config: '',
  'config-from': 'base',
  summary: 'true',
  annotations: 'true',
  'report-path': '',
  'sarif-path': '',
  token: '${{ github.token }}',
  'new-only': 'false',
  'previous-report': '',
  comment: 'false',
  cache: '',
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;

/** Settings the config file also holds; present only when the workflow set them (see module doc). */
export type OptionOverrides = Partial<
  Pick<
    AuditOptions,
    'profiles' | 'workingDirectories' | 'maxBytes' | 'fallbackFilenames' | 'rootMarkers' | 'rules' | 'warnThreshold' | 'symlinkPolicy'
  >
>;

export interface ActionInputs {
  /** Absolute path of the GitHub workspace (GITHUB_WORKSPACE, else the process cwd). */
  workspace: string;
  /** Absolute path of the directory to audit. */
  root: string;
  /** Absolute path of an explicit config file, or null to look for one in `root`. */
  config: string | null;
  /**
   * Where a pull request's settings come from (`pull_request`, `pull_request_target`, `merge_group`):
   * the config file of the base commit (default), or the checked-out one (`head`, a knowing opt-out).
   * Other events always use the checked-out file.
   */
  configFrom: ConfigFrom;
  overrides: OptionOverrides;
  assumeRoot: boolean;
  /** Absent when left at the default (the config file's `fail-on`, else `error`, applies). */
  failOn?: FailOn;
  summary: boolean;
  annotations: boolean;
  /** Absolute path for the JSON report, or null (then a temp file when the runner has RUNNER_TEMP). */
  reportPath: string | null;
  sarifPath: string | null;
  /** Token for the REST API (changed files, the pull-request comment), or '' when none. Never logged. */
  token: string;
  /** Fail and annotate on new findings only (those the base does not have). */
  newOnly: boolean;
  /** Absolute path of a previous JSON report to compare with (scheduled runs), or null. */
  previousReport: string | null;
  /** Keep one pull-request comment with what the change does to agent instructions. */
  comment: boolean;
  /** Absolute path of the result cache directory, or null for none. */
  cacheDir: string | null;
}

export const CONFIG_FROM_VALUES = ['base', 'head'] as const;
export type ConfigFrom = (typeof CONFIG_FROM_VALUES)[number];

function parseConfigFrom(text: string): ConfigFrom {
  const t = text.trim().toLowerCase();
  if ((CONFIG_FROM_VALUES as readonly string[]).includes(t)) return t as ConfigFrom;
  throw new ConfigError(`${quote(text)} is not accepted: expected base (the pull request's base commit's config file) or head (the checked-out one)`);
}

export interface KnownIds {
  profiles: readonly string[];
  rules: readonly string[];
}

function raw(name: InputName): string {
  return core.getInput(name, { trimWhitespace: true });
}

/** The input's value, or undefined when it is empty or equal to the action's default. */
function setValue(name: InputName): string | undefined {
  const value = raw(name);
  if (value === '' || normalize(value) === normalize(INPUT_DEFAULTS[name])) return undefined;
  return value;
}

function normalize(value: string): string {
  return splitList(value).join('\n');
}

function parse<T>(name: InputName, text: string, parser: (text: string) => T): T {
  try {
    return parser(text);
  } catch (e) {
    if (e instanceof ConfigError) throw new ConfigError(`Input "${name}": ${e.message}`);
    throw e;
  }
}

function plainNames(name: InputName, what: string, text: string): string[] {
  const names = splitList(text);
  for (const n of names) {
    const why = unsafeFilenameReason(n);
    if (why) throw new ConfigError(`Input "${name}": ${quote(n)} is not a plain file name (${why}); expected ${what}, one per line or comma-separated`);
  }
  return names;
}

function boolean(name: InputName): boolean {
  return parse(name, raw(name) || INPUT_DEFAULTS[name], parseBoolean);
}

/**
 * Whether `abs`, with every symbolic link resolved, lies in the workspace (itself resolved):
 * the action audits and reads nothing outside GITHUB_WORKSPACE.
 */
export function insideWorkspace(workspace: string, abs: string): boolean {
  let realWs = workspace;
  try {
    realWs = fs.realpathSync(workspace);
  } catch {
    /* a missing workspace: compare lexically */
  }
  let real = abs;
  try {
    real = fs.realpathSync(abs);
  } catch {
    /* does not exist: the caller reports that */
  }
  for (const [base, p] of [
    [workspace, abs],
    [realWs, real],
  ] as const) {
    const r = path.relative(base, p);
    if (r.startsWith('..') || path.isAbsolute(r)) return false;
  }
  return true;
}

function directory(name: InputName, workspace: string): string {
  const value = raw(name) || INPUT_DEFAULTS[name];
  if (value.includes('\0')) throw new ConfigError(`Input "${name}": ${quote(value)} contains a NUL character; expected a directory in the workspace`);
  const abs = path.resolve(workspace, value);
  if (!insideWorkspace(workspace, abs)) {
    throw new ConfigError(`Input "${name}": ${quote(value)} is outside the workspace (GITHUB_WORKSPACE, after resolving symbolic links); expected a directory inside ${quote(workspace)}`);
  }
  let st: fs.Stats;
  try {
    st = fs.statSync(abs);
  } catch {
    throw new ConfigError(`Input "${name}": ${quote(value)} does not exist in the workspace; expected a directory relative to ${quote(workspace)}`);
  }
  if (!st.isDirectory()) throw new ConfigError(`Input "${name}": ${quote(value)} is not a directory; expected the directory to audit`);
  return abs;
}

function outputFile(name: InputName, workspace: string): string | null {
  const value = raw(name);
  if (value === '') return null;
  if (value.includes('\0')) throw new ConfigError(`Input "${name}": ${quote(value)} contains a NUL character; expected a file path`);
  const abs = path.resolve(workspace, value);
  // The name itself (a link is not followed: the writer refuses it, src/discovery/fswrite.ts).
  let isDir = false;
  try {
    isDir = fs.lstatSync(abs, { throwIfNoEntry: false })?.isDirectory() ?? false;
  } catch {
    /* not there as a directory: the writer says what is wrong */
  }
  if (isDir) {
    throw new ConfigError(`Input "${name}": ${quote(value)} is a directory; expected a file path such as agents-md-audit.json`);
  }
  return abs;
}

/** The previous report's path (inside the workspace; it need not exist yet: the first run has none, nor be a report). */
function previousReport(workspace: string): string | null {
  const value = raw('previous-report');
  if (value === '') return null;
  const abs = path.resolve(workspace, value);
  const rel = path.relative(workspace, abs);
  if (value.includes('\0') || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new ConfigError(`Input "previous-report": ${quote(value)} is outside the workspace (GITHUB_WORKSPACE); expected a JSON report inside it, e.g. restored by actions/cache`);
  }
  // What lies there comes from another run (or the pull request): a link out of the workspace on
  // its way, and anything the report's reader refuses, is a warning and an audit without the
  // comparison (`withBase`, src/action/main.ts), never a failed step.
  return abs;
}

/**
 * The result cache's directory: the action keeps its own state only in the workspace or the
 * runner's temp directory (where actions/cache restores it), never anywhere else on the machine.
 */
function cacheDir(workspace: string, env: NodeJS.ProcessEnv): string | null {
  const value = raw('cache');
  if (value === '') return null;
  const abs = path.resolve(workspace, value);
  const temp = env['RUNNER_TEMP'] ? path.resolve(env['RUNNER_TEMP']) : null;
  if (value.includes('\0') || !(insideWorkspace(workspace, abs) || (temp !== null && insideWorkspace(temp, abs)))) {
    throw new ConfigError(`Input "cache": ${quote(value)} is outside the workspace and the runner's temp directory; expected a directory such as \${{ runner.temp }}/agents-md-audit-cache`);
  }
  if (fs.existsSync(abs) && !fs.statSync(abs).isDirectory()) throw new ConfigError(`Input "cache": ${quote(value)} is not a directory; expected the directory to keep the cache in`);
  return abs;
}

/** Reads and validates every input. Throws a ConfigError naming the first bad input. */
export function getInputs(known: KnownIds, env: NodeJS.ProcessEnv = process.env): ActionInputs {
  const workspace = path.resolve(env['GITHUB_WORKSPACE'] || process.cwd());
  const root = directory('path', workspace);

  const overrides: OptionOverrides = {};
  const wd = setValue('working-directories');
  if (wd !== undefined) {
    const list = splitLines(wd);
    if (list.length === 0) throw new ConfigError(`Input "working-directories": no directory given; expected "auto" or paths/globs, one per line`);
    overrides.workingDirectories = list;
  }
  const profiles = setValue('profiles');
  if (profiles !== undefined) overrides.profiles = parse('profiles', profiles, (t) => parseProfiles(t, known.profiles));
  const maxBytes = setValue('max-bytes');
  if (maxBytes !== undefined) overrides.maxBytes = parse('max-bytes', maxBytes, parseMaxBytes);
  const fallback = setValue('fallback-filenames');
  if (fallback !== undefined) overrides.fallbackFilenames = plainNames('fallback-filenames', 'file names such as CLAUDE.md', fallback);
  const markers = setValue('root-markers');
  if (markers !== undefined) {
    const list = plainNames('root-markers', 'marker names such as .git', markers);
    if (list.length === 0) throw new ConfigError(`Input "root-markers": no marker given; expected names such as .git`);
    overrides.rootMarkers = list;
  }
  const rules = setValue('rules');
  if (rules !== undefined) overrides.rules = parse('rules', rules, (t) => parseRuleSettings(t, known.rules));
  const threshold = setValue('warn-threshold');
  if (threshold !== undefined) overrides.warnThreshold = parse('warn-threshold', threshold, parseThreshold);
  const symlinks = setValue('symlinks');
  if (symlinks !== undefined) overrides.symlinkPolicy = parse('symlinks', symlinks, parseSymlinkPolicy);

  const inputs: ActionInputs = {
    workspace,
    root,
    config: null,
    configFrom: parse('config-from', raw('config-from') || INPUT_DEFAULTS['config-from'], parseConfigFrom),
    overrides,
    assumeRoot: boolean('assume-root'),
    summary: boolean('summary'),
    annotations: boolean('annotations'),
    reportPath: outputFile('report-path', workspace),
    sarifPath: outputFile('sarif-path', workspace),
    token: raw('token'),
    newOnly: boolean('new-only'),
    previousReport: previousReport(workspace),
    comment: boolean('comment'),
    cacheDir: cacheDir(workspace, env),
  };
  const failOn = raw('fail-on');
  if (failOn !== '') {
    const parsed = parse('fail-on', failOn, parseFailOn);
    if (setValue('fail-on') !== undefined) inputs.failOn = parsed;
  }
  const config = raw('config');
  if (config !== '') {
    const abs = path.resolve(workspace, config);
    if (config.includes('\0') || !insideWorkspace(workspace, abs)) {
      throw new ConfigError(`Input "config": ${quote(config)} is outside the workspace (GITHUB_WORKSPACE, after resolving symbolic links); expected a config file inside it`);
    }
    if (!fs.existsSync(abs)) throw new ConfigError(`Input "config": ${quote(config)} does not exist; expected a config file such as .agents-md-audit.yml`);
    inputs.config = abs;
  }
  return inputs;
}

/**
 * Whether a summary should be written when the inputs themselves are invalid: yes unless the
 * `summary` input is clearly off.
 */
export function summaryWanted(): boolean {
  try {
    return parseBoolean(raw('summary') || 'true');
  } catch {
    return true;
  }
}
