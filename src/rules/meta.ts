import type { Severity } from '../report/model.js';
import { DOCS_REF, REPOSITORY } from '../version.js';

/** What every rule (health check or markdown lint rule) declares about itself. */
export interface RuleMeta {
  /** Stable id used in configuration, findings, `<!--lint disable-->` comments and docs/rules/<id>.md. */
  id: string;
  /** `check`: computed from discovery facts; `lint`: a remark-lint rule on the file's Markdown. */
  kind: 'check' | 'lint';
  /** Severity when the user sets none. */
  defaultSeverity: Severity;
  /** One line: what the rule catches. */
  description: string;
  /**
   * Present when the rule states a fact that follows from how an agent works and holds however the
   * files are written ("Aider reads nothing it is not told to"): the engine then reports it once per
   * set of agents, listing the files (src/checks/aggregate.ts). Absent: a problem a person can fix,
   * one finding per place. `{n}`, `{files}`, `{profiles}` and `{are}` (is/are) are filled in.
   */
  fact?: { summary: string; fix: string; /** Quote the first file's own message as an example (default true). */ example?: boolean };
  /**
   * Present for a rule whose findings are security problems (a credential in the files): code
   * scanning then lists them as security alerts, ranked by `severity`, a CVSS-like score from 0.1
   * to 10 (SARIF `security-severity`: 9.0 and above is critical, 7.0 high, 4.0 medium, below low).
   */
  security?: { severity: number };
}

/** The "Reported as" line of a rule's page: whether it is a problem or a fact, and what that means for its findings. */
export function reportedAs(meta: RuleMeta): string {
  return meta.fact
    ? 'a fact: it follows from how an agent works and holds however the files are written, so it is reported once per repository (naming the agents), listing every file it concerns in `files`'
    : 'a problem a person can fix: one finding per file and place';
}

/**
 * The rule pages for the running version (SARIF `helpUri`, summary and remark message links): the
 * released tag's, or the default branch's for a build that is not a release (src/version.ts).
 */
export const DOCS_BASE = `https://github.com/${REPOSITORY}/blob/${DOCS_REF}/docs/rules/`;

export function ruleDocsUrl(id: string): string {
  return `${DOCS_BASE}${id}.md`;
}
