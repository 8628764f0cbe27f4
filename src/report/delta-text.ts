/**
 * The delta section of the text report ("What this change does to agent instructions"), printed
 * right after the headline when a base is given, and the whole output of `agents-md-audit diff`:
 * the edited instruction files (who reads each change, and loudly what no agent reads; the diff
 * lines with `verbose`), the chains whose files or cut change (profiles with the same change on
 * one line), then new, worse, better and fixed findings. Wrapped to the width. Pure.
 */
import { DELTA_MAX_ITEMS, deltaTitle, sideUsage, spanText, type ChainDelta, type ChangedFinding, type Delta, type DeltaSide, type FileHunk, type ReaderGroup } from './delta.js';
import type { Finding } from './model.js';
import { formatBytes, MAX_WIDTH, printable, wrapLine } from './text.js';

export interface DeltaTextOptions {
  /** The diff lines of each edited file too. */
  verbose?: boolean;
  /** Columns to wrap to (default 80; at most MAX_WIDTH). */
  width?: number;
  /** The report's profiles, in its order (profiles sharing a line are named in it). */
  profiles?: readonly string[];
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function sideText(s: DeltaSide | null): string {
  if (s === null) return 'no chain';
  const pct = sideUsage(s);
  return `${formatBytes(s.usedBytes)}${pct !== null ? ` (${pct}%)` : ''}${s.truncated ? ' CUT' : ''}`;
}

function changeLines(c: ChainDelta): string[] {
  const out: string[] = [];
  for (const f of c.added) out.push(`    + ${printable(f)} now loaded`);
  for (const f of c.dropped) out.push(`    - ${printable(f)} no longer loaded`);
  for (const s of c.linesLost) out.push(`    ✂ ${printable(s.path)}: ${spanText(s)} newly lost to the budget cut`);
  for (const s of c.linesRegained) out.push(`    ↺ ${printable(s.path)}: ${spanText(s)} loaded again`);
  for (const h of c.newlyHidden) out.push(`    ⊘ ${printable(h.path)} newly hidden${h.by ? ` by ${printable(h.by)}` : ''}`);
  return out;
}

function linesText(s: { fromLine: number; toLine: number }): string {
  return s.toLine <= s.fromLine ? `line ${s.fromLine}` : `lines ${s.fromLine}-${s.toLine}`;
}

function dirs(g: ReaderGroup): string {
  const n = g.cwds.length + (g.moreCwds ?? 0);
  return n === 1 ? `in ${printable(g.cwds[0]!)}` : `in ${plural(n, 'directory', 'directories')}`;
}

/** `AGENTS.md lines 3-4: read by codex, claude-code in 75 directories`, and loudly who does not read it. */
export function hunkText(path: string, h: FileHunk): string[] {
  const at = h.head ?? h.base!;
  const where = `${printable(path)} ${linesText(at)}${h.head ? '' : ' removed'}`;
  const who = h.readBy.map((g) => `${g.profiles.join(', ')} ${dirs(g)}`).join('; ');
  const out = [h.readBy.length > 0 ? `  ${where}: ${h.head ? 'read by' : 'were read by'} ${who}` : `  ${where}: READ BY NO AGENT${h.pastCut.length > 0 ? '' : ' (no chain loads this file)'}`];
  for (const c of h.pastCut) out.push(`    ! ${linesText(c)} you edited ${c.toLine > c.fromLine ? 'are' : 'is'} past the budget cut of ${c.profiles.join(', ')} ${dirs(c)}`);
  return out;
}

interface Row {
  cwd: string;
  profiles: string[];
  chain: ChainDelta;
  lines: string[];
}

function chainRows(delta: Delta, order: readonly string[]): Row[] {
  const hasEdits = (delta.changes ?? []).length > 0;
  const rows = new Map<string, Row>();
  for (const c of delta.chains) {
    const lines = changeLines(c);
    if (c.before !== null && c.after !== null && lines.length === 0) {
      if (hasEdits) continue; // listed under the edited files
      lines.push(`    the text the agent reads changed${c.before.usedBytes === c.after.usedBytes ? ' (same size)' : ''}`);
    }
    const key = JSON.stringify([c.cwd, sideText(c.before), sideText(c.after), lines]);
    const row = rows.get(key);
    if (row) row.profiles.push(c.profile);
    else rows.set(key, { cwd: c.cwd, profiles: [c.profile], chain: c, lines });
  }
  const rank = (p: string): number => order.indexOf(p) + 1 || order.length + 1;
  for (const r of rows.values()) r.profiles.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...rows.values()];
}

