/**
 * How a report names an audited profile: with the agent version it was verified against
 * (`codex@0.169.0`), or marked when no conformance run verified it (`amp (unverified)`: modelled from
 * the agent's documentation or shipped code only; docs/profiles.md#verified-versions).
 */
import type { Report } from './model.js';

export const UNVERIFIED_MARK = 'unverified';

/** Whether the report marks `id` as modelled without a run against the real agent. */
export function isUnverified(report: Report, id: string): boolean {
  return report.settings.unverified?.includes(id) === true;
}

/** `codex@0.169.0`, `amp (unverified)`, or the id alone (a report that says neither). */
export function profileLabel(report: Report, id: string): string {
  const v = report.settings.verifiedVersions?.[id];
  if (v) return `${id}@${v}`;
  return isUnverified(report, id) ? `${id} (${UNVERIFIED_MARK})` : id;
}
