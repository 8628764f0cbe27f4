/**
 * The job summary's first section: "What this change does to agent instructions" on a pull
 * request, "Since the last audit" on a scheduled run (with the budget use of the fullest chains over
 * the kept history, as a table: tables render everywhere the summary is shown, PR comments included).
 * Also the body of the pull-request comment, which starts with the verdict.
 *
 * Rendered with the Problems section's pieces (summary.ts): paths as `pathCode` (linked to head's
 * blob for what is there now, to the base's for what was fixed), rule ids linked to their page,
 * messages through `messageHtml` (code spans as code). Everything from the repository goes through
 * md()/code() (escape.ts) or, in a diff, into a fenced block longer than any backtick run in it. Pure.
 */
import { fmtInt } from '../format.js';
import {
  DELTA_MAX_ITEMS,
  deltaTitle,
  sideUsage,
  spanText,
  type ChainDelta,
  type ChangedFinding,
  type Delta,
  type DeltaSide,
  type FileChange,
  type FileHunk,
  type ReaderGroup,
} from './delta.js';
import { code, md, visible } from './escape.js';
import { chainUsage, type Finding, type Report } from './model.js';
import { messageHtml, pathCode, ruleLink } from './summary.js';
import { verdictLine, type Verdict } from './verdict.js';

const ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' } as const;
/** Columns of earlier audits shown in the trend table (the latest ones). */
const TREND_COLUMNS = 8;
/** Chains in the trend table (the fullest at head). */
const TREND_ROWS = 5;

export interface DeltaSummaryOptions {
  /** Starts the section with the verdict (the pull-request comment: the summary has it in its heading). */
  verdict?: Verdict;
  /** Head's blob URL: paths of what is there now link to it. */
  blobUrl?: string;
  /** The base's blob URL: paths of fixed findings link to it. */
  baseBlobUrl?: string;
  /** Markdown placed right after the verdict (the comment: a change to the audit's own settings). */
  afterVerdict?: string;
}

function int(n: number): string {
  return fmtInt(n);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${int(n)} ${n === 1 ? one : many}`;
}

function sideCell(s: DeltaSide | null): string {
  if (s === null) return '—';
  const pct = sideUsage(s);
  return `${int(s.usedBytes)} B${pct !== null ? ` (${pct}%)` : ''}${s.truncated ? ' ✂️' : ''}`;
}

/** What changes in a chain besides the edited lines (those are listed per file). */
function changeParts(c: ChainDelta, blobUrl?: string, baseBlobUrl?: string): string[] {
  const p = (path: string): string => pathCode(path, blobUrl);
  const parts: string[] = [];
  if (c.before === null) parts.push('new chain');
  if (c.after === null) parts.push('chain removed');
  for (const s of c.linesLost) parts.push(`${p(s.path)} ${spanText(s)} newly lost to the budget cut`);
  for (const s of c.linesRegained) parts.push(`${pathCode(s.path, baseBlobUrl)} ${spanText(s)} loaded again`);
  for (const f of c.added) parts.push(`+ ${p(f)} now loaded`);
  for (const f of c.dropped) parts.push(`− ${pathCode(f, baseBlobUrl)} no longer loaded`);
  for (const h of c.newlyHidden) parts.push(`${p(h.path)} newly hidden${h.by ? ` by ${p(h.by)}` : ''}`);
  return parts;
}

/** The working directories of a group: one named, several counted. */
export function dirsText(g: ReaderGroup, one: (cwd: string) => string): string {
  const n = g.cwds.length + (g.moreCwds ?? 0);
  return n === 1 ? `in ${one(g.cwds[0]!)}` : `in ${plural(n, 'directory', 'directories')}`;
}

function linesText(s: { fromLine: number; toLine: number }): string {
  return s.toLine <= s.fromLine ? `line ${s.fromLine}` : `lines ${s.fromLine}-${s.toLine}`;
}

/** One line per hunk: where, who reads it, and (loudly) who does not. */
function hunkLine(path: string, h: FileHunk, blobUrl?: string, baseBlobUrl?: string): string {
  const at = h.head ?? h.base!;
  // What is there now links to head; lines only removed, to the base.
  const url = h.head ? blobUrl : baseBlobUrl;
  const where = `${pathCode(path, url, at.fromLine)} ${h.head ? linesText(at) : `${linesText(at)} removed`}`;
  const verb = h.head ? 'read by' : 'were read by';
  const dir = (cwd: string): string => pathCode(cwd, url);
  const who = h.readBy.map((g) => `${g.profiles.map(md).join(', ')} ${dirsText(g, dir)}`).join('; ');
  const out = h.readBy.length > 0 ? `${where}: ${verb} ${who}` : `${where}: ⚠️ **read by no agent**${h.pastCut.length > 0 ? '' : ' (no chain loads this file)'}`;
  const cut = h.pastCut.map((c) => `${linesText(c)} past the budget cut of ${c.profiles.map(md).join(', ')} ${dirsText(c, dir)}`);
  return cut.length > 0 ? `${out}. ⚠️ ${cut.join('; ')}` : out;
}

/** A fence longer than any run of backticks in the text. */
function fence(lines: readonly string[]): string {
  const longest = Math.max(2, ...lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((r) => r.length))));
  return '`'.repeat(longest + 1);
}

