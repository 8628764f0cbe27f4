/**
 * The text report, for people at a terminal: problems first, then each chain as a short tree
 * with bytes and a budget bar. Pure. Everything from the repository is made printable, so a
 * file name holding a newline or an escape sequence cannot forge lines or drive the terminal.
 */
import { chainUsage, type Chain, type Finding, type Report } from './model.js';

export interface TextOptions {
  /** Show only these profiles' chains (default: all). */
  profiles?: readonly string[];
  /** Show chains in a working directory × profile matrix instead of trees. */
  matrix?: boolean;
  /** Bar width in characters. */
  barWidth?: number;
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
  return `${n.toLocaleString('en-US')} B`;
}

export function bar(fraction: number, width = 20): string {
  const f = Math.max(0, Math.min(1, fraction));
  const full = Math.round(f * width);
  return '█'.repeat(full) + '░'.repeat(width - full);
}

function findingLine(f: Finding): string {
  const where = f.path === null ? '(configuration)' : `${printable(f.path)}${f.line !== null ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}`;
  const sev = f.severity.padEnd(7);
  return `  ${sev} ${where}  ${f.ruleId}${f.baseline === 'existing' ? '  (existing)' : f.baseline === 'new' ? '  (new)' : ''}\n          ${printable(f.message)}`;
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

function matrix(report: Report, chains: readonly Chain[]): string[] {
  const profiles = [...new Set(chains.map((c) => c.profile))];
  const cwds = [...new Set(chains.map((c) => c.cwd))];
  const cell = (c: Chain | undefined): string => {
    if (!c) return '-';
    const files = `${c.files.length} file${c.files.length === 1 ? '' : 's'}`;
    if (c.budget !== null) return `${files} ${c.usedBytes}/${c.budget} B`;
    // No byte budget: bytes loaded, and the reader's character limit where it has one.
    return `${files} ${c.usedBytes} B${c.charLimit ? ` (reads ${c.charLimit} ch/file)` : ''}`;
  };
  const header = ['working directory', ...profiles];
  const rows = cwds.map((cwd) => [printable(cwd), ...profiles.map((p) => cell(chains.find((c) => c.cwd === cwd && c.profile === p)))]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]): string => r.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  void report;
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}

export function renderText(report: Report, opts: TextOptions = {}): string {
  const chains = opts.profiles ? report.chains.filter((c) => opts.profiles!.includes(c.profile)) : report.chains;
  const s = report.stats;
  const out: string[] = [];
  out.push(
    `agents-md-audit ${report.tool.version} — ${printable(report.root)} — profiles ${report.profiles.map((p) => (report.settings.verifiedVersions?.[p] ? `${p}@${report.settings.verifiedVersions[p]}` : p)).join(', ')} — ${s.chains} chain${s.chains === 1 ? '' : 's'} in ${s.workingDirectories} working director${s.workingDirectories === 1 ? 'y' : 'ies'}, ${s.instructionFiles} instruction file${s.instructionFiles === 1 ? '' : 's'}`,
  );
  out.push('');
  if (report.findings.length > 0) {
    out.push('Problems');
    for (const f of report.findings) out.push(findingLine(f));
    out.push('');
  }
  if (report.notes.length > 0) {
    out.push('Notes');
    for (const n of report.notes) out.push(`  ${printable(n)}`);
    out.push('');
  }
  out.push(opts.matrix ? 'Matrix (files loaded, bytes used / limit)' : 'Chains');
  if (opts.matrix) out.push(...matrix(report, chains).map((l) => `  ${l}`));
  else for (const c of chains) out.push(...chainTree(c));
  out.push('');
  const mu = s.maxUsage;
  out.push(
    `${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ${s.infos} info` +
      (mu ? `; fullest chain: ${printable(mu.cwd)} [${mu.profile}] ${mu.percent}% of ${formatBytes(mu.budget)}` : ''),
  );
  return `${out.join('\n')}\n`;
}
