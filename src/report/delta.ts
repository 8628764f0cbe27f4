/**
 * The delta of two audits of one repository (a base and a head): the chains whose loaded
 * instructions differ (by the digest of the exact text the agent receives, not by size), what the
 * edited lines of each instruction file do to the agents that read them, and the findings that are
 * new, worse, better or fixed. Pure: two reports (and, for a commit base, the file diffs git gave)
 * in, one Delta out; the front ends decide where the base report comes from.
 */
import { maskSecrets } from '../rules/mask.js';
import { chainUsage, SEVERITY_RANK, type Chain, type Finding, type HistoryPoint, type Report } from './model.js';

/** What one side of a chain loads. */
export interface DeltaSide {
  usedBytes: number;
  budget: number | null;
  truncated: boolean;
  /** Loaded paths, in the order the agent joins them. */
  files: string[];
  /** Digest of the prompt exactly as the agent receives it (absent in reports written before it existed). */
  textDigest?: string;
  /** Per loaded file, the digest of the text it contributes (parallel to `files`). */
  loaded?: { path: string; loadedDigest: string }[];
}

/** Lines of one file an agent newly stops (or starts again) seeing; `toLine` null: to the end. */
export interface LineSpan {
  path: string;
  fromLine: number;
  toLine: number | null;
}

export interface ChainDelta {
  cwd: string;
  profile: string;
  /** null: the chain did not exist on that side (a new or removed working directory). */
  before: DeltaSide | null;
  after: DeltaSide | null;
  /** Files the chain loads now and did not before, and the reverse. */
  added: string[];
  dropped: string[];
  /** Lines cut by the budget at head that the base loaded (head's line numbers). */
  linesLost: LineSpan[];
  /** Lines the base cut that head loads again (base's line numbers). */
  linesRegained: LineSpan[];
  /** Files newly passed over because another one wins (an override, a nearer file, a first name). */
  newlyHidden: { path: string; by: string | null }[];
}

export interface DeltaBase {
  /** `commit`: the committed tree at a git revision; `report`: a previous JSON report. */
  kind: 'commit' | 'report';
  /** The ref as given (`main`, `origin/main`, a sha), or the report's file name. */
  ref: string;
  /** The full commit id, for `kind: 'commit'`. */
  commit?: string;
  /** What the base side holds, in words (e.g. the committed state only). */
  note: string;
}

/** A fixed finding, as the base reported it (head no longer has it). */
export type FixedFinding = Pick<Finding, 'ruleId' | 'severity' | 'path' | 'line' | 'message' | 'fingerprint'>;

/** A finding on the same subject at both sides whose severity or rule moved: worse or better. */
export interface ChangedFinding {
  before: FixedFinding;
  after: FixedFinding;
}

/** One hunk of an instruction file's diff (base → head), and who reads it. */
export interface FileHunk {
  /** The changed lines at head (`toLine` ≥ `fromLine`), or null for lines only removed. */
  head: { fromLine: number; toLine: number } | null;
  /** The changed lines at the base, or null for lines only added. */
  base: { fromLine: number; toLine: number } | null;
  /** The unified diff lines (` `, `-`, `+` first), secrets masked, at most DIFF_MAX_LINES_PER_FILE per file. */
  lines: string[];
  /** Lines of the hunk left out for the caps. */
  moreLines: number;
  /** Who reads the changed lines: one entry per set of working directories, with the profiles that read them there. */
  readBy: ReaderGroup[];
  /** Profiles that load the file but not these lines (past their budget cut), with where. */
  pastCut: (ReaderGroup & { fromLine: number; toLine: number })[];
}

/** Profiles that share one set of working directories (at most DIFF_MAX_CWDS named, `moreCwds` the rest). */
export interface ReaderGroup {
  profiles: string[];
  cwds: string[];
  moreCwds?: number;
}

