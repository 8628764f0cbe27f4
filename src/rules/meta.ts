import type { Severity } from '../report/model.js';
import { RELEASE_TAG, REPOSITORY } from '../version.js';

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
}

/** The rule pages of the released tag of this version (SARIF `helpUri`, summary and remark message links). */
export const DOCS_BASE = `https://github.com/${REPOSITORY}/blob/${RELEASE_TAG}/docs/rules/`;

export function ruleDocsUrl(id: string): string {
  return `${DOCS_BASE}${id}.md`;
}