/** Characters of diff the section shows (with the rest of it, it stays far under a comment's 65,536). */
export const DIFF_BLOCK_MAX_CHARS = 30_000;

function diffBlock(changes: readonly FileChange[], more: Delta['changesMore']): string[] {
  const lines: string[] = [];
  let room = DIFF_BLOCK_MAX_CHARS;
  let left = 0;
  for (const f of changes) {
    for (const h of f.hunks) {
      const at = h.head ?? h.base!;
      // Visible control characters: a diff line cannot end the block or reorder what is read.
      const block = [`@@ ${visible(f.path)} ${h.head ? '' : 'base '}${linesText(at)} @@`, ...h.lines.map(visible)];
      if (h.moreLines > 0) block.push(`… ${plural(h.moreLines, 'more line')}`);
      for (const l of block) {
        if (room - l.length - 1 < 0) left += 1;
        else {
          lines.push(l);
          room -= l.length + 1;
        }
      }
    }
  }
  if (left > 0) lines.push(`… ${plural(left, 'more line')} here: see the JSON report's delta.changes`);
  if (more && more.lines > 0) lines.push(`… ${plural(more.lines, 'more line')} in all${more.files > 0 ? ` (${plural(more.files, 'more file')})` : ''}`);
  if (lines.length === 0) return [];
  const f = fence(lines);
  const total = changes.reduce((n, c) => n + c.hunks.reduce((m, h) => m + h.lines.length + h.moreLines, 0), 0) + (more?.lines ?? 0);
  return [`<details><summary>The diff (${plural(total, 'line')})</summary>`, '', `${f}diff`, ...lines, f, '', '</details>', ''];
}

function changedFiles(delta: Delta, blobUrl?: string, baseBlobUrl?: string): string[] {
  const changes = delta.changes ?? [];
  if (changes.length === 0) return [];
  const out = [`#### What agents will read differently (${plural(changes.length + (delta.changesMore?.files ?? 0), 'edited file')})`, ''];
  for (const f of changes) {
    for (const h of f.hunks) out.push(`- ${hunkLine(f.path, h, blobUrl, baseBlobUrl)}`);
    if (f.moreHunks > 0) out.push(`- <em>… and ${plural(f.moreHunks, 'more edited place')} in ${pathCode(f.path, blobUrl)}.</em>`);
  }
  if ((delta.changesMore?.files ?? 0) > 0) out.push(`- <em>… and ${plural(delta.changesMore!.files, 'more edited file')}: see the JSON report's <code>delta.changes</code>.</em>`);
  out.push('', ...diffBlock(changes, delta.changesMore));
  return out;
}

interface ChainRow {
  cwd: string;
  profiles: string[];
  chain: ChainDelta;
  parts: string[];
}

/** Chains whose files, cut or sizes change, one row per working directory and change (the profiles it concerns together). */
function chainRows(delta: Delta, order: readonly string[], blobUrl?: string, baseBlobUrl?: string): ChainRow[] {
  const hasEdits = (delta.changes ?? []).length > 0;
  const rows = new Map<string, ChainRow>();
  for (const c of delta.chains) {
    const parts = changeParts(c, blobUrl, baseBlobUrl);
    // A chain that only reads edited lines is in the edited files' list, when there is one.
    if (parts.length === 0 && hasEdits) continue;
    if (parts.length === 0) parts.push(c.before && c.after && c.before.usedBytes === c.after.usedBytes ? 'the text the agent reads changed (same size)' : 'the text the agent reads changed');
    const key = JSON.stringify([c.cwd, sideCell(c.before), sideCell(c.after), parts]);
    const row = rows.get(key);
    if (row) row.profiles.push(c.profile);
    else rows.set(key, { cwd: c.cwd, profiles: [c.profile], chain: c, parts });
  }
  const rank = (p: string): number => order.indexOf(p) + 1 || order.length + 1;
  for (const r of rows.values()) r.profiles.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...rows.values()];
}

type Row = Pick<Finding, 'severity' | 'path' | 'line' | 'ruleId' | 'message'>;

function where(f: Row, blobUrl?: string): string {
  return f.path === null ? 'configuration' : `${pathCode(f.path, blobUrl, f.line)}${f.line !== null ? `:${f.line}` : ''}`;
}

function rule(id: string): string {
  return `[${md(id)}](${ruleLink(id)})`;
}

function findingRow(f: Row, blobUrl?: string, icon: string = ICON[f.severity]): string {
  return `| ${icon} ${f.severity} | ${where(f, blobUrl)} | ${rule(f.ruleId)} | ${messageHtml(f.message)} |`;
}

function changedRow(c: ChangedFinding, blobUrl?: string): string {
  const sev = c.before.severity === c.after.severity ? `${ICON[c.after.severity]} ${c.after.severity}` : `${ICON[c.before.severity]} ${c.before.severity} → ${ICON[c.after.severity]} ${c.after.severity}`;
  const r = c.before.ruleId === c.after.ruleId ? rule(c.after.ruleId) : `${rule(c.before.ruleId)} → ${rule(c.after.ruleId)}`;
  return `| ${sev} | ${where(c.after, blobUrl)} | ${r} | ${messageHtml(c.after.message)} |`;
}

