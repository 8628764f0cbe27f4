/**
 * The delta of two audits of one repository (a base and a head): the chains whose loaded
 * instructions differ, and the findings that are new or fixed, by fingerprint. Pure: two reports
 * in, one Delta out; the front ends decide where the base report comes from.
 */
import { chainUsage, type Chain, type Finding, type HistoryPoint, type Report } from './model.js';

/** What one side of a chain loads. */
export interface DeltaSide {
  usedBytes: number;
  budget: number | null;
  truncated: boolean;
  /** Loaded paths, in the order the agent joins them. */
  files: string[];
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

export interface Delta {
  base: DeltaBase;
  chains: ChainDelta[];
  /** Fingerprints at head and not at the base. */
  newFindings: string[];
  /** Fingerprints at the base and not at head. */
  fixedFindings: string[];
  /** The fixed findings themselves (from the base report), for the summary. */
  fixed: FixedFinding[];
}

function side(c: Chain | undefined): DeltaSide | null {
  if (!c) return null;
  return { usedBytes: c.usedBytes, budget: c.budget, truncated: c.files.some((f) => f.truncated), files: c.files.map((f) => f.path) };
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

function sameSide(a: DeltaSide | null, b: DeltaSide | null): boolean {
  if (a === null || b === null) return a === b;
  return a.usedBytes === b.usedBytes && a.truncated === b.truncated && a.files.length === b.files.length && a.files.every((f, i) => f === b.files[i]);
}

/** The delta from `base` to `head`. Unchanged chains are left out. */
export function computeDelta(base: Report, head: Report, from: DeltaBase): Delta {
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
  const baseFps = new Set(base.findings.map((f) => f.fingerprint));
  const headFps = new Set(head.findings.map((f) => f.fingerprint));
  const newFindings = [...headFps].filter((f) => !baseFps.has(f)).sort();
  const fixedSet = new Set([...baseFps].filter((f) => !headFps.has(f)));
  const fixed = base.findings
    .filter((f) => fixedSet.has(f.fingerprint))
    .map(({ ruleId, severity, path, line, message, fingerprint }) => ({ ruleId, severity, path, line, message, fingerprint }));
  return { base: from, chains, newFindings, fixedFindings: [...fixedSet].sort(), fixed };
}

/** Mark each finding of `head` new or existing against the delta (a copy; `head` is left as it is). */
export function withDelta(head: Report, delta: Delta): Report {
  const isNew = new Set(delta.newFindings);
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

/** The report as `--new-only` counts it: only the findings the base did not have, stats recounted. */
export function onlyNew(report: Report): Report {
  const findings = report.findings.filter((f) => f.baseline === 'new');
  const count = (s: Finding['severity']): number => findings.filter((f) => f.severity === s).length;
  return { ...report, findings, stats: { ...report.stats, errors: count('error'), warnings: count('warning'), infos: count('info') } };
}