/** An edited instruction file: its hunks and, when no chain loads the changed lines, that loudly. */
export interface FileChange {
  path: string;
  hunks: FileHunk[];
  /** Hunks left out for the caps. */
  moreHunks: number;
}

/** An instruction file's diff as git gives it (work tree against the base commit), before it is mapped to chains. */
export interface FileDiff {
  path: string;
  hunks: { oldStart: number; oldCount: number; newStart: number; newCount: number; lines: string[] }[];
}

export interface Delta {
  base: DeltaBase;
  chains: ChainDelta[];
  /** Fingerprints at head and not at the base. */
  newFindings: string[];
  /** Fingerprints at the base and not at head. */
  fixedFindings: string[];
  /** The fixed findings themselves (from the base report), for the summary: gone at head. */
  fixed: FixedFinding[];
  /** Findings on one subject whose severity or rule got worse (near-budget → over-budget, warning → error). */
  worse?: ChangedFinding[];
  /** The same, better (over-budget → near-budget, error → warning). */
  better?: ChangedFinding[];
  /** The edited instruction files, hunk by hunk, with who reads each change (a commit base only). */
  changes?: FileChange[];
  /** Hunks or lines left out of `changes` for the caps, in all. */
  changesMore?: { files: number; lines: number };
}

function side(c: Chain | undefined): DeltaSide | null {
  if (!c) return null;
  const s: DeltaSide = { usedBytes: c.usedBytes, budget: c.budget, truncated: c.files.some((f) => f.truncated), files: c.files.map((f) => f.path) };
  if (c.textDigest !== undefined) s.textDigest = c.textDigest;
  if (c.files.some((f) => f.loadedDigest !== undefined)) s.loaded = c.files.map((f) => ({ path: f.path, loadedDigest: f.loadedDigest ?? '' }));
  return s;
}

/** First line not loaded in `path` (Infinity: all loaded; 1: none), or null when the file is not in the chain at all. */
function lostFrom(c: Chain, path: string): { from: number; last: number | null } | null {
  const f = c.files.find((x) => x.path === path);
  if (f) {
    if (!f.truncated) return { from: Number.POSITIVE_INFINITY, last: null };
    const cut = f.cut;
    if (!cut) return { from: 1, last: null };
    return { from: cut.line, last: cut.lastLine };
  }
  const passed = c.passedOver.find((p) => p.path === path);
  if (passed && (passed.reason === 'budget-spent' || passed.reason === 'empty-after-cut')) return { from: 1, last: null };
  return null;
}

function spans(before: Chain, after: Chain): { lost: LineSpan[]; regained: LineSpan[] } {
  const lost: LineSpan[] = [];
  const regained: LineSpan[] = [];
  const paths = new Set<string>();
  for (const c of [before, after]) {
    for (const f of c.files) paths.add(f.path);
    for (const p of c.passedOver) paths.add(p.path);
  }
  for (const p of [...paths].sort()) {
    const b = lostFrom(before, p);
    const a = lostFrom(after, p);
    if (a === null || b === null) continue; // added or dropped as a whole: listed as such
    if (a.from < b.from) lost.push({ path: p, fromLine: a.from, toLine: Number.isFinite(b.from) ? b.from - 1 : a.last });
    else if (b.from < a.from) regained.push({ path: p, fromLine: b.from, toLine: Number.isFinite(a.from) ? a.from - 1 : b.last });
  }
  return { lost, regained };
}

function hidden(c: Chain | undefined): Map<string, string | null> {
  const m = new Map<string, string | null>();
  for (const p of c?.passedOver ?? []) if (p.reason === 'hidden') m.set(p.path, p.detail ?? null);
  return m;
}

const chainKey = (c: Pick<Chain, 'cwd' | 'profile'>): string => `${c.cwd}\0${c.profile}`;

