/**
 * `profiles: auto` (docs/profiles.md#auto): Codex's AGENTS.md convention, always, plus every agent
 * whose `signals` (Profile.signals) match a path of the one listing the audit made. Generic: any
 * profile in the registry that declares signals is picked by them. Pure, given the paths.
 *
 * Bounded work: one pass over the listing's paths for all profiles' signals, constant work per path
 * for the usual glob shapes (`matchSignals`); a signal keeps at most MAX_EXAMPLES example paths and
 * counts the rest.
 */
import picomatch from 'picomatch';
import { PROFILES } from './index.js';
import type { ProfileChoice } from '../report/model.js';
import type { Profile, ProfileSignal } from './types.js';

/** The pseudo profile id that asks for the choice. */
export const AUTO = 'auto';
/** Always chosen by `auto`: the AGENTS.md convention every agent CLI the audit knows can read. */
export const AUTO_BASE_PROFILE = 'codex';
/** What `because` says of a profile given by name. */
export const NAMED = 'named';
export const DEFAULT_BECAUSE = 'default: the AGENTS.md convention';
/** Example paths a `because` names per signal at most. */
export const MAX_EXAMPLES = 2;

/** One profile an audit chose, and why (the report's `profilesChosen`). */
export type { ProfileChoice };

/** What one signal matched: how many paths, the first few. */
export interface SignalMatch {
  signal: ProfileSignal;
  count: number;
  examples: string[];
}

/**
 * How a signal is matched. Most globs are one of four shapes matched without a regular expression
 * (a name in any directory, a path, a folder in any directory, a folder at a path); any other glob
 * goes to picomatch, tried only on paths holding its longest literal part.
 */
type Matcher =
  | { kind: 'name'; name: string }
  | { kind: 'path'; path: string }
  | { kind: 'folder'; name: string }
  | { kind: 'under'; prefix: string }
  | { kind: 'glob'; literal: string | null; isMatch: (rel: string) => boolean };

/**
 * The longest run of plain characters a path must hold to match `glob` (outside braces, brackets
 * and extglob parentheses, never across `/`), or null when there is none to rely on.
 */
export function requiredLiteral(glob: string): string | null {
  let best = '';
  let run = '';
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '\\') return null;
    if (ch === '{' || ch === '[' || ch === '(') {
      depth++;
      run = '';
      continue;
    }
    if (ch === '}' || ch === ']' || ch === ')') {
      depth = Math.max(0, depth - 1);
      run = '';
      continue;
    }
    // An extglob's `+(`/`@(`/`!(`/`?(`/`*(` and any wildcard end a run.
    if (depth > 0 || ch === '*' || ch === '?' || ch === '/' || ch === '!' || ch === '+' || ch === '@' || ch === '|') {
      run = '';
      continue;
    }
    run += ch;
    if (run.length > best.length) best = run;
  }
  return best === '' ? null : best;
}

const SPECIAL = /[*?[\]{}()!+@\\]/;

/** The matcher for `glob`, equal to picomatch's `dot: true` answer on file paths (test/profiles/auto.test.ts checks it). */
export function matcherOf(glob: string): Matcher {
  const plain = (x: string): boolean => x !== '' && !SPECIAL.test(x);
  if (glob.startsWith('**/')) {
    const rest = glob.slice(3);
    if (plain(rest) && !rest.includes('/')) return { kind: 'name', name: rest };
    const dir = rest.endsWith('/**') ? rest.slice(0, -3) : '';
    if (plain(dir) && !dir.includes('/')) return { kind: 'folder', name: dir };
  }
  if (glob.endsWith('/**') && plain(glob.slice(0, -3))) return { kind: 'under', prefix: glob.slice(0, -3) };
  if (plain(glob)) return { kind: 'path', path: glob };
  return { kind: 'glob', literal: requiredLiteral(glob), isMatch: picomatch(glob, { dot: true }) };
}

const matchers = new Map<string, Matcher>();

function cachedMatcher(glob: string): Matcher {
  let m = matchers.get(glob);
  if (!m) matchers.set(glob, (m = matcherOf(glob)));
  return m;
}

/**
 * What each of `signals` matches among `paths` (signals that match nothing left out). One pass,
 * constant work per path for the usual shapes: its base name looked up, its directory's answer
 * reused while the paths stay in one directory (a listing is in path order).
 */
export function matchSignals(signals: readonly ProfileSignal[], paths: Iterable<string>): SignalMatch[] {
  return matchEach(signals, paths).filter((m) => m.count > 0);
}

