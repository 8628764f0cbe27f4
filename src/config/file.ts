/**
 * The optional repository config file, `.agents-md-audit.yml` (or `.yaml`/`.json`) at the root.
 * Front ends apply it first and let their own flags or inputs override it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseDocument } from 'yaml';
import { decodeLossy } from '../discovery/encoding.js';
import { readFirstCommittedFile } from '../discovery/committed-file.js';
import { readFileInside } from '../discovery/fsprobe.js';
import type { SeveritySetting } from '../report/model.js';
import { type AgentState, type AuditOptions, markGiven, mergeAgentState, type SymlinkPolicy } from './options.js';
import { relIsInside } from '../path-inside.js';
import {
  ConfigError,
  parseAgentState,
  parseFailOn,
  parseMaxBytes,
  parseProfiles,
  parseSeverity,
  parseSymlinkPolicy,
  parseThreshold,
  quote,
  assertKnownRule,
  type FailOn,
} from './parse.js';

export const CONFIG_FILE_NAMES = ['.agents-md-audit.yml', '.agents-md-audit.yaml', '.agents-md-audit.json'];

export interface FileConfig {
  path: string;
  profiles?: string[];
  workingDirectories?: string[];
  maxBytes?: number;
  fallbackFilenames?: string[];
  rootMarkers?: string[];
  rules?: Record<string, SeveritySetting>;
  warnThreshold?: number;
  symlinkPolicy?: SymlinkPolicy;
  failOn?: FailOn;
  agentState?: Partial<AgentState>;
}

const KEYS = [
  'profiles',
  'working-directories',
  'max-bytes',
  'fallback-filenames',
  'root-markers',
  'rules',
  'warn-threshold',
  'symlinks',
  'fail-on',
  'agent-state',
] as const;

function stringList(v: unknown, key: string, file: string): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  throw new ConfigError(`${file}: "${key}" must be a string or a list of strings`);
}

/** Largest config file read (a bigger one is refused, not cut). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

export interface LoadConfigOptions {
  /**
   * The directory an explicit config file must lie in (after resolving links), e.g. the action's
   * workspace. Without it, an explicit file inside `root` must stay inside `root`, and one outside
   * it (named on the command line by the user) is read as the user's own file.
   */
  within?: string;
}

/** Where to read a config file from: a containment directory and the path inside it. */
function placeOf(root: string, file: string, within: string | undefined): { base: string; rel: string } {
  const inside = (base: string): boolean => {
    const r = path.relative(base, file);
    return r !== '' && relIsInside(r);
  };
  if (within !== undefined) return { base: within, rel: path.relative(within, file) };
  if (inside(root)) return { base: root, rel: path.relative(root, file) };
  // The user's own file, outside the repository: links on its path are the user's choice.
  let real = file;
  try {
    real = fs.realpathSync(file);
  } catch {
    /* reported by the reader */
  }
  return { base: path.dirname(real), rel: path.basename(real) };
}

/** Where each candidate config file is looked for, and the name it is shown under. */
function candidatesOf(root: string, explicit: string | null, opts: LoadConfigOptions): { file: string; display: string }[] {
  const files = explicit ? [explicit] : CONFIG_FILE_NAMES.map((n) => path.join(root, n));
  return files.map((file) => {
    let display = explicit ? path.relative(opts.within ?? root, explicit).split(path.sep).join('/') || path.basename(file) : path.basename(file);
    if (explicit && (display.startsWith('../') || path.isAbsolute(display))) display = explicit;
    return { file, display };
  });
}

/**
 * Find and parse the config file in `root`; `explicit` names one (an absolute path). It is read
 * through the same safe reader as every repository file (src/discovery/fsprobe.ts): never through
 * a link out of the repository, never a FIFO or device, at most MAX_CONFIG_BYTES.
 */
export function loadConfigFile(
  root: string,
  explicit: string | null,
  known: { profiles: readonly string[]; rules: readonly string[] },
  opts: LoadConfigOptions = {},
): FileConfig | null {
  for (const { file, display } of candidatesOf(root, explicit, opts)) {
    const { base, rel } = placeOf(root, file, explicit ? opts.within : undefined);
    const r = readFileInside(base, rel, MAX_CONFIG_BYTES);
    if (r.status === 'absent') {
      if (explicit) throw new ConfigError(`config file ${quote(display)} does not exist`);
      continue;
    }
    if (r.status === 'refused') throw new ConfigError(`config file ${quote(display)} is not read: ${r.reason}`);
    return parseConfigText(decodeLossy(r.bytes), display, known);
  }
  return null;
}

/**
 * The config file as `commit` holds it (a pull request's base), read from git's object store with
 * the same names, cap and parser as `loadConfigFile`; null when the commit has none (an explicit
 * file the commit lacks included: the defaults applied there). `root` is the audited directory in
 * the work tree.
 */