/** Same text for the agent: same files, sizes and cut, and (where both reports have them) the same digests. */
function sameSide(a: DeltaSide | null, b: DeltaSide | null): boolean {
  if (a === null || b === null) return a === b;
  const shape = a.usedBytes === b.usedBytes && a.truncated === b.truncated && a.files.length === b.files.length && a.files.every((f, i) => f === b.files[i]);
  if (!shape) return false;
  if (a.textDigest !== undefined && b.textDigest !== undefined && a.textDigest !== b.textDigest) return false;
  if (a.loaded && b.loaded && a.loaded.some((f, i) => f.loadedDigest !== b.loaded![i]?.loadedDigest)) return false;
  return true;
}

/** Rules that report one subject at different levels (a chain near its budget, then over it), lowest first. */
const RULE_LADDERS: readonly (readonly string[])[] = [['chain-near-budget', 'chain-over-budget']];

function ladderOf(ruleId: string): { ladder: number; step: number } | null {
  for (const [i, l] of RULE_LADDERS.entries()) {
    const step = l.indexOf(ruleId);
    if (step >= 0) return { ladder: i, step };
  }
  return null;
}

/** The chains (working directory × profile) a finding concerns, or null when it names none. */
function chainsOf(f: Finding): Set<string> | null {
  if (!f.cwds || f.cwds.length === 0) return null;
  const profiles = f.profiles && f.profiles.length > 0 ? f.profiles : ['*'];
  return new Set(f.cwds.flatMap((c) => profiles.map((p) => `${c}\0${p}`)));
}

/** Same subject on a ladder: one rule family, and the same chains (or, without chains, the same file). */
function sameSubject(a: Finding, b: Finding): boolean {
  const la = ladderOf(a.ruleId);
  const lb = ladderOf(b.ruleId);
  if (la === null || lb === null || la.ladder !== lb.ladder) return false;
  const ca = chainsOf(a);
  const cb = chainsOf(b);
  if (ca && cb) return [...ca].some((k) => cb.has(k) || cb.has(k.replace(/\0.*$/, '\0*')) || ca.has(k.replace(/\0.*$/, '\0*')));
  return a.path === b.path;
}

/** >0: `after` is worse than `before` (a higher severity, or a higher step of the rule's ladder). */
function worseness(before: Finding, after: Finding): number {
  const d = SEVERITY_RANK[after.severity] - SEVERITY_RANK[before.severity];
  if (d !== 0) return d;
  return (ladderOf(after.ruleId)?.step ?? 0) - (ladderOf(before.ruleId)?.step ?? 0);
}

const pick = ({ ruleId, severity, path, line, message, fingerprint }: Finding): FixedFinding => ({ ruleId, severity, path, line, message, fingerprint });

/** Findings new, fixed, worse and better between the two sides. */
function compareFindingsOf(base: Report, head: Report): Pick<Delta, 'newFindings' | 'fixedFindings' | 'fixed' | 'worse' | 'better'> {
  const baseBy = new Map(base.findings.map((f) => [f.fingerprint, f]));
  const headBy = new Map(head.findings.map((f) => [f.fingerprint, f]));
  const worse: ChangedFinding[] = [];
  const better: ChangedFinding[] = [];
  const record = (b: Finding, a: Finding): void => {
    const w = worseness(b, a);
    if (w > 0) worse.push({ before: pick(b), after: pick(a) });
    else if (w < 0) better.push({ before: pick(b), after: pick(a) });
  };
  // The same finding (by fingerprint) at another severity.
  for (const [fp, a] of headBy) {
    const b = baseBy.get(fp);
    if (b && b.severity !== a.severity) record(b, a);
  }
  const onlyHead = head.findings.filter((f) => !baseBy.has(f.fingerprint));
  const onlyBase = base.findings.filter((f) => !headBy.has(f.fingerprint));
  // The same subject under another rule of its ladder: moved, not fixed plus new.
  const paired = new Set<string>();
  for (const a of onlyHead) {
    const b = onlyBase.find((x) => !paired.has(x.fingerprint) && sameSubject(x, a));
    if (!b) continue;
    paired.add(b.fingerprint);
    paired.add(a.fingerprint);
    const w = worseness(b, a);
    (w >= 0 ? worse : better).push({ before: pick(b), after: pick(a) });
  }
  const newFindings = onlyHead.filter((f) => !paired.has(f.fingerprint)).map((f) => f.fingerprint).sort();
  const gone = onlyBase.filter((f) => !paired.has(f.fingerprint));
  return { newFindings, fixedFindings: gone.map((f) => f.fingerprint).sort(), fixed: gone.map(pick), worse, better };
}

