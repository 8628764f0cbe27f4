/**
 * The text report, for people at a terminal. Short by default: the verdict, the problems grouped
 * by rule (errors first), info in one line per rule, the fullest chains and a total; `verbose`
 * shows every finding and every chain as a tree. Lines wrap to the given width. Pure. Everything from the repository is made printable, so a
 * file name holding a newline or an escape sequence cannot forge lines or drive the terminal.
 */
import { profileLabel } from './profile-label.js';
import stringWidth from 'string-width';
import { fmtInt } from '../format.js';
import type { FailOn } from '../config/parse.js';
import { choiceLine, othersText } from './choice.js';
import { judge } from './verdict.js';
import { compareUrgency } from './urgency.js';
import { chainUsage, compareFindings, firstSentence, mergeIdenticalChains, type Chain, type ChainRow, type Finding, type Report } from './model.js';

export interface TextOptions {
  /** Show only these profiles' chains (default: all). */
  profiles?: readonly string[];
  /** Show chains in a working directory × profile matrix instead of trees. */
  matrix?: boolean;
  /** Bar width in characters. */
  barWidth?: number;
  /** Every finding and every chain in full (default: the short report). */
  verbose?: boolean;
  /** Columns to wrap to (default 80; at most MAX_WIDTH). */
  width?: number;
  /** The level the run fails on, for the verdict line (default error). */
  failOn?: FailOn;
  /** The verdict counts only new findings (`--new-only` with a base): the headline says so, as the exit status does. */
  newOnly?: boolean;
  /** Printed right after the headline (the delta section, when a base is given). */
  section?: string;
}

