/**
 * Twins: two instruction files whose text is the same after normalising whitespace, or differs by a
 * few lines (at most TWIN_MAX_LINES changed lines, and at most TWIN_MAX_SHARE of the longer file's
 * lines or of its characters: a four-line file with one character changed is a twin, "Use zod" and
 * "Use valibot" are not). An
 * agent that loads one twin and skips the other loses nothing, so the checks that report lost
 * content (`opencode-hidden-claude-md`, `disagree-loaded`, `agent-misses-file`) leave twins to
 * `instruction-twins`, which suggests keeping one file and a link or an import.
 * Also how a message names a file reached through a symbolic link (`linkPhrase`).
 */
import type { DiscoveryContext } from '../discovery/context.js';
import { fmtInt } from '../format.js';
import { holdsSecret, maskSecrets } from '../rules/mask.js';
import { baseName, dirName } from './facts.js';

export const TWIN_MAX_LINES = 3;
export const TWIN_MAX_SHARE = 0.1;
/** Longer files are compared only for equality after normalising whitespace (a bound on the work per pair). */
const TWIN_MAX_DIFF_LINES = 2000;

export interface TwinDiff {
  /** Changed lines (of the longer side), 0 when the texts differ only in whitespace. */
  changed: number;
  /** At most three clauses on what differs, e.g. `line 3: "Run pnpm test." in AGENTS.md, "Run pnpm tests." in CLAUDE.md`. */
  summary: string[];
}

interface Line {
  n: number;
  text: string;
}

function lines(text: string): Line[] {
  const out: Line[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const t = raw.replace(/\s+/g, ' ').trim();
    if (t !== '') out.push({ n: i + 1, text: t });
  });
  return out;
}

function charsOf(ls: readonly Line[]): number {
  let n = 0;
  for (const l of ls) n += l.text.length;
  return n;
}

/** How many characters of two lines differ: the longer of the parts between their common start and common end. */
function middleLength(a: string, b: string): number {
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  return Math.max(a.length - p - q, b.length - p - q);
}

/** A line for a message: secrets masked first (a cut must not leave part of a token unmasked), then capped. */
function quoted(line: string): string {
  const s = maskSecrets(line);
  return JSON.stringify(s.length > 60 && !holdsSecret(line) ? `${s.slice(0, 60)}…` : s);
}

/**
 * Whether `a` (the text of `nameA`) and `b` (of `nameB`) are twins, and how they differ; null when
 * they are not (or when either is blank).
 */