/** The delta from `base` to `head`. Unchanged chains are left out. */
export function computeDelta(base: Report, head: Report, from: DeltaBase, fileDiffs?: readonly FileDiff[]): Delta {
  const baseChains = new Map(base.chains.map((c) => [chainKey(c), c]));
  const headChains = new Map(head.chains.map((c) => [chainKey(c), c]));
  const keys = [...new Set([...headChains.keys(), ...baseChains.keys()])];
  const chains: ChainDelta[] = [];
  for (const k of keys) {
    const b = baseChains.get(k);
    const a = headChains.get(k);
    const before = side(b);
    const after = side(a);
    const hb = hidden(b);
    const newlyHidden = [...hidden(a)].filter(([p]) => !hb.has(p) && (b?.files.some((f) => f.path === p) ?? false)).map(([p, by]) => ({ path: p, by }));
    if (sameSide(before, after) && newlyHidden.length === 0) continue;
    const { lost, regained } = a && b ? spans(b, a) : { lost: [], regained: [] };
    const beforeFiles = new Set(before?.files ?? []);
    const afterFiles = new Set(after?.files ?? []);
    chains.push({
      cwd: (a ?? b)!.cwd,
      profile: (a ?? b)!.profile,
      before,
      after,
      added: [...afterFiles].filter((f) => !beforeFiles.has(f)),
      dropped: [...beforeFiles].filter((f) => !afterFiles.has(f)),
      linesLost: lost,
      linesRegained: regained,
      newlyHidden,
    });
  }
  chains.sort((x, y) => x.cwd.localeCompare(y.cwd) || x.profile.localeCompare(y.profile));
  const { newFindings, fixedFindings, fixed, worse, better } = compareFindingsOf(base, head);
  const delta: Delta = { base: from, chains, newFindings, fixedFindings, fixed };
  if (worse && worse.length > 0) delta.worse = worse;
  if (better && better.length > 0) delta.better = better;
  if (fileDiffs) Object.assign(delta, fileChanges(fileDiffs, base, head));
  return delta;
}

/** Fingerprints the new-only verdict counts: new findings and those that got worse. */
export function countedAsNew(delta: Delta): Set<string> {
  return new Set([...delta.newFindings, ...(delta.worse ?? []).map((w) => w.after.fingerprint)]);
}

/** Diff lines shown per edited file, and in all; the rest are counted ("N more lines"). */
export const DIFF_MAX_LINES_PER_FILE = 60;
export const DIFF_MAX_LINES = 400;
/** Hunks kept per edited file and in all (each names who reads it); the rest are counted. */
export const DIFF_MAX_HUNKS_PER_FILE = 20;
export const DIFF_MAX_HUNKS = 100;
/** Characters kept of one diff line (a minified line is cut, with "…"). */
export const DIFF_MAX_LINE_CHARS = 400;
/** Working directories named per reader group; the rest are counted in `moreCwds`. */
export const DIFF_MAX_CWDS = 100;

/** Last line of `path` a chain loads (Infinity: all of it; 0: none), or null when the chain does not load it. */
function lastLoadedLine(c: Chain, path: string): number | null {
  const f = c.files.find((x) => x.path === path && !x.personal);
  if (!f) return null;
  if (!f.truncated) return Number.POSITIVE_INFINITY;
  if (!f.cut) return 0;
  return f.cut.column > 1 ? f.cut.line : f.cut.line - 1;
}

