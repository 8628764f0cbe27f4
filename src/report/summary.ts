/**
 * The job summary (`$GITHUB_STEP_SUMMARY`): GitHub-flavoured Markdown with a little HTML
 * (`<details>`, `<code>`). Pure: a Report in, a string out, golden-tested.
 *
 * Everything from the repository goes through `md()`/`code()` (escape.ts), so a file called
 * `<img src=x onerror=alert(1)>.md` or `a|b.md` shows as text and cannot break a table.
 * The result stays under `maxBytes` (GitHub rejects a step summary over 1 MiB): sections are
 * filled in order of importance and each trimmed one says how much it left out.
 */
import { SEVERITY_RANK, chainUsage, countBySeverity } from './model.js';
import type { Chain, ChainFile, Finding, PassReason, Report, Severity } from './model.js';
import { ruleDocsUrl } from '../rules/meta.js';
import type { FailOn } from '../config/parse.js';
import { renderDeltaSummary } from './delta-summary.js';
import { code, escapeHtml, md } from './escape.js';

export const GITHUB_SUMMARY_LIMIT = 1024 * 1024;
/** Default size cap: well under GitHub's 1 MiB, leaving room for other steps' appends and encoding slack. */
export const DEFAULT_SUMMARY_MAX_BYTES = 1_000_000;

export interface SummaryOptions {
  /** Size cap in UTF-8 bytes. */
  maxBytes?: number;
  /** Shows whether the step passes and why. Absent: no verdict line. */
  failOn?: FailOn;
  /** Paths the pull request changed (marked in the findings). */
  changedFiles?: ReadonlySet<string>;
  /** Most findings listed. */
  maxFindings?: number;
  /** Most rows in the working-directory table and the profile matrix. */
  maxRows?: number;
  /** Most chains given a collapsible detail block. */
  maxChainDetails?: number;
  /** Where the complete data is, for the trim notes (e.g. "the JSON report artifact"). */
  fullReportHint?: string;
  /** The verdict counts only new findings (`new-only` with a base). */
  newOnly?: boolean;
}

const SEVERITY_ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', info: 'ℹ️' };

const PASS_REASON: Record<PassReason, string> = {
  hidden: 'hidden',
  'whitespace-only': 'whitespace only',
  'not-regular-file': 'not a regular file',
  'symlink-rejected': 'symlink rejected',
  'outside-root': 'outside the repository',
  'invalid-utf8': 'not valid UTF-8',
  'budget-spent': 'budget already spent',
  'empty-after-cut': 'nothing left after the budget cut',
  'unsafe-name': 'unsafe file name',
  unreadable: 'unreadable',
  'not-configured': 'not configured for this profile',
};

/** True when the findings reach the `fail-on` level. */
export function exceedsFailOn(counts: { errors: number; warnings: number }, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  if (failOn === 'warning') return counts.errors + counts.warnings > 0;
  return counts.errors > 0;
}

export function formatInt(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatInt(n)} ${n === 1 ? one : many}`;
}

function percent(p: number): string {
  return `${Number.isInteger(p) ? p : p.toFixed(1)}%`;
}

/** `██████░░░░` for a percentage (full at 100% and above). */
export function bar(p: number, cells = 10): string {
  const filled = p <= 0 ? 0 : Math.max(1, Math.min(cells, Math.round((p / 100) * cells)));
  return '█'.repeat(filled) + '░'.repeat(cells - filled);
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Characters that must not survive into a table cell. */
function cell(text: string): string {
  return text.replace(/\n/g, ' ');
}

function isCut(chain: Chain): boolean {
  return (
    chain.files.some((f) => f.truncated) ||
    chain.passedOver.some((p) => p.reason === 'budget-spent' || p.reason === 'empty-after-cut')
  );
}

function usageText(chain: Chain): string {
  if (chain.budget === null) {
    const limit = chain.charLimit !== undefined ? ` (reader limit ${formatInt(chain.charLimit)} characters)` : ' (no limit)';
    return `${formatInt(chain.usedBytes)} bytes${limit}`;
  }
  if (chain.budget <= 0) return 'instructions disabled (budget 0)';
  return `${formatInt(chain.usedBytes)}&nbsp;/&nbsp;${formatInt(chain.budget)}`;
}

/** Bytes the chain would need to be loaded whole: what was loaded, plus what the cut dropped. */
function neededBytes(chain: Chain, report: Report): number {
  let n = chain.usedBytes;
  for (const f of chain.files) if (f.truncated) n += Math.max(0, f.size - f.loadedBytes);
  for (const p of chain.passedOver) {
    if (p.reason === 'budget-spent' || p.reason === 'empty-after-cut') n += report.files.find((f) => f.path === p.path)?.size ?? 0;
  }
  return n;
}

function barText(chain: Chain): string {
  const p = chainUsage(chain);
  if (p === null) return chain.budget === null ? '—' : 'disabled';
  return `\`${bar(p)}\` ${percent(p)}${isCut(chain) ? ' ✂️' : ''}`;
}