/** `matchSignals`, one entry per signal (in order), those without a match included. */
function matchEach(signals: readonly ProfileSignal[], paths: Iterable<string>): SignalMatch[] {
  const ms = signals.map((s) => cachedMatcher(s.glob));
  const found = ms.map(() => ({ count: 0, examples: [] as string[] }));
  const hit = (i: number, rel: string): void => {
    const f = found[i]!;
    f.count++;
    if (f.examples.length < MAX_EXAMPLES) f.examples.push(rel);
  };
  const byName = new Map<string, number[]>();
  const exact = new Map<string, number[]>();
  const dirWise: number[] = [];
  const globs: number[] = [];
  const add = (map: Map<string, number[]>, k: string, i: number): void => void (map.get(k)?.push(i) ?? map.set(k, [i]));
  // A folder signal's own name as a file (`.claude` itself) matches too, as picomatch's `**/x/**` does.
  const ownName = new Map<string, number[]>();
  ms.forEach((m, i) => {
    if (m.kind === 'name') add(byName, m.name, i);
    else if (m.kind === 'path') add(exact, m.path, i);
    else if (m.kind === 'glob') globs.push(i);
    else {
      dirWise.push(i);
      if (m.kind === 'folder') add(ownName, m.name, i);
      else add(exact, m.prefix, i);
    }
  });
  // A folder signal matches a path whose directory has that folder in it.
  const inDir = (m: Matcher, dir: string): boolean =>
    m.kind === 'folder' ? dir === m.name || dir.startsWith(`${m.name}/`) || dir.endsWith(`/${m.name}`) || dir.includes(`/${m.name}/`) : m.kind === 'under' && (dir === m.prefix || dir.startsWith(`${m.prefix}/`));
  let lastDir: string | null = null;
  let dirHits: number[] = [];
  for (const rel of paths) {
    const slash = rel.lastIndexOf('/');
    const name = slash === -1 ? rel : rel.slice(slash + 1);
    const named = byName.get(name);
    if (named !== undefined) for (const i of named) hit(i, rel);
    const at = exact.get(rel);
    if (at !== undefined) for (const i of at) hit(i, rel);
    if (dirWise.length > 0) {
      // The directory's answer, while the paths stay in it (a listing is in path order).
      if (lastDir === null || slash !== lastDir.length || !rel.startsWith(lastDir)) {
        lastDir = slash === -1 ? '' : rel.slice(0, slash);
        dirHits = dirWise.filter((i) => inDir(ms[i]!, lastDir!));
      }
      for (const i of dirHits) hit(i, rel);
      const own = ownName.get(name);
      if (own !== undefined) for (const i of own) if (!dirHits.includes(i)) hit(i, rel);
    }
    for (const i of globs) {
      const m = ms[i] as Extract<Matcher, { kind: 'glob' }>;
      if ((m.literal === null || rel.includes(m.literal)) && m.isMatch(rel)) hit(i, rel);
    }
  }
  return ms.map((_m, i) => ({ signal: signals[i]!, ...found[i]! }));
}

/** `what` for one match: "CLAUDE.md files" → "CLAUDE.md file". */
function singular(what: string): string {
  return what.replace(/\b(file|folder|director)(s|ies)\b/, (_m, stem: string) => (stem === 'director' ? 'directory' : stem));
}

/** "3 CLAUDE.md files (CLAUDE.md, pkg/CLAUDE.md, …)"; several signals joined with "; ". */
export function becauseText(matches: readonly SignalMatch[]): string {
  return matches
    .map((m) => `${m.count.toLocaleString('en-US')} ${m.count === 1 ? singular(m.signal.what) : m.signal.what} (${m.examples.join(', ')}${m.count > m.examples.length ? ', …' : ''})`)
    .join('; ');
}

/** The agent a profile id stands for: `claude-code@both` → `claude-code`; the `copilot` alias → `copilot-review`. */
export function agentOf(id: string): string {
  const base = id.split('@')[0]!;
  return base === 'copilot' ? 'copilot-review' : base;
}

/**
 * The profiles to audit for `requested` (ids, with `auto` among them or not) in a repository whose
 * listing holds `paths`, each with why, in the registry's order (named ones where `auto` stands
 * among them keep their place after auto's). An explicit list without `auto` is returned as named.
 * `also`: choices made elsewhere that `auto` must keep (a pull request's base commit, so that a
 * pull request removing a signal never drops an agent the base audits).
 */