/** Make a string from the repository safe to print on one terminal line. */
export function printable(s: string): string {
  // C0 and C1 controls, DEL, and the Unicode line/paragraph separators and bidi overrides.
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

export function formatBytes(n: number): string {
  return `${fmtInt(n)} B`;
}

export function bar(fraction: number, width = 20): string {
  const f = Math.max(0, Math.min(1, fraction));
  const full = Math.round(f * width);
  return '█'.repeat(full) + '░'.repeat(width - full);
}

function usageText(c: Chain): string {
  if (c.budget === null) return `${formatBytes(c.usedBytes)} (no budget)`;
  if (c.budget === 0) return 'disabled (max-bytes 0)';
  const pct = chainUsage(c) ?? 0;
  return `${bar(c.usedBytes / c.budget, 20)} ${pct.toFixed(1)}%  ${formatBytes(c.usedBytes)} of ${formatBytes(c.budget)}`;
}

function chainTree(c: Chain): string[] {
  const lines: string[] = [];
  const over = c.files.some((f) => f.truncated);
  const rootNote = c.rootMarker === null ? '  (no root marker: working directory only)' : '';
  lines.push(`${printable(c.cwd)} [${c.profile}] ${usageText(c)}${over ? '  CUT' : ''}${rootNote}`);
  const items: string[] = [];
  for (const f of c.files) {
    let s = `${printable(f.path)}  ${f.truncated ? `${formatBytes(f.loadedBytes)} of ${formatBytes(f.size)}` : formatBytes(f.loadedBytes)}`;
    if (f.cut) {
      s += `  — cut at line ${f.cut.line}, column ${f.cut.column}${f.cut.splitsCharacter ? ' (splits a multi-byte character)' : ''}`;
      s += f.cut.lastLine !== null ? `; lines ${f.cut.line}-${f.cut.lastLine} are never seen` : '; the rest of the file is never seen';
    }
    if (f.linkTarget) s += `  → ${printable(f.linkTarget)}`;
    if (f.unread) s += '  (outside the repository: not read)';
    if (f.personal) s += '  (personal)';
    items.push(s);
  }
  for (const p of c.passedOver) {
    items.push(`· ${printable(p.path)}  passed over: ${p.reason}${p.detail ? ` (${printable(p.detail)})` : ''}`);
  }
  if (items.length === 0) items.push('(no instruction file)');
  for (const [i, it] of items.entries()) lines.push(`  ${i === items.length - 1 ? '└─' : '├─'} ${it}`);
  for (const w of c.agentWarnings) lines.push(`  ! ${printable(w)}`);
  return lines;
}

/**
 * The working directory × profile matrix, readable in `width` columns whatever the number of
 * profiles: profiles with the same chain in every working directory share a column, a column that
 * loads nothing anywhere is left out (named under the table), headers are letters with a legend,
 * cells are `files · bytes` (and the budget use), the fullest working directories first, and the
 * columns go in as many blocks as it takes for each line to fit.
 */
function matrix(chains: readonly Chain[], width: number): string[] {
  const profiles = [...new Set(chains.map((c) => c.profile))];
  const cwds = [...new Set(chains.map((c) => c.cwd))];
  const index = new Map(chains.map((c) => [`${c.profile}\0${c.cwd}`, c]));
  const at = (p: string, cwd: string): Chain | undefined => index.get(`${p}\0${cwd}`);
  const groups: string[][] = [];
  const bySig = new Map<string, string[]>();
  for (const p of profiles) {
    const sig = JSON.stringify(cwds.map((cwd) => {
      const c = at(p, cwd);
      return c ? [c.budget, c.usedBytes, c.charLimit ?? null, c.files.map((f) => [f.path, f.loadedBytes])] : null;
    }));
    const g = bySig.get(sig);
    if (g) g.push(p);
    else {
      const n = [p];
      bySig.set(sig, n);
      groups.push(n);
    }
  }
  const empty = groups.filter((g) => cwds.every((cwd) => (at(g[0]!, cwd)?.files.length ?? 0) === 0));
  const columns = groups.filter((g) => !empty.includes(g));
  const out: string[] = [];
  if (columns.length === 0) {
    out.push('No profile loads an instruction file in any working directory.');
    return out;
  }
  const cell = (c: Chain | undefined): string => {
    if (!c) return '-';
    if (c.budget === 0) return 'disabled';
    const pct = chainUsage(c);
    return `${c.files.length} · ${fmtInt(c.usedBytes)}${pct !== null ? ` ${pct.toFixed(0)}%${c.files.some((f) => f.truncated) ? ' CUT' : ''}` : ''}`;
  };
  const limit = (c: Chain | undefined): string =>
    !c ? '' : c.budget !== null ? `${formatBytes(c.budget)} budget` : c.charLimit ? `reads ${fmtInt(c.charLimit)} characters a file` : 'no byte limit';
  const fullest = (cwd: string): number => Math.max(...columns.map((g) => chainUsage(at(g[0]!, cwd) ?? { budget: null, usedBytes: 0 }) ?? -1));
  const bytesAt = (cwd: string): number => Math.max(...columns.map((g) => at(g[0]!, cwd)?.usedBytes ?? 0));
  const rows = [...cwds].sort((a, b) => fullest(b) - fullest(a) || bytesAt(b) - bytesAt(a) || (a < b ? -1 : a > b ? 1 : 0));
  const label = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : `Z${i - 25}`);
  for (const [i, g] of columns.entries()) {
    const first = chains.find((c) => c.profile === g[0]);
    out.push(`${label(i)}  ${g.join(', ')} (${limit(first)})`);
  }
  if (empty.length > 0) out.push(`Not shown, no instruction file in any working directory: ${empty.flat().join(', ')}`);
  const names = rows.map(printable);
  const pathWidth = Math.max(stringWidth('working directory'), ...names.map((n) => stringWidth(n)));
  const cells = rows.map((cwd) => columns.map((g) => cell(at(g[0]!, cwd))));
  const colWidth = columns.map((_, j) => Math.max(label(j).length, ...cells.map((r) => stringWidth(r[j]!))));
  // Blocks of columns that fit the line (the indent is 2).
  const blocks: number[][] = [];
  let used = 0;
  for (let j = 0; j < columns.length; j++) {
    const w = colWidth[j]! + 2;
    if (blocks.length === 0 || used + w > width - 2) {
      blocks.push([j]);
      used = pathWidth + w;
    } else {
      blocks[blocks.length - 1]!.push(j);
      used += w;
    }
  }
  const pad = (v: string, w: number): string => v + ' '.repeat(Math.max(0, w - stringWidth(v)));
  for (const block of blocks) {
    out.push('');
    const line = (first: string, vals: string[]): string => [pad(first, pathWidth), ...vals.map((v, k) => pad(v, colWidth[block[k]!]!))].join('  ').trimEnd();
    out.push(line('working directory', block.map(label)));
    out.push(line('-'.repeat(pathWidth), block.map((j) => '-'.repeat(colWidth[j]!))));
    for (const [r, name] of names.entries()) out.push(line(name, block.map((j) => cells[r]![j]!)));
  }
  return out;
}

