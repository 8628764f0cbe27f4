/** Every rule the audit knows, checks and lint rules alike: one source for configuration, docs and SARIF. */
import { CHECK_RULES } from './checks/index.js';
import { LINT_RULES } from './rules/index.js';
import type { RuleMeta } from './rules/meta.js';

export const ALL_RULES: readonly RuleMeta[] = [...CHECK_RULES, ...LINT_RULES];

export const RULE_IDS: readonly string[] = ALL_RULES.map((r) => r.id);

export function ruleMeta(id: string): RuleMeta | undefined {
  return ALL_RULES.find((r) => r.id === id);
}