export function chooseProfiles(requested: readonly string[], paths: () => Iterable<string>, also: readonly ProfileChoice[] = []): ProfileChoice[] {
  if (!requested.includes(AUTO)) return requested.map((profile) => ({ profile, because: NAMED }));
  const named = requested.filter((p) => p !== AUTO);
  const namedAgents = new Set(named.map(agentOf));
  const out: ProfileChoice[] = [];
  const candidates = PROFILES.filter((p) => (p.signals?.length ?? 0) > 0 && !named.includes(p.id) && !namedAgents.has(agentOf(p.id)));
  const byProfile = matchByProfile(candidates, paths());
  for (const p of PROFILES) {
    if (named.includes(p.id) || namedAgents.has(agentOf(p.id))) continue;
    const matches = byProfile.get(p.id) ?? [];
    const kept = also.find((c) => c.profile === p.id);
    if (matches.length > 0) out.push({ profile: p.id, because: becauseText(matches) });
    else if (p.id === AUTO_BASE_PROFILE) out.push({ profile: p.id, because: DEFAULT_BECAUSE });
    else if (kept) out.push(kept);
  }
  for (const profile of named) out.push({ profile, because: NAMED });
  return out;
}

/** Every profile's signals matched in one pass over `paths`: profile id → its matches. */
function matchByProfile(profiles: readonly { id: string; signals?: readonly ProfileSignal[] }[], paths: Iterable<string>): Map<string, SignalMatch[]> {
  const all = profiles.flatMap((p) => (p.signals ?? []).map((signal) => ({ id: p.id, signal })));
  const found = matchEach(
    all.map((a) => a.signal),
    paths,
  );
  const out = new Map<string, SignalMatch[]>();
  found.forEach((m, i) => {
    if (m.count === 0) return;
    const id = all[i]!.id;
    out.set(id, [...(out.get(id) ?? []), m]);
  });
  return out;
}

/** Whether `requested` asks for `auto`. */
export function isAuto(requested: readonly string[]): boolean {
  return requested.includes(AUTO);
}

/**
 * Every profile an audit of `requested` could choose (what the base of a comparison reads up front):
 * the named ones, and with `auto` every profile that declares signals, and the base profile.
 */
export function possibleProfiles(requested: readonly string[]): Profile[] {
  if (!isAuto(requested)) return PROFILES.filter((p) => requested.includes(p.id));
  return PROFILES.filter((p) => requested.includes(p.id) || p.id === AUTO_BASE_PROFILE || (p.signals?.length ?? 0) > 0);
}

/**
 * Agents the audit did not choose whose instruction files or signals the repository holds (for the
 * verdict when the chosen ones load nothing): profiles with signals whose agent is not among
 * `chosen`, matched by their signals and by the candidate names they own. A name belongs to the
 * agent whose signal it is (`**\/GEMINI.md`: gemini), else to the first profile in the registry
 * that looks for it (`AGENTS.md`: codex), so a name several agents read names one of them.
 */
export function otherAgents(chosen: readonly string[], paths: () => Iterable<string>, candidateNames: (p: Profile) => readonly string[]): ProfileChoice[] {
  const chosenAgents = new Set(chosen.map(agentOf));
  const primaries = PROFILES.filter((p) => (p.signals?.length ?? 0) > 0 || p.id === AUTO_BASE_PROFILE);
  const owner = new Map<string, string>();
  for (const p of primaries) {
    for (const s of p.signals ?? []) {
      const m = /^\*\*\/([^*?[\]{}()!/]+)$/.exec(s.glob);
      if (m && !owner.has(m[1]!)) owner.set(m[1]!, p.id);
    }
  }
  for (const p of primaries) for (const n of candidateNames(p)) if (!owner.has(n)) owner.set(n, p.id);
  const considered = primaries
    .filter((p) => !chosenAgents.has(agentOf(p.id)))
    .map((p) => {
      const own = (p.signals ?? []).map((s) => s.glob);
      const byName: ProfileSignal[] = candidateNames(p)
        .filter((n) => owner.get(n) === p.id && !own.includes(`**/${n}`))
        .map((n) => ({ glob: `**/${n}`, what: `${n} files` }));
      return { id: p.id, signals: [...(p.signals ?? []), ...byName] };
    });
  const byProfile = matchByProfile(considered, paths());
  const out: ProfileChoice[] = [];
  for (const p of considered) {
    const matches = byProfile.get(p.id) ?? [];
    if (matches.length > 0) out.push({ profile: p.id, because: becauseText(matches) });
  }
  return out;
}