function more(n: number, what: string): string[] {
  return n > 0 ? ['', `<em>… and ${int(n)} more ${what}: see the JSON report's <code>delta</code>.</em>`] : [];
}

function trend(report: Report): string[] {
  const history = report.history ?? [];
  if (history.length === 0) return [];
  const points = history.slice(-TREND_COLUMNS);
  const fullest = report.chains
    .filter((c) => c.budget !== null && c.budget > 0)
    .sort((a, b) => (chainUsage(b) ?? 0) - (chainUsage(a) ?? 0) || a.cwd.localeCompare(b.cwd) || a.profile.localeCompare(b.profile))
    .slice(0, TREND_ROWS);
  if (fullest.length === 0) return [];
  const out = [
    '#### Budget use of the fullest chains',
    '',
    `| Working directory | Profile | ${points.map((p) => md(p.label)).join(' | ')} | now |`,
    `| :--- | :--- |${' ---: |'.repeat(points.length + 1)}`,
  ];
  for (const c of fullest) {
    const cells = points.map((p) => {
      const h = p.chains.find((x) => x.cwd === c.cwd && x.profile === c.profile);
      return h ? `${chainUsage(h)}%` : '—';
    });
    out.push(`| ${code(c.cwd)} | ${md(c.profile)} | ${cells.join(' | ')} | **${chainUsage(c)}%** |`);
  }
  out.push('', `<sub>— : not among that audit's ${int(10)} fullest chains. ${int(history.length)} earlier audit${history.length === 1 ? '' : 's'} kept.</sub>`, '');
  return out;
}

/** The section for a report that carries a delta ('' without one). */
export function renderDeltaSummary(report: Report, options: DeltaSummaryOptions = {}): string {
  const delta: Delta | undefined = report.delta;
  if (!delta) return '';
  const { blobUrl, baseBlobUrl } = options;
  const out: string[] = [];
  if (options.verdict) {
    const v = options.verdict;
    out.push(`### ${v.fails ? '❌' : '✅'} agents-md-audit ${md(verdictLine(v))}`, '', `<sub>fail-on: ${v.failOn}${v.newOnly ? ', new findings only' : ''}</sub>`, '');
  }
  if (options.afterVerdict) out.push(options.afterVerdict.trimEnd(), '');
  out.push(`${options.verdict ? '####' : '###'} ${deltaTitle(delta)}`, '');
  const base = delta.base.kind === 'commit' ? `${code(delta.base.ref)} (${code((delta.base.commit ?? '').slice(0, 12))})` : code(delta.base.ref);
  out.push(`<sub>Compared with ${base}: ${md(delta.base.note)}</sub>`, '');
  out.push(...changedFiles(delta, blobUrl, baseBlobUrl));
  const rows = chainRows(delta, report.profiles, blobUrl, baseBlobUrl);
  if (delta.chains.length === 0) out.push('No chain changes what an agent sees.', '');
  else if (rows.length > 0) {
    out.push('| Working directory | Profiles | Before | After | Change |', '| :--- | :--- | ---: | ---: | :--- |');
    for (const r of rows.slice(0, DELTA_MAX_ITEMS)) {
      out.push(`| ${pathCode(r.cwd, r.chain.after ? blobUrl : baseBlobUrl)} | ${r.profiles.map(md).join(', ')} | ${sideCell(r.chain.before)} | ${sideCell(r.chain.after)} | ${r.parts.join('<br>')} |`);
    }
    out.push(...more(rows.length - DELTA_MAX_ITEMS, 'changed chains'), '');
  }
  const isNew = new Set(delta.newFindings);
  const fresh = report.findings.filter((f) => isNew.has(f.fingerprint));
  const head = '| Severity | Where | Rule | Message |\n| :--- | :--- | :--- | :--- |';
  const table = (rowsOf: string[], what: string): string[] =>
    rowsOf.length === 0 ? ['None.', ''] : [head, ...rowsOf.slice(0, DELTA_MAX_ITEMS), ...more(rowsOf.length - DELTA_MAX_ITEMS, what), ''];
  out.push(`#### New findings (${int(fresh.length)})`, '', ...table(fresh.map((f) => findingRow(f, blobUrl)), 'new findings'));
  const worse = delta.worse ?? [];
  const better = delta.better ?? [];
  if (worse.length > 0) out.push(`#### Worse (${int(worse.length)})`, '', ...table(worse.map((c) => changedRow(c, blobUrl)), 'findings that got worse'));
  if (better.length > 0) out.push(`#### Better (${int(better.length)})`, '', ...table(better.map((c) => changedRow(c, blobUrl)), 'findings that got better'));
  out.push(`#### Fixed findings (${int(delta.fixed.length)})`, '', ...table(delta.fixed.map((f) => findingRow(f, baseBlobUrl, '✅')), 'fixed findings'));
  if (delta.base.kind === 'report') out.push(...trend(report));
  return out.join('\n');
}