/** Profiles grouped by the exact set of working directories they have in common: `[{profiles, cwds}]` (at most DIFF_MAX_CWDS named). */
function byCwdSet(perProfile: Map<string, Set<string>>, order: readonly string[]): ReaderGroup[] {
  const groups = new Map<string, ReaderGroup>();
  const rank = (p: string): number => (order.indexOf(p) + 1 || order.length + 1);
  for (const [p, set] of [...perProfile].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]))) {
    const cwds = [...set].sort();
    const key = cwds.join('\0');
    const g = groups.get(key);
    if (g) g.profiles.push(p);
    else groups.set(key, cwds.length > DIFF_MAX_CWDS ? { profiles: [p], cwds: cwds.slice(0, DIFF_MAX_CWDS), moreCwds: cwds.length - DIFF_MAX_CWDS } : { profiles: [p], cwds });
  }
  return [...groups.values()];
}

/** Who reads lines `from..to` of `path` on one side, and who loads the file but is cut before them. */
function readers(chains: readonly Chain[], path: string, from: number, to: number, order: readonly string[]): Pick<FileHunk, 'readBy' | 'pastCut'> {
  const read = new Map<string, Set<string>>();
  const cut = new Map<string, Map<string, Set<string>>>();
  for (const c of chains) {
    const last = lastLoadedLine(c, path);
    if (last === null) continue;
    if (last >= from) (read.get(c.profile) ?? read.set(c.profile, new Set()).get(c.profile)!).add(c.cwd);
    if (last < to) {
      const span = `${Math.max(from, last + 1)}-${to}`;
      const m = cut.get(span) ?? cut.set(span, new Map()).get(span)!;
      (m.get(c.profile) ?? m.set(c.profile, new Set()).get(c.profile)!).add(c.cwd);
    }
  }
  const pastCut = [...cut].flatMap(([span, m]) => {
    const [a, b] = span.split('-').map(Number) as [number, number];
    return byCwdSet(m, order).map((g) => ({ ...g, fromLine: a, toLine: b }));
  });
  return { readBy: byCwdSet(read, order), pastCut };
}

/**
 * The edited instruction files, each hunk mapped to the agents and working directories that read
 * its changed lines at head (for lines only removed: that read them at the base), and to those cut
 * before them. Diff lines are masked like every other output and capped per file and in all.
 */
