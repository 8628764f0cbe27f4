/**
 * What a finding costs the team, for ordering: the one place that decides which problem comes
 * first in the text report, the job summary ("worst:"), the step's failure message, the
 * annotations, the JSON report and SARIF.
 *
 * Tiers, most urgent first:
 * - `secret`: a credential in the files (revoke it now; every clone and every agent prompt has it).
 * - `unread`: instructions an agent never reads (a chain cut at the budget, a file an agent skips,
 *   an override that hides the shared file, a folder the agent does not trust).
 * - `broken`: a reference or link that leads nowhere (the agent reads a name instead of the text).
 * - `hygiene`: everything else (encoding marks, empty files, near the budget, duplicated text).
 *
 * Problems (errors and warnings) come before infos whatever their tier; within a tier, errors before
 * warnings, then rules in the order listed here. A rule not listed here is hygiene, after the listed ones: list every new rule (test/report/urgency.test.ts
 * checks that every registered rule is).
 */
import type { Finding, Severity } from './model.js';

export type UrgencyTier = 'secret' | 'unread' | 'broken' | 'hygiene';

/** Tiers in order: index 0 is the most urgent. */
export const URGENCY_TIERS: readonly UrgencyTier[] = ['secret', 'unread', 'broken', 'hygiene'];

/** What each tier asks of the team, for documentation and headings. */
export const URGENCY_LABEL: Readonly<Record<UrgencyTier, string>> = {
  secret: 'secrets: revoke now',
  unread: 'instructions agents never read',
  broken: 'broken references',
  hygiene: 'hygiene',
};

/** Every rule's tier, keyed by rule id. */
export const RULE_URGENCY: Readonly<Record<string, UrgencyTier>> = {
  // A credential in the files.
  'no-secrets': 'secret',
  'no-possible-secrets': 'secret',
  // Instructions an agent never reads.
  'chain-over-budget': 'unread',
  'agent-misses-file': 'unread',
  'override-committed': 'unread',
  'override-untracked': 'unread',
  'empty-override-hides': 'unread',
  'nested-root-hides': 'unread',
  'opencode-hidden-claude-md': 'unread',
  'symlink-ignored-by-agent': 'unread',
  'symlink-policy': 'unread',
  'candidate-not-regular': 'unread',
  'unreadable-candidate': 'unread',
  'encoding-utf16-utf32': 'unread',
  'encoding-invalid-utf8': 'unread',
  'codex-untrusted': 'unread',
  'gemini-untrusted': 'unread',
  'gemini-include-outside': 'unread',
  'copilot-applyto': 'unread',
  'copilot-review-limit': 'unread',
  'import-too-deep': 'unread',
  'aider-unread': 'unread',
  'disagree-loaded': 'unread',
  // An agent's own way of missing (or wrongly taking) a file: what it reads is not what was meant.
  'qwen-above-root': 'unread',
  'amp-above-root': 'unread',
  'kilo-rules-cwd-only': 'unread',
  'cline-rule-shadowed': 'unread',
  'cwd-only-unread': 'unread',
  'continue-rule-never-applied': 'unread',
  'auggie-manual-rule': 'unread',
  'cursor-rule-globs': 'unread',
  'cursor-rule-no-frontmatter': 'unread',
  // A reference or link that leads nowhere.
  'no-broken-references': 'broken',
  'symlink-dangling': 'broken',
  'symlink-escape': 'broken',
  'symlink-chain': 'broken',
  'symlink-non-regular': 'broken',
  'symlink-as-text': 'broken',
  'import-missing': 'broken',
  'import-cycle': 'broken',
  'import-outside-root': 'broken',
  'instructions-missing': 'broken',
  'remote-instructions': 'broken',
  'agent-config-invalid': 'broken',
  // Hygiene.
  'chain-near-budget': 'hygiene',
  'instruction-twins': 'hygiene',
  'claude-md-too-long': 'hygiene',
  'encoding-nul': 'hygiene',
  'encoding-bom': 'hygiene',
  'empty-instruction-file': 'hygiene',
  'no-empty-file': 'hygiene',
  'no-duplicate-parent-content': 'hygiene',
  'no-personal-paths': 'hygiene',
  'override-local': 'hygiene',
  'disagree-order': 'hygiene',
  'opencode-glob-order': 'hygiene',
  'disagree-budget': 'hygiene',
  'budget-clamped': 'hygiene',
  'lint-input-truncated': 'hygiene',
  'lint-incomplete': 'hygiene',
};

export function urgencyOf(ruleId: string): UrgencyTier {
  return Object.hasOwn(RULE_URGENCY, ruleId) ? RULE_URGENCY[ruleId]! : 'hygiene';
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Each rule's position in RULE_URGENCY: within a tier and severity, the order listed there. */
const POSITION: ReadonlyMap<string, number> = new Map(Object.keys(RULE_URGENCY).map((id, i) => [id, i]));

/**
 * A finding's place in the urgency order as a number (lower is more urgent): problems before
 * infos, then the tier, then the severity, then the rule's place in RULE_URGENCY (a cut chain
 * before a committed override).
 */
export function urgencyRank(f: Pick<Finding, 'ruleId' | 'severity'>): number {
  const info = f.severity === 'info' ? 1 : 0;
  return info * 100_000 + URGENCY_TIERS.indexOf(urgencyOf(f.ruleId)) * 10_000 + SEVERITY_ORDER[f.severity] * 1_000 + Math.min(999, POSITION.get(f.ruleId) ?? 999);
}

/** Most urgent first (negative when `a` is more urgent than `b`); ties are left to the caller. */
export function compareUrgency(a: Pick<Finding, 'ruleId' | 'severity'>, b: Pick<Finding, 'ruleId' | 'severity'>): number {
  return urgencyRank(a) - urgencyRank(b);
}
