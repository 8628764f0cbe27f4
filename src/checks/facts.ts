/**
 * Shared, memoized views of one audit's discovery facts for the health checks: which paths are
 * instruction files, what each profile does with each of them (loads it, passes it over and why),
 * and small formatting helpers so every check words profiles, working directories and sizes alike.
 * Nothing here touches the file system: checks go through `ctx.probe` / `ctx.read`.
 */
import { fmtInt } from '../format.js';
import type { PassReason } from '../report/model.js';
import type { ProfileSettings } from '../profiles/types.js';
import type { CheckInput, CheckFinding } from './types.js';
import type { RuleMeta } from '../rules/meta.js';

export const OVERRIDE_FILE = 'AGENTS.override.md';

/** What one profile does with one path, over every audited working directory. */
export interface ProfileFate {
  /** Working directories whose chain loads the file. */
  loaded: string[];
  /** Working directories whose chain passes the file over, by reason (first detail kept). */
  passed: Map<PassReason, { cwds: string[]; detail?: string }>;
}

export interface CheckFacts {
  settings: ProfileSettings;
  /** Configured profile ids, in configured order. */
  profileIds: string[];
  /** Every base name some configured profile may load in a directory. */
  candidateNames: ReadonlySet<string>;
  /** Repository paths that are instruction files: on a chain, passed over by one, or named like a candidate. Sorted. */
  instructionPaths: string[];
  isInstruction(rel: string): boolean;
  /** Per profile, what its chains do with `rel` (empty map when no audited chain meets it). */
  fate(rel: string): ReadonlyMap<string, ProfileFate>;
  /** Profiles whose candidate names include `name`. */
  profilesNaming(name: string): string[];
}

const memo = new WeakMap<CheckInput, CheckFacts>();

export function baseName(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i === -1 ? rel : rel.slice(i + 1);
}

export function dirName(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i === -1 ? '.' : rel.slice(0, i);
}

export function settingsOf(input: Pick<CheckInput, 'options'>): ProfileSettings {
  const o = input.options;
  return { maxBytes: o.maxBytes, fallbackFilenames: o.fallbackFilenames, rootMarkers: o.rootMarkers, home: o.home };
}

export function factsOf(input: CheckInput): CheckFacts {
  const hit = memo.get(input);
  if (hit) return hit;
  const settings = settingsOf(input);
  const profileIds = input.profiles.map((p) => p.id);
  const namesByProfile = new Map(input.profiles.map((p) => [p.id, new Set(p.candidateNames(settings))]));
  const candidateNames = new Set<string>();
  for (const s of namesByProfile.values()) for (const n of s) candidateNames.add(n);

  const fates = new Map<string, Map<string, ProfileFate>>();
  const fateFor = (rel: string, profile: string): ProfileFate => {
    let byProfile = fates.get(rel);
    if (!byProfile) {
      byProfile = new Map();
      fates.set(rel, byProfile);
    }
    let f = byProfile.get(profile);
    if (!f) {
      f = { loaded: [], passed: new Map() };
      byProfile.set(profile, f);
    }
    return f;
  };
  for (const { chain } of input.chains) {
    for (const file of chain.files) {
      if (file.personal) continue;
      fateFor(file.path, chain.profile).loaded.push(chain.cwd);
    }
    for (const p of chain.passedOver) {
      const f = fateFor(p.path, chain.profile);
      let entry = f.passed.get(p.reason);
      if (!entry) {
        entry = { cwds: [], ...(p.detail !== undefined ? { detail: p.detail } : {}) };
        f.passed.set(p.reason, entry);
      }
      entry.cwds.push(chain.cwd);
    }
  }
  const paths = new Set<string>(fates.keys());
  for (const c of input.candidates) if (candidateNames.has(baseName(c))) paths.add(c);
  const instructionPaths = [...paths].filter((p) => !p.startsWith('~')).sort();
  const instructionSet = new Set(instructionPaths);
  const empty: ReadonlyMap<string, ProfileFate> = new Map();

  const facts: CheckFacts = {
    settings,
    profileIds,
    candidateNames,
    instructionPaths,
    isInstruction: (rel) => instructionSet.has(rel),
    fate: (rel) => fates.get(rel) ?? empty,
    profilesNaming: (name) => profileIds.filter((id) => namesByProfile.get(id)?.has(name)),
  };
  memo.set(input, facts);
  return facts;
}

/** `32,768` */
export { fmtInt };

/** "1 byte", "2 bytes". */
export function plural(n: number, one: string, many: string): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}

