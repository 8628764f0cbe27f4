/** Whether the step fails, and the one-line reason. Pure. */
import type { FailOn } from '../config/parse.js';
import type { Finding, Report } from '../report/model.js';
import { visible } from '../report/escape.js';
import { exceedsFailOn, worstFinding } from '../report/summary.js';
import { plural } from '../report/annotations.js';

function where(f: Finding): string {
  if (f.path === null) return 'the configuration';
  return visible(f.line !== null ? `${f.path}:${f.line}` : f.path);
}

/** Counts as `3 errors, 2 warnings` (infos only when there is nothing else). */
export function countsText(report: Report): string {
  const { errors, warnings, infos } = report.stats;
  if (errors + warnings === 0) return infos > 0 ? plural(infos, 'info', 'infos') : 'no findings';
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

/**
 * The one-line failure reason, or null when the step passes, e.g.
 * `agents-md-audit: 3 errors, 2 warnings (fail-on: error); worst: override-committed in packages/api/AGENTS.override.md:1`.
 */
export function failureMessage(report: Report, failOn: FailOn): string | null {
  if (!exceedsFailOn(report.stats, failOn)) return null;
  const worst = worstFinding(report.findings);
  const tail = worst ? `; worst: ${visible(worst.ruleId)} in ${where(worst)}` : '';
  return `agents-md-audit: ${countsText(report)} (fail-on: ${failOn})${tail}`;
}