function findingLine(f: Pick<Finding, 'severity' | 'path' | 'line' | 'ruleId' | 'message'>, mark = ''): string[] {
  const where = f.path === null ? '(configuration)' : `${printable(f.path)}${f.line !== null ? `:${f.line}` : ''}`;
  return [`  ${mark}${f.severity.padEnd(7)} ${where}  ${f.ruleId}`, `          ${printable(f.message)}`];
}

function changedLine(c: ChangedFinding): string[] {
  const sev = c.before.severity === c.after.severity ? c.after.severity : `${c.before.severity} → ${c.after.severity}`;
  const rule = c.before.ruleId === c.after.ruleId ? c.after.ruleId : `${c.before.ruleId} → ${c.after.ruleId}`;
  const where = c.after.path === null ? '(configuration)' : `${printable(c.after.path)}${c.after.line !== null ? `:${c.after.line}` : ''}`;
  return [`  ${sev}  ${where}  ${rule}`, `          ${printable(c.after.message)}`];
}

function more(n: number, what: string): string[] {
  return n > 0 ? [`  … and ${n} more ${what} (see the JSON report's delta)`] : [];
}

/** The section, as lines ending with a blank line. `headFindings` are the head report's findings. */
export function renderDeltaText(delta: Delta, headFindings: readonly Finding[], opts: DeltaTextOptions = {}): string {
  const width = Math.max(40, Math.min(opts.width ?? 80, MAX_WIDTH));
  const out: string[] = [deltaTitle(delta)];
  const base = delta.base.kind === 'commit' ? `${printable(delta.base.ref)} (${(delta.base.commit ?? '').slice(0, 12)})` : printable(delta.base.ref);
  out.push(`  compared with ${base}: ${printable(delta.base.note)}`);
  out.push('');
  const changes = delta.changes ?? [];
  if (changes.length > 0) {
    out.push(`What agents will read differently (${plural(changes.length + (delta.changesMore?.files ?? 0), 'edited file')})`);
    for (const f of changes) {
      for (const h of f.hunks) {
        out.push(...hunkText(f.path, h));
        if (opts.verbose) {
          for (const l of h.lines) out.push(`      ${printable(l)}`);
          if (h.moreLines > 0) out.push(`      … ${plural(h.moreLines, 'more line')}`);
        }
      }
      if (f.moreHunks > 0) out.push(`  … and ${plural(f.moreHunks, 'more edited place')} in ${printable(f.path)}`);
    }
    if ((delta.changesMore?.files ?? 0) > 0) out.push(`  … and ${plural(delta.changesMore!.files, 'more edited file')} (see the JSON report's delta)`);
    if (!opts.verbose) out.push('  (--verbose shows the changed lines)');
    out.push('');
  }
  const rows = chainRows(delta, opts.profiles ?? []);
  if (delta.chains.length === 0) out.push('  No chain changes what an agent sees.', '');
  else if (rows.length > 0) {
    out.push(`Chains that change (${delta.chains.length})`);
    for (const r of rows.slice(0, DELTA_MAX_ITEMS)) out.push(`  ${printable(r.cwd)} [${r.profiles.join(', ')}]  ${sideText(r.chain.before)} → ${sideText(r.chain.after)}`, ...r.lines);
    out.push(...more(rows.length - DELTA_MAX_ITEMS, 'chains'), '');
  }
  const isNew = new Set(delta.newFindings);
  const fresh = headFindings.filter((f) => isNew.has(f.fingerprint));
  out.push(`New findings (${fresh.length})`);
  for (const f of fresh.slice(0, DELTA_MAX_ITEMS)) out.push(...findingLine(f));
  out.push(...more(fresh.length - DELTA_MAX_ITEMS, 'new findings'), '');
  for (const [title, list] of [
    ['Worse', delta.worse ?? []],
    ['Better', delta.better ?? []],
  ] as const) {
    if (list.length === 0) continue;
    out.push(`${title} (${list.length})`);
    for (const c of list.slice(0, DELTA_MAX_ITEMS)) out.push(...changedLine(c));
    out.push(...more(list.length - DELTA_MAX_ITEMS, `${title.toLowerCase()} findings`), '');
  }
  out.push(`Fixed findings (${delta.fixed.length})`);
  for (const f of delta.fixed.slice(0, DELTA_MAX_ITEMS)) out.push(...findingLine(f, '✓ '));
  out.push(...more(delta.fixed.length - DELTA_MAX_ITEMS, 'fixed findings'), '');
  return `${out.flatMap((l) => wrapLine(l, width)).join('\n')}\n`;
}
