/**
 * The job summary (`$GITHUB_STEP_SUMMARY`): GitHub-flavoured Markdown with a little HTML
 * (`<details>`, `<code>`). Pure: a Report in, a string out, golden-tested.
 *
 * Everything from the repository goes through `md()`/`code()` (escape.ts), so a file called
 * `<img src=x onerror=alert(1)>.md` or `a|b.md` shows as text and cannot break a table.
 * The result stays under `maxBytes` (GitHub rejects a step summary over 1 MiB): sections are
 * filled in order of importance and each trimmed one says how much it left out.
 */
import { isUnverified, UNVERIFIED_MARK } from './profile-label.js';
import { chainUsage, countBySeverity, firstSentence, mergeIdenticalChains } from './model.js';
import type { Chain, ChainFile, ChainRow, Finding, PassReason, Report, Severity } from './model.js';
import { ruleDocsUrl } from '../rules/meta.js';
import type { FailOn } from '../config/parse.js';
import { renderDeltaSummary } from './delta-summary.js';
import { renderPolicySummary } from './policy.js';
import { choiceLine, othersText } from './choice.js';
import { code, escapeHtml, md, mdCode } from './escape.js';
import { judge, reaches } from './verdict.js';
import { compareUrgency } from './urgency.js';

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
  /**
   * Where files are shown on GitHub, `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/blob/$GITHUB_SHA`: each
   * path and line links to `<blobUrl>/<path>#L<line>`. Absent: paths are plain code.
   */
  blobUrl?: string;
  /** The base commit's blob URL: the delta links fixed findings to the files as they were. */
  baseBlobUrl?: string;
  /** Rows of the budget table and the matrix shown before the rest folds into `<details>` (default 10). */
  topRows?: number;
}

/**
 * A path as inline code, exactly as it is (it copies as the path: no invisible character in it),
 * linked to the file on GitHub when `blobUrl` is given. The tables keep it whole by giving it room
 * (test/report/summary-layout.test.ts measures that no path wraps at GitHub's width).
 */
export function pathCode(path: string, blobUrl: string | undefined, line?: number | null): string {
  const shown = `<code>${mdCode(path)}</code>`;
  if (!blobUrl || path.startsWith('~')) return shown;
  const href = `${blobUrl.replace(/\/+$/, '')}/${path.split('/').map(encodeURIComponent).join('/')}${line ? `#L${line}` : ''}`;
  return `<a href="${escapeHtml(href)}">${shown}</a>`;
}

