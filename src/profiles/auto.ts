/**
 * `profiles: auto` (docs/profiles.md#auto): Codex's AGENTS.md convention, always, plus every agent
 * whose `signals` (Profile.signals) match a path of the one listing the audit made. Generic: any
 * profile in the registry that declares signals is picked by them. Pure, given the paths.
 *
 * Bounded work: each signal's glob is compiled once and tried only on the paths that hold its
 * longest literal part (`CLAUDE.md`, `.claude`, `.instructions.md`), a substring test; a signal
 * keeps at most MAX_EXAMPLES example paths and counts the rest.
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

interface CompiledSignal {
  signal: ProfileSignal;
  literal: string | null;
  isMatch: (rel: string) => boolean;
}

const compiled = new Map<string, CompiledSignal>();

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

function compile(signal: ProfileSignal): CompiledSignal {
  let c = compiled.get(signal.glob);
  if (!c) {
    c = { signal, literal: requiredLiteral(signal.glob), isMatch: picomatch(signal.glob, { dot: true }) };
    compiled.set(signal.glob, c);
  }
  return { ...c, signal };
}

/** What each of `signals` matches among `paths` (signals that match nothing left out). */
export function matchSignals(signals: readonly ProfileSignal[], paths: Iterable<string>): SignalMatch[] {
  const cs = signals.map(compile);
  const found = cs.map(() => ({ count: 0, examples: [] as string[] }));
  for (const rel of paths) {
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (c.literal !== null && !rel.includes(c.literal)) continue;
      if (!c.isMatch(rel)) continue;
      const f = found[i]!;
      f.count++;
      if (f.examples.length < MAX_EXAMPLES) f.examples.push(rel);
    }
  }
  return cs.map((c, i) => ({ signal: c.signal, ...found[i]! })).filter((m) => m.count > 0);
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
  const withSignals = PROFILES.filter((p) => p.signals !== undefined && p.signals.length > 0 && !named.includes(p.id) && !namedAgents.has(agentOf(p.id)));
  const listed = [...paths()];
  for (const p of PROFILES) {
    if (named.includes(p.id) || namedAgents.has(agentOf(p.id))) continue;
    const matches = withSignals.includes(p) ? matchSignals(p.signals!, listed) : [];
    const kept = also.find((c) => c.profile === p.id);
    if (matches.length > 0) out.push({ profile: p.id, because: becauseText(matches) });
    else if (p.id === AUTO_BASE_PROFILE) out.push({ profile: p.id, because: DEFAULT_BECAUSE });
    else if (kept) out.push(kept);
  }
  for (const profile of named) out.push({ profile, because: NAMED });
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
  const listed = [...paths()];
  const out: ProfileChoice[] = [];
  for (const p of primaries) {
    if (chosenAgents.has(agentOf(p.id))) continue;
    const own = (p.signals ?? []).map((s) => s.glob);
    const byName: ProfileSignal[] = candidateNames(p)
      .filter((n) => owner.get(n) === p.id && !own.includes(`**/${n}`))
      .map((n) => ({ glob: `**/${n}`, what: `${n} files` }));
    const matches = matchSignals([...(p.signals ?? []), ...byName], listed);
    if (matches.length > 0) out.push({ profile: p.id, because: becauseText(matches) });
  }
  return out;
}
