/**
 * The delta section of the text report ("What this change does to agent instructions"), printed
 * first when a base is given, and the whole output of `agents-md-audit diff`. Pure.
 */
import { DELTA_MAX_ITEMS, deltaTitle, sideUsage, spanText, type ChainDelta, type Delta, type DeltaSide } from './delta.js';
import type { Finding } from './model.js';
import { formatBytes, printable } from './text.js';

function sideText(s: DeltaSide | null): string {
  if (s === null) return 'no chain';
  const pct = sideUsage(s);
  return `${formatBytes(s.usedBytes)}${pct !== null ? ` (${pct}%)` : ''}${s.truncated ? ' CUT' : ''}`;
}

function chainLines(c: ChainDelta): string[] {
  const out = [`  ${printable(c.cwd)} [${c.profile}]  ${sideText(c.before)} → ${sideText(c.after)}`];
  for (const f of c.added) out.push(`    + ${printable(f)} now loaded`);
  for (const f of c.dropped) out.push(`    - ${printable(f)} no longer loaded`);
  for (const s of c.linesLost) out.push(`    ✂ ${printable(s.path)}: ${spanText(s)} newly lost to the budget cut`);
  for (const s of c.linesRegained) out.push(`    ↺ ${printable(s.path)}: ${spanText(s)} loaded again`);
  for (const h of c.newlyHidden) out.push(`    ⊘ ${printable(h.path)} newly hidden${h.by ? ` by ${printable(h.by)}` : ''}`);
  return out;
}

function findingLine(f: Pick<Finding, 'severity' | 'path' | 'line' | 'ruleId' | 'message'>): string {
  const where = f.path === null ? '(configuration)' : `${printable(f.path)}${f.line !== null ? `:${f.line}` : ''}`;
  return `  ${f.severity.padEnd(7)} ${where}  ${f.ruleId}\n          ${printable(f.message)}`;
}

function more(n: number, what: string): string[] {
  return n > 0 ? [`  … and ${n} more ${what} (see the JSON report's delta)`] : [];
}

/** The section, as lines ending with a blank line. `headFindings` are the head report's findings. */
export function renderDeltaText(delta: Delta, headFindings: readonly Finding[]): string {
  const out: string[] = [deltaTitle(delta)];
  const base = delta.base.kind === 'commit' ? `${printable(delta.base.ref)} (${(delta.base.commit ?? '').slice(0, 12)})` : printable(delta.base.ref);
  out.push(`  compared with ${base}: ${printable(delta.base.note)}`);
  out.push('');
  if (delta.chains.length === 0) out.push('  No chain changes what an agent sees.');
  else {
    out.push(`Chains that change (${delta.chains.length})`);
    for (const c of delta.chains.slice(0, DELTA_MAX_ITEMS)) out.push(...chainLines(c));
    out.push(...more(delta.chains.length - DELTA_MAX_ITEMS, 'chains'));
  }
  out.push('');
  const isNew = new Set(delta.newFindings);
  const fresh = headFindings.filter((f) => isNew.has(f.fingerprint));
  out.push(`New findings (${fresh.length})`);
  for (const f of fresh.slice(0, DELTA_MAX_ITEMS)) out.push(findingLine(f));
  out.push(...more(fresh.length - DELTA_MAX_ITEMS, 'new findings'));
  out.push('');
  out.push(`Fixed findings (${delta.fixed.length})`);
  for (const f of delta.fixed.slice(0, DELTA_MAX_ITEMS)) out.push(findingLine(f));
  out.push(...more(delta.fixed.length - DELTA_MAX_ITEMS, 'fixed findings'));
  out.push('');
  return `${out.join('\n')}\n`;
}