/** A message with its `code spans` as code and everything else as text. */
export function messageHtml(message: string): string {
  return message
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/`([^`\n]+)`/)
        .map((part, i) => (i % 2 === 1 ? code(part) : md(part)))
        .join(''),
    )
    .join('<br>');
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
  return reaches(counts, failOn);
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

function byUsage(a: Chain, b: Chain): number {
  return (chainUsage(b) ?? -1) - (chainUsage(a) ?? -1) || b.usedBytes - a.usedBytes || cmp(a.cwd, b.cwd);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareForSummary(a: Finding, b: Finding): number {
  return (
    compareUrgency(a, b) ||
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
  // One verdict, as the exit status, the outputs and the failure message state it.
  const v = judge(report, options.failOn ?? 'never', options.newOnly === true);
  const failed = options.failOn !== undefined && v.fails;
  const icon = failed ? '❌' : c.error + c.warning > 0 ? '⚠️' : '✅';
  const counts = v.newOnly
    ? md(v.text)
    : report.findings.length === 0
      ? 'no findings'
      : [
          c.error ? plural(c.error, 'error') : '',
          c.warning ? plural(c.warning, 'warning') : '',
          c.info ? plural(c.info, 'info', 'infos') : '',
        ]
          .filter(Boolean)
          .join(', ');
  const verdictWord = options.failOn === undefined ? '' : failed ? ' fails' : ' passes';
  const lines = [`## ${icon} AGENTS.md audit${verdictWord}: ${counts}`, ''];
  if (options.failOn !== undefined) {
    const worst = worstFinding(v.counted, options.failOn);
    const only = v.newOnly ? ', new findings only' : '';
    lines.push(
      failed
        ? `**Result: fails** (fail-on: ${options.failOn}${only})${worst ? `; worst: ${findingRef(worst, options.blobUrl)}` : ''}.`
        : `**Result: passes** (fail-on: ${options.failOn}${only}).`,
      '',
    );
  }
  // What the audited profiles miss, before any table: they load nothing, other agents' files are there.
  const others = othersText(report, 'action');
  if (others !== null) lines.push(`**${md(others)}.**`, '');

  const s = report.stats;
  // A budgeted chain that loads nothing is no "fullest chain" (a repository of GEMINI.md files audited with Codex too).
  const fullest = s.maxUsage && s.maxUsage.usedBytes > 0
    ? `${code(s.maxUsage.cwd)} (${md(s.maxUsage.profile)}): ${percent(s.maxUsage.percent)}`
    : '—';
  // The fullest chain's path goes below the table, at the start of a line, where it never wraps.
  lines.push(
    '| Working directories | Chains | Instruction files | Errors | Warnings | Infos |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${formatInt(s.workingDirectories)} | ${formatInt(s.chains)} | ${formatInt(s.instructionFiles)} | ` +
      `${formatInt(c.error)} | ${formatInt(c.warning)} | ${formatInt(c.info)} |`,
    '',
    `Fullest chain: ${fullest}`,
    '',
  );

  const settings = [
    `root ${code(report.root)}`,
    `profiles ${report.profiles.map((p) => `${md(p)}${isUnverified(report, p) ? ` (${UNVERIFIED_MARK})` : ''}`).join(', ') || '—'}`,
    `budget ${formatInt(report.settings.maxBytes)} bytes`,
  ];
  if (report.settings.fallbackFilenames.length > 0) {
    settings.push(`fallback names ${report.settings.fallbackFilenames.map((n) => code(n)).join(', ')}`);
  }
  lines.push(`<sub>Audited ${settings.join(' · ')}</sub>`, '');
  const chose = choiceLine(report, 'action');
  if (chose !== null) lines.push(`<sub>${md(chose)}</sub>`, '');
  return lines.join('\n');
}

/**
 * The most urgent finding (src/report/urgency.ts: a secret before a cut chain before a broken link
 * before hygiene; errors before warnings within a tier), then by path and line. With `failOn`, only
 * the findings at a level that fails the run are candidates (when there are any), so "worst:"
 * always names a reason the run fails.
 */