export function loadCommittedConfigFile(
  root: string,
  commit: string,
  explicit: string | null,
  known: { profiles: readonly string[]; rules: readonly string[] },
  opts: LoadConfigOptions = {},
): FileConfig | null {
  const candidates = candidatesOf(root, explicit, opts);
  // One lookup for every name (git answers in order), then one read of the first it holds.
  const { index, read: r } = readFirstCommittedFile(
    root,
    commit,
    candidates.map(({ file }) => path.relative(root, file).split(path.sep).join('/')),
    MAX_CONFIG_BYTES,
  );
  if (r.status === 'absent') return null;
  const { display } = candidates[index]!;
  if (r.status === 'refused') throw new ConfigError(`config file ${quote(display)} at commit ${commit.slice(0, 12)} is not read: ${r.reason}`);
  return parseConfigText(decodeLossy(r.bytes), display, known);
}

/** Parse a config file's text (`display` names it in messages). Throws a ConfigError for anything wrong. */
export function parseConfigText(text: string, display: string, known: { profiles: readonly string[]; rules: readonly string[] }): FileConfig {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    const line = e.linePos?.[0]?.line;
    throw new ConfigError(`${display}${line ? `:${line}` : ''}: ${e.message.split('\n')[0]}`);
  }
  const data: unknown = doc.toJS();
  if (data === null || data === undefined) return { path: display };
  if (typeof data !== 'object' || Array.isArray(data)) throw new ConfigError(`${display}: expected a mapping of settings`);
  const obj = data as Record<string, unknown>;
  const out: FileConfig = { path: display };
  for (const key of Object.keys(obj)) {
    // `$schema` names the file's JSON Schema for editors (schema/config.schema.json); the audit ignores it.
    if (key === '$schema' && typeof obj[key] === 'string') continue;
    if (!(KEYS as readonly string[]).includes(key)) {
      throw new ConfigError(`${display}: unknown setting ${quote(key)}; known settings: ${KEYS.join(', ')}`);
    }
  }
  const at = (key: string, f: () => void): void => {
    try {
      f();
    } catch (e) {
      if (e instanceof ConfigError && !e.message.startsWith(display)) throw new ConfigError(`${display}: "${key}": ${e.message}`);
      throw e;
    }
  };
  if (obj.profiles !== undefined) at('profiles', () => (out.profiles = parseProfiles(stringList(obj.profiles, 'profiles', display).join(','), known.profiles)));
  if (obj['working-directories'] !== undefined) out.workingDirectories = stringList(obj['working-directories'], 'working-directories', display);
  if (obj['max-bytes'] !== undefined) at('max-bytes', () => (out.maxBytes = parseMaxBytes(String(obj['max-bytes']))));
  if (obj['fallback-filenames'] !== undefined) out.fallbackFilenames = stringList(obj['fallback-filenames'], 'fallback-filenames', display);
  if (obj['root-markers'] !== undefined) out.rootMarkers = stringList(obj['root-markers'], 'root-markers', display);
  if (obj['warn-threshold'] !== undefined) at('warn-threshold', () => (out.warnThreshold = parseThreshold(String(obj['warn-threshold']))));
  if (obj.symlinks !== undefined) at('symlinks', () => (out.symlinkPolicy = parseSymlinkPolicy(String(obj.symlinks))));
  if (obj['fail-on'] !== undefined) at('fail-on', () => (out.failOn = parseFailOn(String(obj['fail-on']))));
  if (obj['agent-state'] !== undefined) at('agent-state', () => (out.agentState = parseAgentState(stringList(obj['agent-state'], 'agent-state', display))));
  if (obj.rules !== undefined) {
    const rules = obj.rules;
    if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) throw new ConfigError(`${display}: "rules" must map rule ids to off, info, warning or error`);
    out.rules = {};
    for (const [id, sev] of Object.entries(rules as Record<string, unknown>)) {
      at('rules', () => {
        assertKnownRule(id, known.rules);
        out.rules![id] = parseSeverity(String(sev), id);
      });
    }
  }
  return out;
}

/**
 * Apply a config file's settings onto options (in place); returns its `fail-on`, if it sets one.
 * Every front end calls this first and then applies its own flags or inputs on top.
 */
export function applyFileConfig(options: AuditOptions, file: FileConfig | null): FailOn | undefined {
  if (!file) return undefined;
  if (file.profiles) options.profiles = file.profiles;
  if (file.workingDirectories) options.workingDirectories = file.workingDirectories;
  if (file.maxBytes !== undefined) {
    options.maxBytes = file.maxBytes;
    markGiven(options, 'maxBytes');
  }
  if (file.fallbackFilenames) {
    options.fallbackFilenames = file.fallbackFilenames;
    markGiven(options, 'fallbackFilenames');
  }
  if (file.agentState) options.agentState = mergeAgentState(options.agentState, file.agentState);
  if (file.rootMarkers) options.rootMarkers = file.rootMarkers;
  if (file.rules) options.rules = { ...file.rules };
  if (file.warnThreshold !== undefined) options.warnThreshold = file.warnThreshold;
  if (file.symlinkPolicy) options.symlinkPolicy = file.symlinkPolicy;
  return file.failOn;
}
