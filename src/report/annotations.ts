/**
 * Annotation planning: which findings become GitHub annotations, in what order, with which
 * properties. Pure; `src/action/main.ts` emits the plan through `@actions/core`.
 *
 * GitHub shows at most 10 error, 10 warning and 10 notice annotations per step and silently drops
 * the rest, so the plan keeps the most useful ones (most severe first, then those in files the pull
 * request changed) and ends with one notice saying how many were left out.
 */
import { fmtInt } from '../format.js';
import type { Finding, Severity } from './model.js';
import { compareUrgency } from './urgency.js';
import { visible } from './escape.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

/**
 * Where an annotation points: the shape `@actions/core`'s `AnnotationProperties` takes, written
 * here so that the library's declarations need no `@actions/core` (the action's bundle alone uses it).
 */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export interface PlannedAnnotation {
  level: AnnotationLevel;
  message: string;
  properties: AnnotationProperties;
}

export interface AnnotationPlan {
  annotations: PlannedAnnotation[];
  /** Findings left out because of the per-kind limit. */
  omitted: number;
}

export interface PlanOptions {
  /** Repository-relative paths the pull request changed; their findings come first within a severity. */
  changedFiles?: ReadonlySet<string>;
  /** Annotations GitHub shows per level and step. */
  perKindLimit?: number;
  /**
   * Slots left per level when the step emits other annotations too (its failure reason, a warning
   * about the changed-files lookup): at most `perKindLimit` each.
   */
  limits?: Partial<Record<AnnotationLevel, number>>;
  /** Where the left-out findings can be read, for the closing notice. */
  seeAlso?: string;
}

export const GITHUB_ANNOTATIONS_PER_KIND = 10;

const LEVEL: Record<Severity, AnnotationLevel> = { error: 'error', warning: 'warning', info: 'notice' };

/** Order: most urgent first (src/report/urgency.ts), then findings in changed files, then path, line, column and rule. */
export function orderForAnnotation(findings: readonly Finding[], changedFiles?: ReadonlySet<string>): Finding[] {
  const changed = (f: Finding): number => (f.path !== null && changedFiles?.has(f.path) ? 0 : 1);
  return [...findings].sort(
    (a, b) =>
      compareUrgency(a, b) ||
      changed(a) - changed(b) ||
      cmp(a.path ?? '', b.path ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      cmp(a.ruleId, b.ruleId) ||
      cmp(a.fingerprint, b.fingerprint),
  );
}

/** Code-unit order, so the plan does not depend on the machine's locale. */
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The annotation properties for one finding: file and line, columns only on a one-line finding. */
export function annotationProperties(f: Finding): AnnotationProperties {
  const props: AnnotationProperties = { title: f.ruleId };
  if (f.path === null) return props;
  props.file = f.path;
  if (f.line === null || f.line < 1) return props;
  props.startLine = f.line;
  const endLine = f.endLine !== undefined && f.endLine >= f.line ? f.endLine : f.line;
  if (endLine !== f.line) {
    props.endLine = endLine;
    return props;
  }
  if (f.column !== undefined && f.column >= 1) {
    props.startColumn = f.column;
    if (f.endColumn !== undefined && f.endColumn >= f.column) props.endColumn = f.endColumn;
  }
  return props;
}

export function planAnnotations(findings: readonly Finding[], options: PlanOptions = {}): AnnotationPlan {
  const limit = Math.max(1, options.perKindLimit ?? GITHUB_ANNOTATIONS_PER_KIND);
  const ordered = orderForAnnotation(findings, options.changedFiles);
  const chosen: Finding[] = [];
  const left: Finding[] = [];
  const used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const cap = (level: AnnotationLevel): number => Math.max(0, Math.min(limit, options.limits?.[level] ?? limit));
  for (const f of ordered) {
    const level = LEVEL[f.severity];
    if (used[level] < cap(level)) {
      used[level] += 1;
      chosen.push(f);
    } else {
      left.push(f);
    }
  }
  // The closing notice needs a notice slot of its own.
  if (left.length > 0 && used.notice > 0 && used.notice === cap('notice')) {
    const lastNotice = chosen.findLastIndex((f) => LEVEL[f.severity] === 'notice');
    left.push(...chosen.splice(lastNotice, 1));
  }
  const annotations: PlannedAnnotation[] = chosen.map((f) => ({
    level: LEVEL[f.severity],
    message: f.message,
    properties: annotationProperties(f),
  }));
  if (left.length > 0) {
    annotations.push({
      level: 'notice',
      message: overflowMessage(left, findings.length, limit, options.seeAlso ?? 'the job summary'),
      properties: { title: 'agents-md-audit: more findings' },
    });
  }
  return { annotations, omitted: left.length };
}

function overflowMessage(left: readonly Finding[], total: number, limit: number, seeAlso: string): string {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of left) counts[f.severity] += 1;
  const parts = [
    counts.error ? plural(counts.error, 'error') : '',
    counts.warning ? plural(counts.warning, 'warning') : '',
    counts.info ? plural(counts.info, 'info', 'infos') : '',
  ].filter(Boolean);
  return (
    `${left.length} more ${left.length === 1 ? 'finding is' : 'findings are'} not annotated (${parts.join(', ')}): ` +
    `GitHub shows at most ${limit} error, ${limit} warning and ${limit} notice annotations per step. ` +
    `All ${total} findings are in ${visible(seeAlso)}.`
  );
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${fmtInt(n)} ${n === 1 ? one : many}`;
}
