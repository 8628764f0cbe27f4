/**
 * The one verdict of a run: whether it fails and the counts that say why, for every place that
 * states it (the text headline, the summary heading, the step's failure message, the exit status,
 * the outputs, the pull-request comment). With new-only and a base, only the findings the base did
 * not have (new, or worse than there) count: "fails: 1 new error (3 errors in total, 2 already on
 * the base)". Pure.
 */
import type { FailOn } from '../config/parse.js';
import { fmtInt } from '../format.js';
import { countBySeverity, type Finding, type Report, type Severity } from './model.js';

export interface Verdict {
  fails: boolean;
  /** Counting only new findings (new-only with a base). */
  newOnly: boolean;
  failOn: FailOn;
  /** The findings that count (all of them, or the new and worse ones). */
  counted: Finding[];
  /** Counts of the findings that count, and of all findings. */
  counts: Record<Severity, number>;
  totals: Record<Severity, number>;
  /** `1 new error (3 errors in total, 2 already on the base)`, or `3 errors, 2 warnings`. */
  text: string;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}

/** True when counts reach the `fail-on` level. */
export function reaches(counts: { errors: number; warnings: number }, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  if (failOn === 'warning') return counts.errors + counts.warnings > 0;
  return counts.errors > 0;
}

/** The verdict of `report` at `failOn`; `newOnly` counts only new findings when the report has a delta. */
export function judge(report: Pick<Report, 'findings' | 'delta'>, failOn: FailOn, newOnly = false): Verdict {
  const only = newOnly && report.delta !== undefined;
  const counted = only ? report.findings.filter((f) => f.baseline === 'new') : [...report.findings];
  const counts = countBySeverity(counted);
  const totals = countBySeverity(report.findings);
  const fails = reaches({ errors: counts.error, warnings: counts.warning }, failOn);
  let text: string;
  if (!only) {
    text =
      totals.error + totals.warning === 0
        ? totals.info > 0
          ? plural(totals.info, 'info', 'infos')
          : 'no findings'
        : `${plural(totals.error, 'error')}, ${plural(totals.warning, 'warning')}`;
  } else {
    // The severities that can fail the run, errors first (warnings too under fail-on: warning).
    const levels: ('error' | 'warning')[] = failOn === 'warning' || (failOn === 'never' && counts.error === 0) ? ['error', 'warning'] : ['error'];
    if (failOn === 'error' && counts.error === 0 && counts.warning > 0) levels.push('warning');
    text = levels
      .map((s) => `${plural(counts[s], `new ${s}`)} (${plural(totals[s], s)} in total, ${fmtInt(totals[s] - counts[s])} already on the base)`)
      .join(', ');
  }
  return { fails, newOnly: only, failOn, counted, counts, totals, text };
}

/** `fails: 1 new error (…)` / `passes: 3 errors, 2 warnings`. */
export function verdictLine(v: Verdict): string {
  return `${v.fails ? 'fails' : 'passes'}: ${v.text}`;
}
