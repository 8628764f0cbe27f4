/** Whether the step fails, and the one-line reason. Pure. */
import type { FailOn } from '../config/parse.js';
import type { Finding, Report } from '../report/model.js';
import { visible } from '../report/escape.js';
import { worstFinding } from '../report/summary.js';
import { judge } from '../report/verdict.js';

function where(f: Finding): string {
  if (f.path === null) return 'the configuration';
  return visible(f.line !== null ? `${f.path}:${f.line}` : f.path);
}

/** Counts as `3 errors, 2 warnings` (infos only when there is nothing else); with new-only and a base, `1 new error (3 errors in total, 2 already on the base)`. */
export function countsText(report: Report, newOnly = false): string {
  return judge(report, 'error', newOnly).text;
}

/**
 * The one-line failure reason, or null when the step passes, e.g.
 * `agents-md-audit: 3 errors, 2 warnings (fail-on: error); worst: override-committed in packages/api/AGENTS.override.md:1`,
 * or with new-only `agents-md-audit: fails: 1 new error (3 errors in total, 2 already on the base) (fail-on: error, new findings only); worst: …`.
 */
export function failureMessage(report: Report, failOn: FailOn, newOnly = false): string | null {
  const v = judge(report, failOn, newOnly);
  if (!v.fails) return null;
  const worst = worstFinding(v.counted, failOn);
  const tail = worst ? `; worst: ${visible(worst.ruleId)} in ${where(worst)}` : '';
  return v.newOnly ? `agents-md-audit: fails: ${v.text} (fail-on: ${failOn}, new findings only)${tail}` : `agents-md-audit: ${v.text} (fail-on: ${failOn})${tail}`;
}
