/**
 * The job summary's first section: "What this change does to agent instructions" on a pull
 * request, "Since the last audit" on a scheduled run (with the budget use of the fullest chains over
 * the kept history, as a table: tables render everywhere the summary is shown, PR comments included).
 * Also the body of the pull-request comment. Pure; everything from the repository goes through md()/code().
 */
import { fmtInt } from '../format.js';
import { DELTA_MAX_ITEMS, deltaTitle, sideUsage, spanText, type ChainDelta, type Delta, type DeltaSide } from './delta.js';
import { code, md } from './escape.js';
import { chainUsage, type Finding, type Report } from './model.js';

const ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' } as const;
/** Columns of earlier audits shown in the trend table (the latest ones). */
const TREND_COLUMNS = 8;
/** Chains in the trend table (the fullest at head). */
const TREND_ROWS = 5;

function int(n: number): string {
  return fmtInt(n);
}

function sideCell(s: DeltaSide | null): string {
  if (s === null) return '—';
  const pct = sideUsage(s);
  return `${int(s.usedBytes)} B${pct !== null ? ` (${pct}%)` : ''}${s.truncated ? ' ✂️' : ''}`;
}

function changeCell(c: ChainDelta): string {
  const parts: string[] = [];
  if (c.before === null) parts.push('new chain');
  if (c.after === null) parts.push('chain removed');
  for (const s of c.linesLost) parts.push(`${code(s.path)} ${spanText(s)} newly lost`);
  for (const s of c.linesRegained) parts.push(`${code(s.path)} ${spanText(s)} loaded again`);
  for (const f of c.added) parts.push(`+ ${code(f)}`);
  for (const f of c.dropped) parts.push(`− ${code(f)}`);
  for (const h of c.newlyHidden) parts.push(`${code(h.path)} newly hidden${h.by ? ` by ${code(h.by)}` : ''}`);
  return parts.join('<br>') || 'bytes loaded changed';
}

function findingRow(f: Pick<Finding, 'severity' | 'path' | 'line' | 'ruleId' | 'message'>): string {
  const where = f.path === null ? 'configuration' : `${code(f.path)}${f.line !== null ? ` line ${f.line}` : ''}`;
  return `| ${ICON[f.severity]} ${f.severity} | ${where} | ${md(f.ruleId)} | ${md(f.message.replace(/\r?\n/g, ' '))} |`;
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
export function renderDeltaSummary(report: Report): string {
  const delta: Delta | undefined = report.delta;
  if (!delta) return '';
  const out: string[] = [`### ${deltaTitle(delta)}`, ''];
  const base = delta.base.kind === 'commit' ? `${code(delta.base.ref)} (${code((delta.base.commit ?? '').slice(0, 12))})` : code(delta.base.ref);
  out.push(`<sub>Compared with ${base}: ${md(delta.base.note)}</sub>`, '');
  if (delta.chains.length === 0) out.push('No chain changes what an agent sees.', '');
  else {
    out.push('| Working directory | Profile | Before | After | Change |', '| :--- | :--- | ---: | ---: | :--- |');
    for (const c of delta.chains.slice(0, DELTA_MAX_ITEMS)) {
      out.push(`| ${code(c.cwd)} | ${md(c.profile)} | ${sideCell(c.before)} | ${sideCell(c.after)} | ${changeCell(c)} |`);
    }
    out.push(...more(delta.chains.length - DELTA_MAX_ITEMS, 'changed chains'), '');
  }
  const isNew = new Set(delta.newFindings);
  const fresh = report.findings.filter((f) => isNew.has(f.fingerprint));
  const table = (rows: readonly Pick<Finding, 'severity' | 'path' | 'line' | 'ruleId' | 'message'>[], what: string): string[] =>
    rows.length === 0
      ? [`None.`, '']
      : ['| Severity | Where | Rule | Message |', '| :--- | :--- | :--- | :--- |', ...rows.slice(0, DELTA_MAX_ITEMS).map(findingRow), ...more(rows.length - DELTA_MAX_ITEMS, what), ''];
  out.push(`#### New findings (${int(fresh.length)})`, '', ...table(fresh, 'new findings'));
  out.push(`#### Fixed findings (${int(delta.fixed.length)})`, '', ...table(delta.fixed, 'fixed findings'));
  if (delta.base.kind === 'report') out.push(...trend(report));
  return out.join('\n');
}
