/**
 * Parsers for the settings every front end shares (CLI flags, action inputs, config file).
 * Each throws a ConfigError whose message names the bad value and the accepted ones; the
 * caller prefixes the name of its flag or input.
 */
import type { SeveritySetting } from '../report/model.js';
import { maskSecrets } from '../rules/mask.js';
import { resolveProfileVersion } from '../profiles/versions.js';
import { type AgentState, CODEX_TRUST_LEVELS, type CodexTrustLevel, SYMLINK_POLICIES, type SymlinkPolicy } from './options.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const SEVERITY_SETTINGS: readonly SeveritySetting[] = ['off', 'info', 'warning', 'error'];
export const FAIL_ON_VALUES = ['error', 'warning', 'never'] as const;
export type FailOn = (typeof FAIL_ON_VALUES)[number];

/**
 * Printable form of a user or repository value for a message: secrets masked (before the cut, so a
 * cut never leaves a token's start readable), quoted, control characters escaped, length-capped.
 */
export function quote(value: string): string {
  const safe = maskSecrets(value);
  const shown = safe.length > 80 ? `${safe.slice(0, 80)}…` : safe;
  return JSON.stringify(shown);
}

/** Split a list given as lines and/or commas; trims, drops blanks and `#` comment lines. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
}

/** Split a list given one per line (paths and globs may contain commas). */
export function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
}

export function parseMaxBytes(text: string): number {
  const t = text.trim();
  if (!/^\d+$/.test(t)) {
    throw new ConfigError(`${quote(text)} is not a byte count: expected a whole number ≥ 0 (0 disables instructions)`);
  }
  const n = Number(t);
  if (!Number.isSafeInteger(n)) throw new ConfigError(`${quote(text)} is too large`);
  return n;
}

export function parseThreshold(text: string): number {
  const t = text.trim();
  const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(t);
  if (!m) throw new ConfigError(`${quote(text)} is not a threshold: expected a percentage such as 90 or 90%`);
  const n = Number(m[1]);
  if (!(n > 0 && n <= 100)) throw new ConfigError(`${quote(text)} is out of range: expected a percentage above 0 and at most 100`);
  return n / 100;
}

export function parseSeverity(text: string, ruleId: string): SeveritySetting {
  const t = text.trim().toLowerCase();
  if ((SEVERITY_SETTINGS as readonly string[]).includes(t)) return t as SeveritySetting;
  // remark-lint style numbers and booleans, so a .remarkrc habit works here too.
  if (t === '0' || t === 'false') return 'off';
  if (t === '1' || t === 'warn') return 'warning';
  if (t === '2' || t === 'true') return 'error';
  throw new ConfigError(`rule ${quote(ruleId)} has severity ${quote(text)}: expected one of off, info, warning, error`);
}

/**
 * Per-rule severities from lines of `rule-id: off|info|warning|error` (commas also separate).
 * Unknown rule ids are rejected so a typo does not silently do nothing.
 */
export function parseRuleSettings(text: string, knownRuleIds: readonly string[]): Record<string, SeveritySetting> {
  const out: Record<string, SeveritySetting> = {};
  for (const entry of splitList(text)) {
    const m = /^([A-Za-z0-9_-]+)\s*[:=]\s*(\S+)$/.exec(entry);
    if (!m) throw new ConfigError(`${quote(entry)} is not a rule setting: expected "rule-id: off|info|warning|error"`);
    const id = m[1]!;
    assertKnownRule(id, knownRuleIds);
    out[id] = parseSeverity(m[2]!, id);
  }
  return out;
}

export function assertKnownRule(id: string, knownRuleIds: readonly string[]): void {
  if (!knownRuleIds.includes(id)) {
    const near = knownRuleIds.filter((k) => k.includes(id) || id.includes(k)).slice(0, 3);
    throw new ConfigError(
      `unknown rule ${quote(id)}${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}; known rules: ${knownRuleIds.join(', ')}`,
    );
  }
}

/**
 * Profile ids, comma-separated. `AGENT@VERSION` (`codex@0.169.0`) selects the profile that models
 * that version of the agent (src/profiles/versions.ts); a version the audit does not know is an error
 * that lists the known ones. `auto` (docs/profiles.md#auto) chooses from the repository; beside it,
 * named ids are added (`auto,aider`).
 */