export function fileChanges(diffs: readonly FileDiff[], base: Report, head: Report): Required<Pick<Delta, 'changes' | 'changesMore'>> {
  let budget = DIFF_MAX_LINES;
  let hunksLeft = DIFF_MAX_HUNKS;
  const changes: FileChange[] = [];
  const more = { files: 0, lines: 0 };
  const cutLine = (l: string): string => ([...l].length > DIFF_MAX_LINE_CHARS ? `${[...l].slice(0, DIFF_MAX_LINE_CHARS).join('')}…` : l);
  for (const d of [...diffs].sort((a, b) => a.path.localeCompare(b.path))) {
    if (d.hunks.length === 0) continue;
    if (changes.length >= DELTA_MAX_ITEMS || hunksLeft <= 0) {
      more.files += 1;
      more.lines += d.hunks.reduce((n, h) => n + h.lines.length, 0);
      continue;
    }
    let fileBudget = Math.min(DIFF_MAX_LINES_PER_FILE, budget);
    const hunks: FileHunk[] = [];
    const kept = d.hunks.slice(0, Math.min(DIFF_MAX_HUNKS_PER_FILE, hunksLeft));
    hunksLeft -= kept.length;
    for (const h of d.hunks.slice(kept.length)) more.lines += h.lines.length;
    for (const h of kept) {
      const added: number[] = [];
      const removed: number[] = [];
      let oldLine = h.oldStart;
      let newLine = h.newStart;
      for (const l of h.lines) {
        if (l.startsWith('+')) added.push(newLine++);
        else if (l.startsWith('-')) removed.push(oldLine++);
        else if (l.startsWith(' ')) {
          oldLine++;
          newLine++;
        }
      }
      const span = (xs: number[]): { fromLine: number; toLine: number } | null => (xs.length === 0 ? null : { fromLine: xs[0]!, toLine: xs[xs.length - 1]! });
      const headSpan = span(added);
      const baseSpan = span(removed);
      const who = headSpan
        ? readers(head.chains, d.path, headSpan.fromLine, headSpan.toLine, head.profiles)
        : readers(base.chains, d.path, baseSpan?.fromLine ?? h.oldStart, baseSpan?.toLine ?? h.oldStart, base.profiles);
      const masked = maskSecrets(h.lines.join('\n')).split('\n').map(cutLine);
      const shown = masked.slice(0, Math.max(0, fileBudget));
      fileBudget -= shown.length;
      budget -= shown.length;
      more.lines += masked.length - shown.length;
      hunks.push({ head: headSpan, base: baseSpan, lines: shown, moreLines: masked.length - shown.length, ...who });
    }
    changes.push({ path: d.path, hunks, moreHunks: d.hunks.length - kept.length });
  }
  return { changes, changesMore: more };
}

/** Mark each finding of `head` new or existing against the delta (a copy; `head` is left as it is); a finding that got worse counts as new. */
export function withDelta(head: Report, delta: Delta): Report {
  const isNew = countedAsNew(delta);
  return {
    ...head,
    findings: head.findings.map((f) => ({ ...f, baseline: isNew.has(f.fingerprint) ? 'new' : 'existing' })),
    delta,
  };
}

/** Budget use of a side in percent, or null without a budget. */
export function sideUsage(s: DeltaSide | null): number | null {
  return s === null ? null : chainUsage({ budget: s.budget, usedBytes: s.usedBytes });
}

/** `lines 12-40` / `line 12` / `lines 12 to the end`. */
export function spanText(s: LineSpan): string {
  if (s.toLine === null) return `lines ${s.fromLine} to the end`;
  return s.toLine <= s.fromLine ? `line ${s.fromLine}` : `lines ${s.fromLine}-${s.toLine}`;
}

/** Most changed chains and findings a rendered delta lists; the rest are counted. */
export const DELTA_MAX_ITEMS = 50;

/** The section's title: a pull request's change, or a scheduled run against the last report. */
export function deltaTitle(delta: Delta): string {
  return delta.base.kind === 'report' ? 'Since the last audit' : 'What this change does to agent instructions';
}

/** Earlier audits a report keeps in its history, and chains kept per audit (the fullest). */
export const HISTORY_KEEP = 30;
export const HISTORY_CHAINS = 10;

/** A report's own point for a later report's history. */
export function historyPoint(r: Report, index: number): HistoryPoint {
  const chains = r.chains
    .filter((c): c is Chain & { budget: number } => c.budget !== null && c.budget > 0)
    .map((c) => ({ cwd: c.cwd, profile: c.profile, usedBytes: c.usedBytes, budget: c.budget }))
    .sort((a, b) => b.usedBytes / b.budget - a.usedBytes / a.budget || a.cwd.localeCompare(b.cwd) || a.profile.localeCompare(b.profile))
    .slice(0, HISTORY_CHAINS);
  return { label: r.revision ? r.revision.slice(0, 7) : `#${index + 1}`, chains };
}

/** The history a report made against `previous` keeps: the previous one's history plus the previous report itself. */
export function extendHistory(previous: Report): HistoryPoint[] {
  const kept = previous.history ?? [];
  return [...kept, historyPoint(previous, kept.length)].slice(-HISTORY_KEEP);
}