/** The verb form agreeing with a list of profiles: `verb(['codex'], 'loads', 'load')` → "loads". */
export function verb(ids: readonly string[], one: string, many: string): string {
  return ids.length === 1 ? one : many;
}

/** `codex, a3s` (profiles in the order given). */
export function fmtProfiles(ids: readonly string[]): string {
  return ids.length === 0 ? 'no configured agent' : ids.join(', ');
}

/** A working directory for a sentence: `.` reads as "the repository root". */
export function fmtCwd(cwd: string): string {
  return cwd === '.' ? 'the repository root' : cwd;
}

/** "packages/api", "packages/api and packages/web", "a, b, c and 397 more working directories". */
export function fmtCwds(cwds: readonly string[], cap = 3): string {
  if (cwds.length === 0) return 'no working directory';
  const shown = cwds.slice(0, cap).map(fmtCwd);
  const more = cwds.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${fmtInt(more)} more working director${more === 1 ? 'y' : 'ies'}`;
  if (shown.length === 1) return shown[0]!;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** "x", "x and y", "x, y and 3 more" for any list of names. */
export function fmtList(items: readonly string[], cap = 3): string {
  const shown = items.slice(0, cap);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${fmtInt(more)} more`;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** A repository value shown inside a message: quoted, control characters escaped, length-capped. */
export function q(value: string): string {
  return JSON.stringify(value.length > 120 ? `${value.slice(0, 120)}…` : value);
}

/** Sorted, de-duplicated copy (working directories in report order: root first). */
export function uniqueSorted(items: Iterable<string>): string[] {
  return [...new Set(items)].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
}

const REASON_TEXT: Record<PassReason, string> = {
  hidden: 'loads another file of its directory instead',
  'whitespace-only': 'skips it as blank',
  'not-regular-file': 'skips it as not a regular file',
  'symlink-rejected': 'ignores it as a symlink',
  'outside-root': 'refuses it as outside the repository',
  'invalid-utf8': 'rejects it as invalid UTF-8',
  'budget-spent': 'never reaches it because the byte budget is spent',
  'empty-after-cut': 'cuts it to nothing',
  'unsafe-name': 'refuses its name',
  unreadable: 'cannot read it',
  'not-configured': 'is not configured to read it',
};

/**
 * One clause per profile on what it does with `rel`, e.g. "codex loads it in packages/api; a3s
 * rejects it (not valid UTF-8)". Empty string when no audited chain meets the file.
 */
export function describeFate(facts: CheckFacts, rel: string): string {
  const fate = facts.fate(rel);
  const parts: string[] = [];
  for (const id of facts.profileIds) {
    const f = fate.get(id);
    if (!f) continue;
    if (f.loaded.length > 0) {
      parts.push(`${id} loads it in ${fmtCwds(uniqueSorted(f.loaded))}`);
      continue;
    }
    const [reason] = f.passed.keys();
    if (reason !== undefined) parts.push(`${id} ${REASON_TEXT[reason]}`);
  }
  return parts.join('; ');
}

/** Profiles that load `rel` in at least one chain. */
export function loadingProfiles(facts: CheckFacts, rel: string): string[] {
  const fate = facts.fate(rel);
  return facts.profileIds.filter((id) => (fate.get(id)?.loaded.length ?? 0) > 0);
}

/** Profiles whose chains meet `rel` at all (load it or pass it over). */
export function concernedProfiles(facts: CheckFacts, rel: string): string[] {
  const fate = facts.fate(rel);
  return facts.profileIds.filter((id) => fate.has(id));
}

/** Working directories whose chains meet `rel` (load it or pass it over), any profile. */
export function concernedCwds(facts: CheckFacts, rel: string): string[] {
  const out: string[] = [];
  for (const f of facts.fate(rel).values()) {
    out.push(...f.loaded);
    for (const e of f.passed.values()) out.push(...e.cwds);
  }
  return uniqueSorted(out);
}

/**
 * A finding of `meta` on the instruction file `rel`, at the rule's default severity, naming the
 * profiles that load or look for the file.
 */
export function fileFinding(
  meta: RuleMeta,
  facts: CheckFacts,
  rel: string,
  fields: Omit<CheckFinding, 'ruleId' | 'severity' | 'path' | 'profiles'>,
): CheckFinding {
  const profiles = concernedProfiles(facts, rel);
  return { ruleId: meta.id, severity: meta.defaultSeverity, path: rel, ...fields, ...(profiles.length > 0 ? { profiles } : {}) };
}