export function parseProfiles(text: string, knownProfiles: readonly string[]): string[] {
  const list = splitList(text);
  if (list.length === 0) throw new ConfigError(`no profile given: expected auto, or one or more of ${knownProfiles.join(', ')}`);
  const out: string[] = [];
  for (const p of list) {
    let id = p;
    if (p.toLowerCase() === 'auto') {
      if (!out.includes('auto')) out.push('auto');
      continue;
    }
    if (!knownProfiles.includes(p)) {
      const v = resolveProfileVersion(p);
      if (v === null) throw new ConfigError(`unknown profile ${quote(p)}: expected auto, or one or more of ${knownProfiles.join(', ')}`);
      if ('error' in v) throw new ConfigError(maskSecrets(v.error));
      id = v.id;
    }
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

export function parseFailOn(text: string): FailOn {
  const t = text.trim().toLowerCase();
  if ((FAIL_ON_VALUES as readonly string[]).includes(t)) return t as FailOn;
  throw new ConfigError(`${quote(text)} is not accepted: expected one of ${FAIL_ON_VALUES.join(', ')}`);
}

export function parseSymlinkPolicy(text: string): SymlinkPolicy {
  const t = text.trim();
  if ((SYMLINK_POLICIES as readonly string[]).includes(t)) return t as SymlinkPolicy;
  throw new ConfigError(`${quote(text)} is not a symlink policy: expected one of ${SYMLINK_POLICIES.join(', ')}`);
}

export function parseBoolean(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(t)) return true;
  if (['false', 'no', 'off', '0'].includes(t)) return false;
  throw new ConfigError(`${quote(text)} is not a boolean: expected true or false`);
}

/**
 * A fallback file name must be a plain name in its directory. A3S Code rejects these names;
 * Codex would join them as-is (so `../x.md` reads outside the directory), which the audit refuses too.
 * Returns the reason it is unsafe, or null.
 */
export function unsafeFilenameReason(name: string): string | null {
  if (name === '') return 'it is empty';
  if (name === '.' || name === '..') return `it is ${quote(name)}`;
  if (name.length > 255) return 'it is longer than 255 characters';
  if (name.includes('\0')) return 'it contains a NUL character';
  for (const ch of ['/', '\\', ':']) if (name.includes(ch)) return `it contains ${quote(ch)}`;
  return null;
}

export const AGENT_STATE_SYNTAX =
  'codex-trust=trusted|unset|untrusted, codex-trust=DIR:trusted|unset|untrusted, claude-external-imports=approved|not-approved or gemini-folder-trust=trusted|untrusted';

/**
 * `codex-trust=untrusted`, `codex-trust=packages/api:trusted`, `claude-external-imports=approved`,
 * `gemini-folder-trust=untrusted` (the CLI's repeatable `--agent-state` and the config file's
 * `agent-state` list) → AgentState fields; later items win.
 */
export function parseAgentState(items: readonly string[]): Partial<AgentState> {
  const out: Partial<AgentState> = {};
  const dirs: Record<string, CodexTrustLevel> = {};
  const bad = (item: string, why = ''): ConfigError => new ConfigError(`${quote(item)} is not an agent state${why}: expected ${AGENT_STATE_SYNTAX}`);
  for (const item of items) {
    const eq = item.indexOf('=');
    if (eq === -1) throw bad(item);
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === 'codex-trust') {
      const colon = value.lastIndexOf(':');
      const level = colon === -1 ? value : value.slice(colon + 1);
      if (!(CODEX_TRUST_LEVELS as readonly string[]).includes(level)) throw bad(item);
      if (colon === -1) {
        out.codexTrust = level as CodexTrustLevel;
        continue;
      }
      const raw = value.slice(0, colon).replace(/\\/g, '/').replace(/^\.\/+/, '').replace(/\/+$/, '');
      const segs = raw.split('/');
      if (raw.startsWith('/') || segs.includes('..') || (raw !== '' && segs.some((s) => s === ''))) throw bad(item, ' (the directory must be relative to the repository root, inside it)');
      if (raw === '' || raw === '.') out.codexTrust = level as CodexTrustLevel;
      else dirs[segs.filter((s) => s !== '.').join('/')] = level as CodexTrustLevel;
    } else if (key === 'claude-external-imports' && (value === 'approved' || value === 'not-approved')) out.claudeExternalImports = value === 'approved';
    else if (key === 'gemini-folder-trust' && (value === 'trusted' || value === 'untrusted')) out.geminiFolderTrust = value;
    else throw bad(item);
  }
  if (Object.keys(dirs).length > 0) out.codexTrustDirs = dirs;
  return out;
}