export function twinDiff(a: string, b: string, nameA: string, nameB: string): TwinDiff | null {
  const la = lines(a);
  const lb = lines(b);
  if (la.length === 0 || lb.length === 0) return null;
  if (a === b) return { changed: 0, summary: ['the two are identical'] };
  if (la.length === lb.length && la.every((l, i) => l.text === lb[i]!.text)) {
    return { changed: 0, summary: ['the two differ only in whitespace'] };
  }
  const longer = Math.max(la.length, lb.length);
  if (Math.abs(la.length - lb.length) > TWIN_MAX_LINES || longer > TWIN_MAX_DIFF_LINES) return null;
  // Longest common subsequence of the normalised lines, in a band of the diagonal: twins differ in at
  // most K lines, so an alignment of twins never strays more than K lines from it, and a pair whose
  // best in-band alignment differs in more than K is no twin either. O(lines × K), not O(lines²)
  // (two 2,000-line files with every line different took 52 ms in full; a repository of such
  // pairs, a minute).
  const K = TWIN_MAX_LINES;
  const W = 2 * K + 1;
  const band = new Uint16Array((la.length + 2) * W);
  const at = (i: number, j: number): number => {
    const d = j - i + K;
    return d < 0 || d >= W ? 0 : band[i * W + d]!;
  };
  for (let i = la.length - 1; i >= 0; i--) {
    for (let j = Math.min(lb.length - 1, i + K); j >= Math.max(0, i - K); j--) {
      band[i * W + j - i + K] = la[i]!.text === lb[j]!.text ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const common = at(0, 0);
  const changed = longer - common;
  if (changed > TWIN_MAX_LINES) return null;
  // Walk the alignment: pair each run of removed lines with the run of added lines beside it, and
  // count the characters that differ (of a pair, what lies between their common start and end).
  const summary: string[] = [];
  let differing = 0;
  let i = 0;
  let j = 0;
  const onlyA: Line[] = [];
  const onlyB: Line[] = [];
  const flush = (): void => {
    const k = Math.max(onlyA.length, onlyB.length);
    for (let x = 0; x < k; x++) {
      const l = onlyA[x];
      const r = onlyB[x];
      if (l && r) {
        summary.push(`${nameA} line ${l.n} ${quoted(l.text)}, ${nameB} line ${r.n} ${quoted(r.text)}`);
        differing += middleLength(l.text, r.text);
      } else if (l) {
        summary.push(`only ${nameA} has line ${l.n} ${quoted(l.text)}`);
        differing += l.text.length;
      } else if (r) {
        summary.push(`only ${nameB} has line ${r.n} ${quoted(r.text)}`);
        differing += r.text.length;
      }
    }
    onlyA.length = 0;
    onlyB.length = 0;
  };
  while (i < la.length || j < lb.length) {
    if (i < la.length && j < lb.length && la[i]!.text === lb[j]!.text) {
      flush();
      i++;
      j++;
    } else if (j >= lb.length || (i < la.length && at(i + 1, j) >= at(i, j + 1))) {
      onlyA.push(la[i++]!);
    } else {
      onlyB.push(lb[j++]!);
    }
  }
  flush();
  const chars = Math.max(charsOf(la), charsOf(lb));
  if (changed > longer * TWIN_MAX_SHARE && differing > chars * TWIN_MAX_SHARE) return null;
  const shown = summary.slice(0, 3);
  if (summary.length > 3) shown[2] = `${shown[2]} (and ${fmtInt(summary.length - 3)} more)`;
  return { changed, summary: shown };
}

/** The decoded text of a repository file through the context, or null (unreadable, not a file). */
export function textOf(ctx: DiscoveryContext, rel: string): string | null {
  const p = ctx.probe(rel);
  if (p.kind !== 'file' || p.link?.outside) return null;
  const c = ctx.read(rel);
  if (!c || c.error) return null;
  return c.bytes.toString('utf8');
}

/** The identity of a path: where a symlink resolves inside the repository, else the path itself. */
function identity(ctx: DiscoveryContext, rel: string): string {
  return ctx.probe(rel).link?.resolved ?? rel;
}

/**
 * The twin of `rel` among `others` (paths of the same directory, e.g. the files an agent loads
 * there; any directory with `anyDirectory`): the first one whose text is a twin of `rel`'s, with
 * the difference; null when none is.
 * A link to the same file is not a twin (it is the same file).
 */
export function twinAmong(ctx: DiscoveryContext, rel: string, others: readonly string[], anyDirectory = false): { path: string; diff: TwinDiff } | null {
  let memo = pairMemo.get(ctx);
  if (!memo) pairMemo.set(ctx, (memo = new Map()));
  const id = identity(ctx, rel);
  for (const o of others) {
    if (o === rel || (!anyDirectory && dirName(o) !== dirName(rel)) || identity(ctx, o) === id) continue;
    const key = `${o}\0${rel}`;
    let diff = memo.get(key);
    if (diff === undefined) {
      const text = textOf(ctx, rel);
      const other = textOf(ctx, o);
      diff = text === null || other === null ? null : twinDiff(other, text, baseName(o), baseName(rel));
      memo.set(key, diff);
    }
    if (diff) return { path: o, diff };
  }
  return null;
}

/** Each pair compared once per audit (the checks ask for the same pairs chain after chain). */
const pairMemo = new WeakMap<DiscoveryContext, Map<string, TwinDiff | null>>();

/** `26 KB`, `512 bytes`: a file size for a sentence. */
export function fmtSize(bytes: number): string {
  if (bytes < 1024) return `${fmtInt(bytes)} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${fmtInt(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * How a message names `rel` when it is a symbolic link: ` (a link to CONTRIBUTING.md, 26 KB)`;
 * empty for a file that is not a link.
 */
export function linkPhrase(ctx: DiscoveryContext, rel: string): string {
  const p = ctx.probe(rel);
  if (p.lkind !== 'symlink' || !p.link) return '';
  const target = p.link.outside ? `${p.link.target}, outside the repository` : (p.link.resolved ?? p.link.target);
  return ` (a link to ${target}${p.size !== null && p.kind === 'file' ? `, ${fmtSize(p.size)}` : ''})`;
}

/** Where `rel` links to inside the repository, or null when it is not a link (or leads outside). */
export function linkTargetOf(ctx: DiscoveryContext, rel: string): string | null {
  const p = ctx.probe(rel);
  if (p.lkind !== 'symlink' || !p.link || p.link.outside) return null;
  return p.link.resolved;
}