export function worstFinding(findings: readonly Finding[], failOn?: FailOn): Finding | undefined {
  const failing = failOn === undefined || failOn === 'never' ? [] : findings.filter((f) => f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning'));
  let worst: Finding | undefined;
  for (const f of failing.length > 0 ? failing : findings) {
    if (
      worst === undefined ||
      compareUrgency(f, worst) < 0 ||
      (compareUrgency(f, worst) === 0 &&
        ((f.path ?? '') < (worst.path ?? '') || ((f.path ?? '') === (worst.path ?? '') && (f.line ?? 0) < (worst.line ?? 0))))
    ) {
      worst = f;
    }
  }
  return worst;
}

function findingRef(f: Finding, blobUrl?: string): string {
  const where = f.path === null ? (f.files ? plural(f.files.length, 'file') : 'the configuration') : `${pathCode(f.path, blobUrl, f.line)}${f.line !== null ? ` line ${f.line}` : ''}`;
  return `${md(f.ruleId)} in ${where}`;
}

function notesSection(report: Report): string {
  if (report.notes.length === 0) return '';
  return ['### Notes', '', ...report.notes.map((n) => `- ${md(n)}`), ''].join('\n');
}

/**
 * Rows past `top` fold into a `<details>` block: `fold(k)` is the text row k starts with (the
 * opening of the block and the table header again), `close(k)` what ends it after k rows.
 */
function folded(tableHead: string, top: number, what: string) {
  return {
    open: (i: number, total: number): string =>
      i === top ? `\n<details><summary>${plural(total - top, `more ${what}`, `more ${what.replace(/y$/, 'ie')}s`)}</summary>\n\n${tableHead}` : '',
    close: (k: number): string => (k > top ? '\n</details>\n' : ''),
  };
}

function workdirSection(report: Report, maxRows: number, why: string, top: number): Section | null {
  if (report.chains.length === 0) return null;
  const rows = mergeIdenticalChains(report.chains).sort((a, b) => byUsage(a.chain, b.chain));
  const title = `### Budget use by working directory (${formatInt(report.settings.maxBytes)}-byte budget; profiles with the same chain share a row; each chain is under “Chains in detail”)`;
  // Two columns: the path on a line of its own (it never wraps there), the profiles and files under it; then the use and the bytes.
  const tableHead = '| Working directory (profiles · files) | Use (bytes) |\n| :--- | :--- |\n';
  const fold = folded(tableHead, top, 'row');
  const shown = rows.slice(0, maxRows);
  const trim = trimTail(rows.length, maxRows, ['row', 'rows'], why, `the table shows the ${formatInt(maxRows)} fullest`);
  return {
    head: `${title}\n\n${tableHead}`,
    rows: shown.map(
      (r, i) =>
        `${fold.open(i, shown.length)}| ${pathCode(r.cwd, undefined)}<br>${profileList(r.profiles)} · ${plural(r.chain.files.length, 'file')} | ${barText(r.chain)}<br>${usageText(r.chain)} |\n`,
    ),
    total: rows.length,
    tail: (k) => fold.close(k) + trim(k),
  };
}

/** Profile ids, each whole (a hyphen inside an id is not a place to break a line: `claude-code@legacy`). */
function profileList(ids: readonly string[]): string {
  return ids.map((p) => md(p)).join(', ');
}

function cutDescription(chain: Chain, report: Report, blobUrl?: string): string {
  const parts: string[] = [];
  for (const f of chain.files) {
    if (!f.truncated) continue;
    const lost = Math.max(0, f.size - f.loadedBytes);
    const where = f.cut
      ? `line ${formatInt(f.cut.line)}, column ${formatInt(f.cut.column)}` +
        (f.cut.lastLine !== null ? ` to line ${formatInt(f.cut.lastLine)} (end of file)` : ' to the end of the file') +
        (f.cut.splitsCharacter ? '; the cut splits a multi-byte character' : '')
      : 'the end of the loaded part to the end of the file';
    parts.push(`${pathCode(f.path, blobUrl, f.cut?.line)} from ${where}: ${plural(lost, 'byte')} not loaded`);
  }
  for (const p of chain.passedOver) {
    if (p.reason !== 'budget-spent' && p.reason !== 'empty-after-cut') continue;
    const size = report.files.find((f) => f.path === p.path)?.size;
    parts.push(`${pathCode(p.path, blobUrl)}: the whole file${size != null ? ` (${plural(size, 'byte')})` : ''}, ${PASS_REASON[p.reason]}`);
  }
  return parts.join('<br>');
}

function cutSection(report: Report, why: string, top: number, blobUrl?: string): Section | null {
  const order = (p: string): number => report.profiles.indexOf(p);
  const rows = mergeIdenticalChains(report.chains.filter(isCut).sort((a, b) => cmp(a.cwd, b.cwd) || order(a.profile) - order(b.profile)));
  if (rows.length === 0) return null;
  // Two columns: the working directory, then each file it never loads in full, each path at the start of its own line (where it never wraps).
  const tableHead = '| Working directory (profiles): never loaded | Needs / budget |\n| :--- | ---: |\n';
  const fold = folded(tableHead, top, 'cut chain');
  const trim = trimTail(rows.length, rows.length, CHAIN, why, why);
  return {
    head: ['### ✂️ Over budget: what the agent never sees', '', 'The agent stops reading at the budget. Everything from the cut on is silently dropped.', '', tableHead].join('\n'),
    rows: rows.map(
      ({ chain: c, profiles }, i) =>
        `${fold.open(i, rows.length)}| ${pathCode(c.cwd, undefined)} (${profileList(profiles)})<br>${cell(cutDescription(c, report, blobUrl))} | ${formatInt(neededBytes(c, report))}&nbsp;/&nbsp;${formatInt(c.budget ?? 0)} |\n`,
    ),
    total: rows.length,
    tail: (k) => fold.close(k) + trim(k),
  };
}

/** Findings of one rule shown before the rest fold into `<details>`. */
const SHOWN_PER_RULE = 3;

function findingsSection(report: Report, options: SummaryOptions, maxFindings: number, why: string): Section | null {
  if (report.findings.length === 0) return null;
  // Grouped by rule, most urgent first (src/report/urgency.ts); within a tier and severity the rule with most findings first.
  const groups = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const key = `${f.severity}\0${f.ruleId}`;
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  // Within a rule, findings in files the pull request changed first.
  const unchanged = (f: Finding): number => (f.path !== null && options.changedFiles?.has(f.path) ? 0 : 1);
  const ordered = [...groups.values()]
    .map((list) => list.sort((a, b) => unchanged(a) - unchanged(b) || compareForSummary(a, b)))
    .sort((a, b) => compareUrgency(a[0]!, b[0]!) || b.length - a.length || cmp(a[0]!.ruleId, b[0]!.ruleId));
  const rows: string[] = [];
  /** `<details>` blocks still open after each row. */
  const openAfter: number[] = [];
  let infoOpen = false;
  // One column: the place first, on a line of its own (a path there never wraps), then the message (what to do first).
  const tableHead = '| Where, and what to do |\n| :--- |\n';
  const infoCount = report.findings.filter((f) => f.severity === 'info').length;
  for (const list of ordered) {
    if (rows.length >= maxFindings) break;
    const first = list[0]!;
    let prefix = '';
    let open = infoOpen ? 1 : 0;
    // The previous rule's folded rows end before this rule starts.
    if (rows.length > 0 && openAfter[rows.length - 1]! > open) prefix += '\n</details>\n';
    // Info notes fold into one block after the problems.
    if (first.severity === 'info' && !infoOpen) {
      infoOpen = true;
      open = 1;
      prefix += `\n<details><summary>${SEVERITY_ICON.info} ${plural(infoCount, 'info note')}: facts worth knowing, nothing to fix</summary>\n\n`;
    } else if (rows.length > 0) prefix += '\n';
    const heading = `${prefix}**${SEVERITY_ICON[first.severity]} [${md(first.ruleId)}](${ruleLink(first.ruleId)})** · ${first.severity} · ${formatInt(list.length)}\n\n${tableHead}`;
    for (const [i, f] of list.entries()) {
      if (rows.length >= maxFindings) break;
      const changed = f.path !== null && options.changedFiles?.has(f.path) ? ' <em>(changed)</em>' : '';
      const where =
        f.path === null ? (f.files ? plural(f.files.length, 'file') : 'configuration') : `${pathCode(f.path, options.blobUrl, f.line)}${f.line !== null ? `:${f.line}` : ''}${changed}${f.baseline ? ` <sub>${f.baseline}</sub>` : ''}`;
      const fold = i === SHOWN_PER_RULE ? `\n<details><summary>${plural(list.length - SHOWN_PER_RULE, `more ${first.ruleId} finding`)}</summary>\n\n${tableHead}` : '';
      if (i === SHOWN_PER_RULE) open += 1;
      rows.push(`${i === 0 ? heading : ''}${fold}| ${where}<br>${messageHtml(i === 0 ? f.message : firstSentence(f.message))} |\n`);
      openAfter.push(open);
    }
  }
  const trim = trimTail(report.findings.length, maxFindings, FINDING, why, `the summary lists the first ${formatInt(maxFindings)}`);
  return {
    head: '### Problems\n\n',
    rows,
    total: report.findings.length,
    tail: (k) => '\n</details>\n'.repeat(k > 0 ? openAfter[k - 1]! : 0) + trim(k),
  };
}

export function ruleLink(id: string): string {
  return ruleDocsUrl(encodeURIComponent(id).replace(/[()'*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`));
}

/**
 * Width estimates for the page (GitHub's 930 px summary column at a 1,012 px viewport; 14 px text,
 * code at 85 % monospace): enough to choose how many columns a table gets, never a promise (the
 * layout test measures the rendered page).
 */
export const SUMMARY_COLUMN_PX = 930;
const CELL_PADDING_PX = 27;
function textPx(text: string): number {
  let n = 0;
  for (const ch of text) n += /[\u{1F300}-\u{1FAFF}\u2600-\u27BF]/u.test(ch) ? 22 : /[A-Z0-9%·]/.test(ch) ? 9.5 : 8.2;
  return n;
}
function codePx(text: string): number {
  return [...text].length * 7.9 + 10;
}

/** A matrix cell: `files · bytes · budget use`, without words (the legend says what each is). */
function matrixCell(c: Chain | undefined): string {
  if (!c) return '—';
  const use = chainUsage(c);
  if (use === null && c.budget !== null) return 'disabled';
  return `${formatInt(c.files.length)} · ${formatInt(c.usedBytes)} B${use !== null ? ` · ${percent(use)}${isCut(c) ? ' ✂️' : ''}` : ''}`;
}

function matrixSection(report: Report, maxRows: number, why: string, top: number): Section | null {
  if (report.profiles.length < 2) return null;
  const cwdsAll = report.workingDirectories.length > 0 ? [...report.workingDirectories] : [...new Set(report.chains.map((c) => c.cwd))];
  const index = new Map<string, Chain>();
  for (const c of report.chains) index.set(`${c.profile}\0${c.cwd}`, c);
  // Profiles whose chains are the same in every working directory share a column.
  const signature = (p: string): string =>
    JSON.stringify(
      cwdsAll.map((cwd) => {
        const c = index.get(`${p}\0${cwd}`);
        return c ? [c.budget, c.usedBytes, c.charLimit ?? null, c.files.map((f) => [f.path, f.loadedBytes])] : null;
      }),
    );
  const groups: string[][] = [];
  const bySig = new Map<string, string[]>();
  for (const p of report.profiles) {
    const sig = signature(p);
    const col = bySig.get(sig);
    if (col) col.push(p);
    else {
      const c = [p];
      bySig.set(sig, c);
      groups.push(c);
    }
  }
  // A column that loads no file in any working directory is left out, and named under the table.
  const loadsNothing = (col: string[]): boolean => cwdsAll.every((cwd) => (index.get(`${col[0]!}\0${cwd}`)?.files.length ?? 0) === 0);
  const empty = groups.filter(loadsNothing);
  const columns = groups.filter((g) => !loadsNothing(g));
  if (columns.length === 0) return null;
  // Fullest first: the highest budget use in the row, then the most bytes.
  const rowKey = (cwd: string): [number, number] => {
    let use = -1;
    let used = 0;
    for (const col of columns) {
      const c = index.get(`${col[0]!}\0${cwd}`);
      if (!c) continue;
      use = Math.max(use, chainUsage(c) ?? -1);
      used = Math.max(used, c.usedBytes);
    }
    return [use, used];
  };
  const keys = new Map(cwdsAll.map((cwd) => [cwd, rowKey(cwd)]));
  const cwds = [...cwdsAll].sort((a, b) => keys.get(b)![0] - keys.get(a)![0] || keys.get(b)![1] - keys.get(a)![1] || cmp(a, b));
  const shown = cwds.slice(0, maxRows);
  const limitOf = (profile: string): string => {
    const chain = report.chains.find((c) => c.profile === profile);
    if (!chain) return '';
    if (chain.budget !== null) return `${formatInt(chain.budget)} B`;
    if (chain.charLimit !== undefined) return `${formatInt(chain.charLimit)} chars`;
    return 'no limit';
  };
  // One profile a line, the limit under them: a header as narrow as its longest id.
  const headOf = (col: string[]): string => `${col.map((p) => md(p)).join('<br>')}<br>(${limitOf(col[0]!)})`;
  // Columns in as many tables as it takes for each to fit the page: the path column whole, then profiles.
  const pathWidth = Math.max(codePx('Working directory'), ...shown.map((cwd) => codePx(cwd))) + CELL_PADDING_PX;
  const widthOf = (col: string[]): number =>
    Math.max(...col.map((p) => textPx(p)), textPx(`(${limitOf(col[0]!)})`), ...shown.map((cwd) => textPx(matrixCell(index.get(`${col[0]!}\0${cwd}`))))) + CELL_PADDING_PX;
  const parts: string[][][] = [];
  let room = 0;
  for (const col of columns) {
    const w = widthOf(col);
    if (parts.length === 0 || w > room) {
      parts.push([col]);
      room = SUMMARY_COLUMN_PX - 48 - pathWidth - w;
    } else {
      parts[parts.length - 1]!.push(col);
      room -= w;
    }
  }
  const tableHead = (part: string[][]): string => `| Working directory | ${part.map(headOf).join(' | ')} |\n| :--- | ${part.map(() => ':---').join(' | ')} |\n`;
  const rowsOf = (part: string[][]): string[] => {
    const fold = folded(tableHead(part), top, 'working directory');
    return shown.map((cwd, i) => `${fold.open(i, shown.length)}| ${pathCode(cwd, undefined)} | ${part.map((col) => matrixCell(index.get(`${col[0]!}\0${cwd}`))).join(' | ')} |\n`);
  };
  const partRows = parts.map(rowsOf);
  const intro =
    'Each cell: files loaded · bytes · budget use (against the limit under the profile); profiles with the same chains everywhere share a column; the fullest working directories first.' +
    (parts.length > 1 ? ` In ${parts.length} tables, so that each fits the page.` : '');
  const emptyNote = empty.length > 0 ? `\n<p>${empty.flat().map((p) => md(p)).join(', ')}: no instruction file in any working directory.</p>\n` : '';
  const trim = trimTail(cwds.length, maxRows, WORKDIR, why, `the matrix shows the first ${formatInt(maxRows)}`);
  // One row of the section is the row of every part table; the parts follow each other once complete.
  const closeAll = (k: number): string => (k > top ? '\n</details>\n' : '');
  return {
    head: ['### Profiles × working directories', '', intro, '', tableHead(parts[0]!)].join('\n'),
    rows: partRows[0]!,
    total: cwds.length,
    tail: (k) =>
      closeAll(k) +
      parts
        .slice(1)
        .map((part, j) => `\n${tableHead(part)}${partRows[j + 1]!.slice(0, k).join('')}${closeAll(k)}`)
        .join('') +
      emptyNote +
      trim(k),
  };
}

function fileRow(f: ChainFile, i: number, blobUrl?: string): string {
  const notes: string[] = [];
  if (f.truncated) notes.push(f.cut ? `✂️ cut at line ${formatInt(f.cut.line)}, column ${formatInt(f.cut.column)}` : '✂️ cut');
  if (f.personal) notes.push('personal (home directory)');
  if (f.linkTarget !== undefined) notes.push(`symlink to ${code(f.linkTarget)}`);
  if (f.unread) notes.push('not read by the audit');
  // The bytes and notes go under the path, so the path has the width of the table to itself.
  return `| ${i + 1} | ${pathCode(f.path, blobUrl)}<br>${[`${formatInt(f.loadedBytes)} / ${formatInt(f.size)}`, ...notes].join('; ')} |`;
}

function chainDetail(row: ChainRow, blobUrl?: string): string {
  const c = row.chain;
  const use = chainUsage(c);
  const head =
    `${row.profiles.map((p) => escapeHtml(p)).join(', ')} · ${code(c.cwd)} — ${plural(c.files.length, 'file')}, ${usageText(c)}` +
    (use !== null ? ` (${percent(use)})` : '') +
    (isCut(c) ? ' ✂️' : '');
  const out = ['<details>', `<summary>${head}</summary>`, ''];
  out.push(
    `Root ${code(c.root)}${c.rootMarker !== null ? ` (marker ${code(c.rootMarker)})` : ' (no root marker found)'}.`,
    '',
  );
  if (c.files.length > 0) {
    out.push('| # | File: bytes loaded / size |', '| ---: | :--- |', ...c.files.map((f, i) => fileRow(f, i, blobUrl)), '');
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

function detailsSection(report: Report, maxDetails: number, why: string, blobUrl?: string): Section | null {
  if (report.chains.length === 0) return null;
  const rows = mergeIdenticalChains(report.chains).sort((a, b) => byUsage(a.chain, b.chain));
  const trim = trimTail(rows.length, maxDetails, CHAIN, why, `details are shown for the ${formatInt(maxDetails)} fullest`);
  return {
    head: `### Chains in detail\n\n<details><summary>${plural(rows.length, 'chain')}, fullest first (profiles with the same chain together)</summary>\n\n`,
    rows: rows.slice(0, maxDetails).map((r) => `${chainDetail(r, blobUrl)}\n`),
    total: rows.length,
    tail: (k) => `</details>\n${trim(k)}`,
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

/** `block` right under the summary's title line (a settings change is the first thing a reviewer reads). */
function afterTitle(text: string, block: string): string {
  if (!block) return text;
  const nl = text.indexOf('\n');
  return nl === -1 ? `${text}\n\n${block}` : `${text.slice(0, nl + 1)}\n${block}${text.slice(nl + 1)}`;
}

export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? DEFAULT_SUMMARY_MAX_BYTES;
  const hint = options.fullReportHint ?? 'the JSON report';
  const why = `summary size limit; see ${hint}`;
  const trimNote =
    `> **Trimmed:** this summary is shortened to stay under GitHub's 1 MiB limit for a step summary. ` +
    `The complete data is in ${md(hint)}.\n`;

  // With a base, what the change does comes first (capped in itself, so it always fits).
  const head = [afterTitle(header(report, options), renderPolicySummary(report.policy)), renderDeltaSummary(report, { blobUrl: options.blobUrl, baseBlobUrl: options.baseBlobUrl })].filter(Boolean).join('\n');
  const notes = notesSection(report);
  const foot = footer(report);

  const maxRows = options.maxRows ?? 1000;
  const top = options.topRows ?? 10;
  const sections = {
    workdirs: workdirSection(report, maxRows, why, top),
    cuts: cutSection(report, why, top, options.blobUrl),
    findings: findingsSection(report, options, options.maxFindings ?? 500, why),
    matrix: matrixSection(report, maxRows, why, top),
    details: detailsSection(report, options.maxChainDetails ?? 200, why, options.blobUrl),
  };
  type Key = keyof typeof sections;
  // Under the size limit the cuts are filled first (they are what an agent silently loses), then the problems.
  const priority: Key[] = ['cuts', 'findings', 'workdirs', 'matrix', 'details'];
  const display: Key[] = ['findings', 'cuts', 'workdirs', 'matrix', 'details'];
  // The verdict, then the problems, then the notes, then the rest.
  const assemble = (top: string, notesPart: string, parts: Partial<Record<Key, string>>): string =>
    [top, parts.findings ?? '', notesPart, ...display.filter((k) => k !== 'findings').map((k) => parts[k] ?? ''), foot].filter(Boolean).join('\n');

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
