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
  return `${formatInt(chain.usedBytes)} / ${formatInt(chain.budget)}`;
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

/** A part of the summary whose items can be trimmed: `render(k)` shows the first k of `count`. */
interface Section {
  count: number;
  render(k: number): string;
}

function moreNote(left: number, what: string, why: string): string {
  return `\n<p><em>… ${plural(left, what, `${what}s`)} not shown (${why}).</em></p>\n`;
}

// ---------------------------------------------------------------------------------------------

function header(report: Report, options: SummaryOptions): string {
  const c = countBySeverity(report.findings);
  const failed = options.failOn !== undefined && exceedsFailOn({ errors: c.error, warnings: c.warning }, options.failOn);
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
    const worst = worstFinding(report.findings);
    lines.push(
      failed
        ? `**Result: fails** (fail-on: ${options.failOn})${worst ? `; worst: ${findingRef(worst)}` : ''}.`
        : `**Result: passes** (fail-on: ${options.failOn}).`,
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
  const limited = Math.min(chains.length, maxRows);
  return {
    count: limited,
    render(k) {
      if (chains.length === 0) return `${title}\n\n<em>No working directory was audited.</em>\n`;
      const rows = chains
        .slice(0, k)
        .map((c) => `| ${code(c.cwd)} | ${cell(chainFilesText(c))} | ${usageText(c)} | ${barText(c)} |`);
      const left = chains.length - k;
      return [
        title,
        '',
        '| Working directory | Chain (root first) | Bytes | Use |',
        '| :--- | :--- | ---: | :--- |',
        ...rows,
        left > 0 ? moreNote(left, 'working directory', k < limited ? why : `the table shows the ${formatInt(maxRows)} fullest`) : '',
      ].join('\n');
    },
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
  const chains = report.chains.filter(isCut).sort((a, b) => cmp(a.cwd, b.cwd) || cmp(a.profile, b.profile));
  if (chains.length === 0) return null;
  return {
    count: chains.length,
    render(k) {
      const rows = chains.slice(0, k).map((c) => `| ${code(c.cwd)} | ${md(c.profile)} | ${usageText(c)} | ${cell(cutDescription(c, report))} |`);
      return [
        '### ✂️ Over budget: what the agent never sees',
        '',
        'The agent stops reading at the budget. Everything from the cut on is silently dropped.',
        '',
        '| Working directory | Profile | Bytes | Never loaded |',
        '| :--- | :--- | ---: | :--- |',
        ...rows,
        k < chains.length ? moreNote(chains.length - k, 'chain', why) : '',
      ].join('\n');
    },
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
  const flat = ordered.flatMap((g) => g.list);
  const limited = Math.min(flat.length, maxFindings);
  return {
    count: limited,
    render(k) {
      const out = ['### Findings', ''];
      let shown = 0;
      for (const g of ordered) {
        if (shown >= k) break;
        const take = g.list.slice(0, k - shown);
        shown += take.length;
        const c = countBySeverity(g.list);
        const counts = (['error', 'warning', 'info'] as const)
          .filter((s) => c[s] > 0)
          .map((s) => `${SEVERITY_ICON[s]} ${c[s]}`)
          .join(' ');
        const changed = g.path !== null && options.changedFiles?.has(g.path) ? ' · <em>changed in this pull request</em>' : '';
        out.push(
          `**${g.path === null ? 'Configuration' : code(g.path)}** ${counts}${changed}`,
          '',
          '| Severity | Line | Rule | Message |',
          '| :--- | ---: | :--- | :--- |',
          ...take.map(
            (f) =>
              `| ${SEVERITY_ICON[f.severity]} ${f.severity} | ${f.line ?? ''} | [${md(f.ruleId)}](${ruleLink(f.ruleId)}) | ${messageCell(f.message)} |`,
          ),
          '',
        );
      }
      const left = flat.length - k;
      if (left > 0) out.push(moreNote(left, 'finding', k < limited ? why : `the summary lists the first ${formatInt(maxFindings)}`));
      return out.join('\n');
    },
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
  const limited = Math.min(cwds.length, maxRows);
  return {
    count: limited,
    render(k) {
      const head = `| Working directory | ${report.profiles.map((p) => `${md(p)}${limitOf(p)}`).join(' | ')} |`;
      const align = `| :--- | ${report.profiles.map(() => ':---').join(' | ')} |`;
      const rows = cwds.slice(0, k).map((cwd) => {
        const cells = report.profiles.map((p) => {
          const c = index.get(`${p}\0${cwd}`);
          if (!c) return '—';
          const files = plural(c.files.length, 'file');
          const use = chainUsage(c);
          const amount =
            use !== null
              ? `${formatInt(c.usedBytes)} B · ${percent(use)}${isCut(c) ? ' ✂️' : ''}`
              : c.budget !== null
                ? 'disabled'
                : `${formatInt(c.usedBytes)} B`;
          return `${files} · ${amount}`;
        });
        return `| ${code(cwd)} | ${cells.join(' | ')} |`;
      });
      const left = cwds.length - k;
      return [
        '### Profiles × working directories',
        '',
        'Files each agent loads and bytes against its own limit.',
        '',
        head,
        align,
        ...rows,
        left > 0 ? moreNote(left, 'working directory', k < limited ? why : `the matrix shows the first ${formatInt(maxRows)}`) : '',
      ].join('\n');
    },
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
  const limited = Math.min(chains.length, maxDetails);
  return {
    count: limited,
    render(k) {
      const left = chains.length - k;
      return [
        '### Chains in detail',
        '',
        ...chains.slice(0, k).map(chainDetail),
        left > 0 ? moreNote(left, 'chain', k < limited ? why : `details are shown for the ${formatInt(maxDetails)} fullest`) : '',
      ].join('\n');
    },
  };
}

function footer(report: Report): string {
  return `\n<sub>${md(report.tool.name)} ${md(report.tool.version)} · report schema ${report.schemaVersion}</sub>\n`;
}

/** Largest k in [0, count] whose rendering fits `allowance` bytes, or null when not even k = 0 fits. */
function fit(section: Section, allowance: number): { k: number; text: string } | null {
  const zero = section.render(0);
  if (bytes(zero) > allowance) return null;
  let lo = 0;
  let best = zero;
  let hi = section.count;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const text = section.render(mid);
    if (bytes(text) <= allowance) {
      lo = mid;
      best = text;
    } else {
      hi = mid - 1;
    }
  }
  return { k: lo, text: best };
}

export function renderSummary(report: Report, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? DEFAULT_SUMMARY_MAX_BYTES;
  const hint = options.fullReportHint ?? 'the JSON report';
  const why = `summary size limit; see ${hint}`;
  const trimNote =
    `> **Trimmed:** this summary is shortened to stay under GitHub's 1 MiB limit for a step summary. ` +
    `The complete data is in ${md(hint)}.\n`;

  const head = header(report, options);
  const notes = notesSection(report);
  const foot = footer(report);

  const sections = {
    workdirs: workdirSection(report, options.maxRows ?? 1000, why),
    cuts: cutSection(report, why),
    findings: findingsSection(report, options, options.maxFindings ?? 500, why),
    matrix: matrixSection(report, options.maxRows ?? 1000, why),
    details: detailsSection(report, options.maxChainDetails ?? 200, why),
  };
  type Key = keyof typeof sections;
  const priority: Key[] = ['cuts', 'findings', 'workdirs', 'matrix', 'details'];
  const display: Key[] = ['workdirs', 'cuts', 'findings', 'matrix', 'details'];

  const full: Partial<Record<Key, string>> = {};
  let total = bytes(head) + bytes(notes) + bytes(foot);
  for (const key of display) {
    const s = sections[key];
    if (s) {
      full[key] = s.render(s.count);
      total += bytes(full[key]) + 1;
    }
  }
  if (total <= maxBytes) {
    return [head, notes, ...display.map((k) => full[k] ?? ''), foot].filter(Boolean).join('\n');
  }

  // Too big: fill sections in order of importance, each with what is left.
  let remaining = maxBytes - bytes(head) - bytes(trimNote) - bytes(foot) - 16;
  // Notes are few and short; a pathological list is replaced by a count.
  const notesShown = bytes(notes) <= remaining / 4 ? notes : moreNote(report.notes.length, 'note', why);
  remaining -= bytes(notesShown);
  const chosen: Partial<Record<Key, string>> = {};
  for (const key of priority) {
    const s = sections[key];
    if (!s || remaining <= 0) continue;
    const got = fit(s, remaining - 1);
    if (!got) continue;
    chosen[key] = got.text;
    remaining -= bytes(got.text) + 1;
  }
  return [head + trimNote, notesShown, ...display.map((k) => chosen[k] ?? ''), foot].filter(Boolean).join('\n');
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