function chainFilesText(chain: Chain): string {
  if (chain.files.length === 0) return '<em>no instruction file</em>';
  return chain.files.map((f) => `${code(f.path)}${f.truncated ? ' ✂️' : ''}`).join(' → ');
}

/** The profile whose chains fill the main table: the first with a byte budget, else the first. */
function primaryProfile(report: Report): string | undefined {
  return report.profiles.find((p) => report.chains.some((c) => c.profile === p && c.budget !== null)) ?? report.profiles[0];
}

function byUsage(a: Chain, b: Chain): number {
  return (chainUsage(b) ?? -1) - (chainUsage(a) ?? -1) || b.usedBytes - a.usedBytes || cmp(a.cwd, b.cwd);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareForSummary(a: Finding, b: Finding): number {
  return (
    SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    cmp(a.ruleId, b.ruleId) ||
    cmp(a.message, b.message)
  );
}

/**
 * A part of the summary whose items can be trimmed: `head`, then the first k of `rows` (each
 * ending in a newline), then `tail(k)` (a note saying what was left out, if anything).
 * `total` is how many items exist; `rows` may hold fewer (a count cap).
 */
interface Section {
  head: string;
  rows: string[];
  total: number;
  tail(k: number): string;
}

function render(section: Section, k: number): string {
  return section.head + section.rows.slice(0, k).join('') + section.tail(k);
}

function moreNote(left: number, what: [string, string], why: string): string {
  return `\n<p><em>… ${plural(left, what[0], what[1])} not shown (${why}).</em></p>\n`;
}

/** The tail for a section capped at `cap` items by count and possibly at k < cap by size. */
function trimTail(total: number, cap: number, what: [string, string], sizeWhy: string, capWhy: string) {
  return (k: number): string => {
    const left = total - k;
    if (left <= 0) return '';
    return moreNote(left, what, k < Math.min(total, cap) ? sizeWhy : capWhy);
  };
}

const WORKDIR: [string, string] = ['working directory', 'working directories'];
const CHAIN: [string, string] = ['chain', 'chains'];
const FINDING: [string, string] = ['finding', 'findings'];
const NOTE: [string, string] = ['note', 'notes'];

// ---------------------------------------------------------------------------------------------

function header(report: Report, options: SummaryOptions): string {
  const c = countBySeverity(report.findings);
  const judged = options.newOnly ? report.findings.filter((f) => f.baseline === 'new') : report.findings;
  const j = countBySeverity(judged);
  const failed = options.failOn !== undefined && exceedsFailOn({ errors: j.error, warnings: j.warning }, options.failOn);
  const icon = failed ? '❌' : c.error + c.warning > 0 ? '⚠️' : '✅';
  const counts =
    report.findings.length === 0
      ? 'no findings'
      : [
          c.error ? plural(c.error, 'error') : '',
          c.warning ? plural(c.warning, 'warning') : '',
          c.info ? plural(c.info, 'info', 'infos') : '',
        ]
          .filter(Boolean)
          .join(', ');
  const lines = [`## ${icon} AGENTS.md audit: ${counts}`, ''];

  const s = report.stats;
  const fullest = s.maxUsage
    ? `${code(s.maxUsage.cwd)} (${md(s.maxUsage.profile)}): ${percent(s.maxUsage.percent)}`
    : '—';
  lines.push(
    '| Working directories | Chains | Instruction files | Errors | Warnings | Infos | Fullest chain |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | :--- |',
    `| ${formatInt(s.workingDirectories)} | ${formatInt(s.chains)} | ${formatInt(s.instructionFiles)} | ` +
      `${formatInt(c.error)} | ${formatInt(c.warning)} | ${formatInt(c.info)} | ${fullest} |`,
    '',
  );

  const settings = [
    `root ${code(report.root)}`,
    `profiles ${report.profiles.map((p) => md(p)).join(', ') || '—'}`,
    `budget ${formatInt(report.settings.maxBytes)} bytes`,
  ];
  if (report.settings.fallbackFilenames.length > 0) {
    settings.push(`fallback names ${report.settings.fallbackFilenames.map((n) => code(n)).join(', ')}`);
  }
  lines.push(`<sub>Audited ${settings.join(' · ')}</sub>`, '');

  if (options.failOn !== undefined) {
    const worst = worstFinding(judged);
    const only = options.newOnly ? ', new findings only' : '';
    lines.push(
      failed
        ? `**Result: fails** (fail-on: ${options.failOn}${only})${worst ? `; worst: ${findingRef(worst)}` : ''}.`
        : `**Result: passes** (fail-on: ${options.failOn}${only}).`,
      '',
    );
  }
  return lines.join('\n');
}

export function worstFinding(findings: readonly Finding[]): Finding | undefined {
  let worst: Finding | undefined;
  for (const f of findings) {
    if (
      worst === undefined ||
      SEVERITY_RANK[f.severity] > SEVERITY_RANK[worst.severity] ||
      (SEVERITY_RANK[f.severity] === SEVERITY_RANK[worst.severity] &&
        ((f.path ?? '') < (worst.path ?? '') || ((f.path ?? '') === (worst.path ?? '') && (f.line ?? 0) < (worst.line ?? 0))))
    ) {
      worst = f;
    }
  }
  return worst;
}

function findingRef(f: Finding): string {
  const where = f.path === null ? 'the configuration' : `${code(f.path)}${f.line !== null ? ` line ${f.line}` : ''}`;
  return `${md(f.ruleId)} in ${where}`;
}

function notesSection(report: Report): string {
  if (report.notes.length === 0) return '';
  return ['### Notes', '', ...report.notes.map((n) => `- ${md(n)}`), ''].join('\n');
}

function workdirSection(report: Report, maxRows: number, why: string): Section | null {
  const profile = primaryProfile(report);
  if (profile === undefined) return null;
  const chains = report.chains.filter((c) => c.profile === profile).sort(byUsage);
  const budget = chains.find((c) => c.budget !== null)?.budget ?? null;
  const title =
    `### Working directories by budget use (${md(profile)}` +
    (budget !== null ? `, ${formatInt(budget)}-byte budget)` : ', no byte budget)');
  if (chains.length === 0) {
    return { head: `${title}\n\n<em>No working directory was audited.</em>\n`, rows: [], total: 0, tail: () => '' };
  }
  return {
    head: `${title}\n\n| Working directory | Chain (root first) | Bytes | Use |\n| :--- | :--- | ---: | :--- |\n`,
    rows: chains
      .slice(0, maxRows)
      .map((c) => `| ${code(c.cwd)} | ${cell(chainFilesText(c))} | ${usageText(c)} | ${barText(c)} |\n`),
    total: chains.length,
    tail: trimTail(chains.length, maxRows, WORKDIR, why, `the table shows the ${formatInt(maxRows)} fullest`),
  };
}

function cutDescription(chain: Chain, report: Report): string {
  const parts: string[] = [];
  for (const f of chain.files) {
    if (!f.truncated) continue;
    const lost = Math.max(0, f.size - f.loadedBytes);
    const where = f.cut
      ? `line ${formatInt(f.cut.line)}, column ${formatInt(f.cut.column)}` +
        (f.cut.lastLine !== null ? ` to line ${formatInt(f.cut.lastLine)} (end of file)` : ' to the end of the file') +
        (f.cut.splitsCharacter ? '; the cut splits a multi-byte character' : '')
      : 'the end of the loaded part to the end of the file';
    parts.push(`${code(f.path)} from ${where}: ${plural(lost, 'byte')} not loaded`);
  }
  for (const p of chain.passedOver) {
    if (p.reason !== 'budget-spent' && p.reason !== 'empty-after-cut') continue;
    const size = report.files.find((f) => f.path === p.path)?.size;
    parts.push(`${code(p.path)}: the whole file${size != null ? ` (${plural(size, 'byte')})` : ''}, ${PASS_REASON[p.reason]}`);
  }
  return parts.join('<br>');
}

function cutSection(report: Report, why: string): Section | null {
  const order = (p: string): number => report.profiles.indexOf(p);
  const chains = report.chains.filter(isCut).sort((a, b) => cmp(a.cwd, b.cwd) || order(a.profile) - order(b.profile));
  if (chains.length === 0) return null;
  return {
    head: [
      '### ✂️ Over budget: what the agent never sees',
      '',
      'The agent stops reading at the budget. Everything from the cut on is silently dropped.',
      '',
      '| Working directory | Profile | Needs / budget | Never loaded |',
      '| :--- | :--- | ---: | :--- |',
      '',
    ].join('\n'),
    rows: chains.map(
      (c) =>
        `| ${code(c.cwd)} | ${md(c.profile)} | ${formatInt(neededBytes(c, report))}&nbsp;/&nbsp;${formatInt(c.budget ?? 0)} | ${cell(cutDescription(c, report))} |\n`,
    ),
    total: chains.length,
    tail: trimTail(chains.length, chains.length, CHAIN, why, why),
  };
}

function findingsSection(report: Report, options: SummaryOptions, maxFindings: number, why: string): Section | null {
  if (report.findings.length === 0) return null;
  // Group by file; files with the worst findings first, then by path (configuration findings last).
  const groups = new Map<string | null, Finding[]>();
  for (const f of report.findings) {
    const list = groups.get(f.path);
    if (list) list.push(f);
    else groups.set(f.path, [f]);
  }
  const ordered = [...groups.entries()]
    .map(([path, list]) => ({ path, list: list.sort(compareForSummary) }))
    .sort(
      (a, b) =>
        SEVERITY_RANK[b.list[0]!.severity] - SEVERITY_RANK[a.list[0]!.severity] ||
        (a.path === null ? 1 : 0) - (b.path === null ? 1 : 0) ||
        cmp(a.path ?? '', b.path ?? ''),
    );
  // Each group's first row carries the group heading and table header, so any prefix renders whole.
  const rows: string[] = [];
  for (const [gi, g] of ordered.entries()) {
    if (rows.length >= maxFindings) break;
    const c = countBySeverity(g.list);
    const counts = (['error', 'warning', 'info'] as const)
      .filter((s) => c[s] > 0)
      .map((s) => `${SEVERITY_ICON[s]} ${formatInt(c[s])}`)
      .join(' ');
    const changed = g.path !== null && options.changedFiles?.has(g.path) ? ' · <em>changed in this pull request</em>' : '';
    const heading =
      `${gi > 0 ? '\n' : ''}**${g.path === null ? 'Configuration' : code(g.path)}** ${counts}${changed}\n\n` +
      '| Severity | Line | Rule | Message |\n| :--- | ---: | :--- | :--- |\n';
    for (const [i, f] of g.list.entries()) {
      if (rows.length >= maxFindings) break;
      rows.push(
        `${i === 0 ? heading : ''}| ${SEVERITY_ICON[f.severity]} ${f.severity}${f.baseline ? ` <sub>${f.baseline}</sub>` : ''} | ${f.line ?? ''} | ` +
          `[${md(f.ruleId)}](${ruleLink(f.ruleId)}) | ${messageCell(f.message)} |\n`,
      );
    }
  }
  return {
    head: '### Findings\n\n',
    rows,
    total: report.findings.length,
    tail: trimTail(report.findings.length, maxFindings, FINDING, why, `the summary lists the first ${formatInt(maxFindings)}`),
  };
}

function ruleLink(id: string): string {
  return ruleDocsUrl(encodeURIComponent(id).replace(/[()'*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`));
}

function messageCell(message: string): string {
  return message
    .split(/\r?\n/)
    .map((line) => md(line))
    .join('<br>');
}

function matrixSection(report: Report, maxRows: number, why: string): Section | null {
  if (report.profiles.length < 2) return null;
  const cwds = report.workingDirectories.length > 0 ? [...report.workingDirectories] : [...new Set(report.chains.map((c) => c.cwd))];
  const index = new Map<string, Chain>();
  for (const c of report.chains) index.set(`${c.profile}\0${c.cwd}`, c);
  const limitOf = (profile: string): string => {
    const chain = report.chains.find((c) => c.profile === profile);
    if (!chain) return '';
    if (chain.budget !== null) return ` (${formatInt(chain.budget)} B)`;
    if (chain.charLimit !== undefined) return ` (${formatInt(chain.charLimit)} chars)`;
    return ' (no limit)';
  };
  const rows = cwds.slice(0, maxRows).map((cwd) => {
    const cells = report.profiles.map((p) => {
      const c = index.get(`${p}\0${cwd}`);
      if (!c) return '—';
      const use = chainUsage(c);
      const amount =
        use !== null
          ? `${formatInt(c.usedBytes)} B · ${percent(use)}${isCut(c) ? ' ✂️' : ''}`
          : c.budget !== null
            ? 'disabled'
            : `${formatInt(c.usedBytes)} B`;
      return `${plural(c.files.length, 'file')} · ${amount}`;
    });
    return `| ${code(cwd)} | ${cells.join(' | ')} |\n`;
  });
  return {
    head: [
      '### Profiles × working directories',
      '',
      'Files each agent loads and bytes against its own limit.',
      '',
      `| Working directory | ${report.profiles.map((p) => `${md(p)}${limitOf(p)}`).join(' | ')} |`,
      `| :--- | ${report.profiles.map(() => ':---').join(' | ')} |`,
      '',
    ].join('\n'),
    rows,
    total: cwds.length,
    tail: trimTail(cwds.length, maxRows, WORKDIR, why, `the matrix shows the first ${formatInt(maxRows)}`),
  };
}

function fileRow(f: ChainFile, i: number): string {
  const notes: string[] = [];
  if (f.truncated) notes.push(f.cut ? `✂️ cut at line ${formatInt(f.cut.line)}, column ${formatInt(f.cut.column)}` : '✂️ cut');
  if (f.personal) notes.push('personal (home directory)');
  if (f.linkTarget !== undefined) notes.push(`symlink to ${code(f.linkTarget)}`);
  if (f.unread) notes.push('not read by the audit');
  return `| ${i + 1} | ${code(f.path)} | ${formatInt(f.loadedBytes)} | ${formatInt(f.size)} | ${notes.join('; ')} |`;
}

function chainDetail(c: Chain): string {
  const use = chainUsage(c);
  const head =
    `${escapeHtml(c.profile)} · ${code(c.cwd)} — ${plural(c.files.length, 'file')}, ${usageText(c)}` +
    (use !== null ? ` (${percent(use)})` : '') +
    (isCut(c) ? ' ✂️' : '');
  const out = ['<details>', `<summary>${head}</summary>`, ''];
  out.push(
    `Root ${code(c.root)}${c.rootMarker !== null ? ` (marker ${code(c.rootMarker)})` : ' (no root marker found)'}.`,
    '',
  );
  if (c.files.length > 0) {
    out.push('| # | File | Loaded bytes | Size | |', '| ---: | :--- | ---: | ---: | :--- |', ...c.files.map(fileRow), '');
  } else {
    out.push('<em>No instruction file is loaded.</em>', '');
  }
  if (c.passedOver.length > 0) {
    out.push(
      'Passed over:',
      '',
      ...c.passedOver.map(
        (p) => `- ${code(p.path)}: ${PASS_REASON[p.reason]}${p.detail !== undefined ? ` (${p.reason === 'hidden' ? `by ${code(p.detail)}` : md(p.detail)})` : ''}`,
      ),
      '',
    );
  }
  if (c.agentWarnings.length > 0) {
    out.push('The agent itself would warn:', '', ...c.agentWarnings.map((w) => `- ${md(w)}`), '');
  }
  out.push('</details>', '');
  return out.join('\n');
}

function detailsSection(report: Report, maxDetails: number, why: string): Section | null {
  if (report.chains.length === 0) return null;
  const chains = [...report.chains].sort(byUsage);
  return {
    head: '### Chains in detail\n\n',
    rows: chains.slice(0, maxDetails).map((c) => `${chainDetail(c)}\n`),
    total: chains.length,
    tail: trimTail(chains.length, maxDetails, CHAIN, why, `details are shown for the ${formatInt(maxDetails)} fullest`),
  };
}

function footer(report: Report): string {
  return `\n<sub>${md(report.tool.name)} ${md(report.tool.version)} · report schema ${report.schemaVersion}</sub>\n`;
}

/** The longest rendering of `section` within `allowance` bytes, or null when not even its head fits. */
function fit(section: Section, allowance: number): string | null {
  const size = (k: number): number => headBytes + cum[k]! + bytes(section.tail(k));
  const headBytes = bytes(section.head);
  const cum = [0];
  for (const row of section.rows) cum.push(cum[cum.length - 1]! + bytes(row));
  if (size(0) > allowance) return null;
  let lo = 0;
  let hi = section.rows.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (size(mid) <= allowance) lo = mid;
    else hi = mid - 1;
  }
  return render(section, lo);
}

export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? DEFAULT_SUMMARY_MAX_BYTES;
  const hint = options.fullReportHint ?? 'the JSON report';
  const why = `summary size limit; see ${hint}`;
  const trimNote =
    `> **Trimmed:** this summary is shortened to stay under GitHub's 1 MiB limit for a step summary. ` +
    `The complete data is in ${md(hint)}.\n`;

  // With a base, what the change does comes first (capped in itself, so it always fits).
  const head = [header(report, options), renderDeltaSummary(report)].filter(Boolean).join('\n');
  const notes = notesSection(report);
  const foot = footer(report);

  const maxRows = options.maxRows ?? 1000;
  const sections = {
    workdirs: workdirSection(report, maxRows, why),
    cuts: cutSection(report, why),
    findings: findingsSection(report, options, options.maxFindings ?? 500, why),
    matrix: matrixSection(report, maxRows, why),
    details: detailsSection(report, options.maxChainDetails ?? 200, why),
  };
  type Key = keyof typeof sections;
  const priority: Key[] = ['cuts', 'findings', 'workdirs', 'matrix', 'details'];
  const display: Key[] = ['workdirs', 'cuts', 'findings', 'matrix', 'details'];
  const assemble = (top: string, notesPart: string, parts: Partial<Record<Key, string>>): string =>
    [top, notesPart, ...display.map((k) => parts[k] ?? ''), foot].filter(Boolean).join('\n');

  const full: Partial<Record<Key, string>> = {};
  for (const key of display) {
    const s = sections[key];
    if (s) full[key] = render(s, s.rows.length);
  }
  const whole = assemble(head, notes, full);
  if (bytes(whole) <= maxBytes) return whole;

  // Too big: fill sections in order of importance, each with what is left.
  let remaining = maxBytes - bytes(head) - bytes(trimNote) - bytes(foot) - 16;
  // Notes are few and short; a pathological list is replaced by a count.
  const notesShown = bytes(notes) <= remaining / 4 ? notes : moreNote(report.notes.length, NOTE, why);
  remaining -= bytes(notesShown) + 1;
  const chosen: Partial<Record<Key, string>> = {};
  for (const key of priority) {
    const s = sections[key];
    if (!s || remaining <= 0) continue;
    const text = fit(s, remaining - 1);
    if (text === null) continue;
    chosen[key] = text;
    remaining -= bytes(text) + 1;
  }
  return assemble(head + trimNote, notesShown, chosen);
}

/** The summary written when the step could not produce a report (invalid input, crash). */
export function renderErrorSummary(kind: 'input' | 'crash', message: string): string {
  const shown = message.length > 4000 ? `${message.slice(0, 4000)}…` : message;
  const title = kind === 'input' ? '## ❌ AGENTS.md audit: invalid input' : '## 💥 AGENTS.md audit crashed';
  const lead =
    kind === 'input'
      ? 'The audit did not run because an input of the action is invalid:'
      : 'The audit stopped before it could report, so this run checked nothing. The error:';
  const body = shown
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('\n');
  return [title, '', lead, '', `<pre>${body}</pre>`, ''].join('\n');
}