/** Where a finding is: `path:line:column`, `N files` for a fact about several files, or `(configuration)`. */
function where(f: Finding): string {
  if (f.path === null) return f.files && f.files.length > 0 ? `${f.files.length} file${f.files.length === 1 ? '' : 's'}` : '(configuration)';
  return `${printable(f.path)}${f.line !== null ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}`;
}

export function verdict(report: Pick<Report, 'stats'> & Partial<Pick<Report, 'findings' | 'delta'>>, failOn: FailOn = 'error', newOnly = false): string {
  if (newOnly && report.delta && report.findings) {
    const v = judge({ findings: report.findings, delta: report.delta }, failOn, true);
    // The counts say "new": the same words as the summary heading, the failure message and the exit status.
    return `${v.fails ? 'FAIL' : `PASS${failOn === 'never' ? ' (fail-on never)' : ''}`}: ${v.text}`;
  }
  const s = report.stats;
  const counts = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${s.infos} info`;
  const failing = failOn === 'never' ? 0 : failOn === 'warning' ? s.errors + s.warnings : s.errors;
  if (failing > 0) return `FAIL: ${counts} (the audit fails on ${failOn === 'warning' ? 'warnings and errors' : 'errors'})`;
  if (s.errors + s.warnings === 0) return `PASS: ${counts}`;
  return `PASS (${failOn === 'never' ? 'fail-on never' : 'warnings do not fail the audit'}): ${counts}`;
}

/**
 * The verdict with what the audited profiles miss first (src/report/choice.ts), the counts after it:
 * `PASS: codex loads no instruction file; … : add --profile codex,gemini (0 errors, 0 warnings, 0 info)`.
 */
function withOthers(line: string, others: string | null): string {
  if (others === null) return line;
  const i = line.indexOf(': ');
  return `${line.slice(0, i)}: ${printable(others)} (${line.slice(i + 2)})`;
}

function plural(n: number, one: string): string {
  return `${fmtInt(n)} ${one}${n === 1 ? '' : 's'}`;
}

export interface RuleGroup {
  ruleId: string;
  severity: Finding['severity'];
  findings: Finding[];
}

/** Findings grouped by rule, most urgent first (src/report/urgency.ts); within a tier and severity, the rule with most findings first. */
export function groupByRule(findings: readonly Finding[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const f of findings) {
    const key = `${f.severity}\0${f.ruleId}`;
    let g = groups.get(key);
    if (!g) {
      g = { ruleId: f.ruleId, severity: f.severity, findings: [] };
      groups.set(key, g);
    }
    g.findings.push(f);
  }
  return [...groups.values()].sort(
    (a, b) => compareUrgency(a.findings[0]!, b.findings[0]!) || b.findings.length - a.findings.length || compareFindings(a.findings[0]!, b.findings[0]!),
  );
}

/** How full a chain is, for ranking: budget use in percent, else (no budget) bytes loaded below any budgeted chain. */
function fullness(c: Chain): number {
  // A chain that loads nothing goes last, whatever its budget: 0 % of a budget says less than 26 B.
  if (c.files.length === 0) return -2;
  const pct = chainUsage(c);
  return pct !== null ? pct : -1 / (1 + c.usedBytes);
}

/** The fullest chains first (budget use, then bytes), identical chains of several profiles merged. */
export function fullestChains(chains: readonly Chain[]): ChainRow[] {
  return mergeIdenticalChains(chains).sort((a, b) => fullness(b.chain) - fullness(a.chain) || b.chain.usedBytes - a.chain.usedBytes);
}

function chainLine(row: ChainRow): string {
  const c = row.chain;
  const cut = c.files.find((f) => f.truncated);
  const cutText = cut ? `  CUT at ${printable(cut.path)}${cut.cut ? `:${cut.cut.line}` : ''}` : '';
  const who = `${printable(row.cwd)} [${row.profiles.join(', ')}]`;
  const n = (x: number): string => fmtInt(x);
  if (c.budget === null) return `  no budget         ${who}  ${formatBytes(c.usedBytes)}${c.charLimit ? ` (reads ${n(c.charLimit)} characters per file)` : ''}`;
  if (c.budget === 0) return `  disabled          ${who}  (max-bytes 0)`;
  const pct = chainUsage(c) ?? 0;
  return `  ${pct.toFixed(1).padStart(5)}% ${bar(c.usedBytes / c.budget, 10)}  ${who}  ${n(c.usedBytes)} of ${formatBytes(c.budget)}${cutText}`;
}

/**
 * Break one line to `width` columns at spaces, continuation lines indented two more than the line;
 * a word longer than the room left is cut. Columns are display columns (string-width: an East
 * Asian wide character or an emoji takes two), and a number keeps its unit (`32,768 B`).
 */
export function wrapLine(line: string, width: number): string[] {
  if (stringWidth(line) <= width) return [line];
  const indent = /^ */.exec(line)![0];
  const cont = ' '.repeat(Math.min(indent.length + 2, Math.floor(width / 2)));
  const out: string[] = [];
  let cur = indent;
  let curLen = indent.length;
  let curEmpty = true;
  const words: string[] = [];
  for (const w of line.slice(indent.length).split(' ')) {
    if (words.length > 0 && UNIT.test(w) && /\d$/.test(words[words.length - 1]!)) words[words.length - 1] += ` ${w}`;
    else words.push(w);
  }
  for (let w of words) {
    for (;;) {
      const need = (curEmpty ? 0 : 1) + stringWidth(w);
      if (curLen + need <= width) {
        cur += (curEmpty ? '' : ' ') + w;
        curLen += need;
        curEmpty = false;
        break;
      }
      if (!curEmpty) {
        out.push(cur);
        cur = cont;
        curLen = cont.length;
        curEmpty = true;
        continue;
      }
      // Cut the word at the last whole character that fits (at least one, so the loop ends).
      const room = width - curLen;
      let head = '';
      let used = 0;
      const chars = [...w];
      let k = 0;
      for (; k < chars.length; k++) {
        const cw = stringWidth(chars[k]!);
        if (used + cw > room && k > 0) break;
        head += chars[k];
        used += cw;
      }
      out.push(cur + head);
      w = chars.slice(k).join('');
      cur = cont;
      curLen = cont.length;
      if (w === '') break;
    }
  }
  if (!curEmpty) out.push(cur);
  return out.map((l) => l.trimEnd());
}

/** A byte unit after a number (`32,768 B`, `1 MiB`): the two are wrapped as one word. */
const UNIT = /^(?:B|KiB|MiB|GiB|bytes?)(?=[^A-Za-z]|$)/;

/** Widest a line may be, whatever the terminal says. */
export const MAX_WIDTH = 160;
/** Findings of one rule the short report spells out. */
const SHOWN_PER_RULE = 3;
/** Chains the short report lists. */
const SHOWN_CHAINS = 10;

export function renderText(report: Report, opts: TextOptions = {}): string {
  const chains = opts.profiles ? report.chains.filter((c) => opts.profiles!.includes(c.profile)) : report.chains;
  const width = Math.max(40, Math.min(opts.width ?? 80, MAX_WIDTH));
  const verbose = opts.verbose === true;
  const s = report.stats;
  const out: string[] = [];
  const ids = report.profiles.map((p) => profileLabel(report, p));
  const profiles = ids.length > 3 ? `${ids.length} profiles (${ids.join(', ')})` : `profile${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`;
  out.push(withOthers(verdict(report, opts.failOn, opts.newOnly), othersText(report, 'cli')));
  out.push(
    `agents-md-audit ${report.tool.version} — ${printable(report.root)} — ${profiles} — ${s.chains} chain${s.chains === 1 ? '' : 's'} in ${s.workingDirectories} working director${s.workingDirectories === 1 ? 'y' : 'ies'}, ${s.instructionFiles} instruction file${s.instructionFiles === 1 ? '' : 's'}`,
  );
  const chose = choiceLine(report, 'cli');
  if (chose !== null) out.push(printable(chose));
  out.push('');
  // The delta section is wrapped already (it keeps its diff lines as they are).
  const section = opts.section ? opts.section.replace(/\n$/, '').split('\n') : [];
  const headLines = out.length;
  const groups = groupByRule(report.findings);
  const problems = groups.filter((g) => g.severity !== 'info');
  const infos = groups.filter((g) => g.severity === 'info');
  if (problems.length > 0 || (verbose && infos.length > 0)) {
    out.push('Problems');
    for (const g of verbose ? groups : problems) {
      out.push(`  ${g.severity.padEnd(7)} ${g.ruleId}  ×${g.findings.length}`);
      const shown = verbose ? g.findings : g.findings.slice(0, SHOWN_PER_RULE);
      shown.forEach((f, i) => {
        const msg = verbose || i === 0 ? f.message : firstSentence(f.message);
        const tag = f.baseline === 'existing' ? ' (existing)' : f.baseline === 'new' ? ' (new)' : '';
        out.push(`    ${where(f)}${tag}  ${printable(msg)}`);
        if (verbose && f.files && f.files.length > 0) out.push(`      files: ${f.files.map(printable).join(', ')}`);
      });
      if (shown.length < g.findings.length) out.push(`    … and ${g.findings.length - shown.length} more (--verbose shows them)`);
    }
    out.push('');
  }
  if (!verbose && infos.length > 0) {
    out.push('Info');
    for (const g of infos) out.push(`  ${g.ruleId}  ×${g.findings.length}  ${printable(firstSentence(g.findings[0]!.message))}`);
    out.push('');
  }
  if (report.notes.length > 0) {
    out.push('Notes');
    for (const n of report.notes) out.push(`  ${printable(n)}`);
    out.push('');
  }
  if (opts.matrix) {
    out.push('Matrix (each cell: files · bytes, budget use; fullest first)');
    out.push(...matrix(chains, width).map((l) => (l === '' ? '' : `  ${l}`)));
    out.push('');
  } else if (verbose) {
    out.push('Chains');
    for (const c of chains) out.push(...chainTree(c));
    out.push('');
  } else if (chains.length > 0) {
    const all = fullestChains(chains);
    // Chains that load nothing are counted on one line per profile, not listed as 0 % rows, unless
    // no chain loads anything.
    const loading = all.filter((r) => r.chain.files.length > 0);
    const rows = loading.length > 0 ? loading : all;
    const empty = loading.length > 0 ? all.filter((r) => r.chain.files.length === 0) : [];
    const shown = rows.slice(0, SHOWN_CHAINS);
    out.push(`Fullest chains (${shown.length} of ${all.length}${all.length < chains.length ? `; profiles with the same chain share a line` : ''})`);
    for (const r of shown) out.push(chainLine(r));
    const rest = rows.slice(SHOWN_CHAINS);
    if (rest.length > 0) {
      const top = rest[0]!.chain;
      const pct = chainUsage(top);
      out.push(`  … ${rest.length} more, the fullest of them ${pct !== null ? `at ${pct.toFixed(1)}% of its budget` : `loading ${formatBytes(top.usedBytes)}`} (--verbose shows every chain)`);
    }
    if (empty.length > 0) {
      const byProfile = new Map<string, string[]>();
      for (const r of empty) {
        for (const p of r.profiles) {
          const cwds = byProfile.get(p);
          if (cwds) cwds.push(r.cwd);
          else byProfile.set(p, [r.cwd]);
        }
      }
      const parts = [...byProfile].map(([p, cwds]) => `${p} in ${fmtInt(cwds.length)} working ${cwds.length === 1 ? 'directory' : 'directories'} (${cwds.slice(0, 3).map(printable).join(', ')}${cwds.length > 3 ? ', …' : ''})`);
      out.push(`  ${plural(empty.length, 'chain')} ${empty.length === 1 ? 'loads' : 'load'} no file: ${parts.join('; ')}`);
    }
    out.push('');
  }
  const mu = s.maxUsage;
  out.push(
    `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${s.infos} info` +
      (mu && mu.usedBytes > 0 ? `; fullest chain: ${printable(mu.cwd)} [${mu.profile}] ${mu.percent}%` : ''),
  );
  const wrap = (lines: string[]): string[] => lines.flatMap((l) => wrapLine(l, width));
  return `${[...wrap(out.slice(0, headLines)), ...section, ...wrap(out.slice(headLines))].join('\n')}\n`;
}
