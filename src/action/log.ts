/**
 * The step's one way out to the runner. Every log line, annotation and failure the action emits
 * goes through a StepLog, which:
 * - masks repository text through the one redaction (`maskSecrets`), and neutralises log lines
 *   (`logSafe`: no `::` or `##[` command can start from repository data; @actions/core escapes
 *   annotation data and properties);
 * - counts every annotation against GitHub's caps: at most 10 error, 10 warning and 10 notice
 *   annotations per step (and 50 per job: more than one step of this action in a job shares those),
 *   with one error slot kept for the step's own failure reason, so it is never the one GitHub drops.
 *   An annotation past its cap is written as a plain log line instead: nothing is lost.
 */
import * as core from '@actions/core';
import type { AnnotationProperties } from '@actions/core';
import { GITHUB_ANNOTATIONS_PER_KIND, type AnnotationLevel } from '../report/annotations.js';
import { logSafe } from '../report/escape.js';
import { maskSecrets } from '../rules/mask.js';

/** Annotations GitHub shows per job, all steps and levels together. */
export const GITHUB_ANNOTATIONS_PER_JOB = 50;

export class StepLog {
  private readonly used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  private failed = false;

  constructor(private readonly perKind = GITHUB_ANNOTATIONS_PER_KIND) {}

  /** Annotations of `level` this step can still emit (the failure's error slot excluded). */
  remaining(level: AnnotationLevel): number {
    const reserved = level === 'error' && !this.failed ? 1 : 0;
    const total = this.used.error + this.used.warning + this.used.notice;
    return Math.max(0, Math.min(this.perKind - reserved - this.used[level], GITHUB_ANNOTATIONS_PER_JOB - 1 - total));
  }

  info(text: string): void {
    for (const line of maskSecrets(text).split('\n')) core.info(logSafe(line));
  }

  debug(text: string): void {
    core.debug(maskSecrets(text));
  }

  group(title: string): void {
    core.startGroup(logSafe(maskSecrets(title)));
  }

  endGroup(): void {
    core.endGroup();
  }

  /** One annotation, counted; past the cap, a plain log line. Returns whether it was annotated. */
  annotate(level: AnnotationLevel, message: string, properties: AnnotationProperties = {}): boolean {
    const text = maskSecrets(message);
    if (this.remaining(level) <= 0) {
      this.info(`${level}: ${text}`);
      return false;
    }
    this.used[level] += 1;
    const props: AnnotationProperties = { ...properties };
    if (props.file !== undefined) props.file = maskSecrets(props.file);
    if (props.title !== undefined) props.title = maskSecrets(props.title);
    core[level](text, props);
    return true;
  }

  /** Fail the step with its reason, as the error annotation kept for it. */
  fail(message: string): void {
    const text = maskSecrets(message);
    process.exitCode = core.ExitCode.Failure;
    if (this.failed) {
      this.info(`error: ${text}`);
      return;
    }
    this.failed = true;
    this.used.error += 1;
    core.error(text);
  }

  /** Annotations emitted so far, by level. */
  counts(): Readonly<Record<AnnotationLevel, number>> {
    return { ...this.used };
  }
}
