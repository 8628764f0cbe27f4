/**
 * The health checks: one rule per file in this folder, each a pure function of the discovery facts
 * (`CheckInput`), with its documentation examples as data (see examples.ts and docs/rules/<id>.md).
 * Checks never touch the file system: they use `ctx.probe` and the memoized `ctx.read`.
 */
import { PROFILE_RULE_DOCS, PROFILE_RULES } from '../profiles/rules.js';
import type { RuleMeta } from '../rules/meta.js';
import * as agentMissesFile from './agent-misses-file.js';
import * as candidateNotRegular from './candidate-not-regular.js';
import * as chainNearBudget from './chain-near-budget.js';
import * as chainOverBudget from './chain-over-budget.js';
import * as disagreeBudget from './disagree-budget.js';
import * as disagreeLoaded from './disagree-loaded.js';
import * as disagreeOrder from './disagree-order.js';
import * as emptyInstructionFile from './empty-instruction-file.js';
import * as emptyOverrideHides from './empty-override-hides.js';
import * as encodingBom from './encoding-bom.js';
import * as encodingInvalidUtf8 from './encoding-invalid-utf8.js';
import * as encodingNul from './encoding-nul.js';
import * as encodingUtf16Utf32 from './encoding-utf16-utf32.js';
import type { CheckModule, RuleExamples } from './examples.js';
import * as instructionTwins from './instruction-twins.js';
import * as nestedRootHides from './nested-root-hides.js';
import * as opencodeHidden from './opencode-hidden.js';
import * as overrideCommitted from './override-committed.js';
import * as overrideLocal from './override-local.js';
import * as overrideUntracked from './override-untracked.js';
import * as symlinkAsText from './symlink-as-text.js';
import * as symlinkChain from './symlink-chain.js';
import * as symlinkDangling from './symlink-dangling.js';
import * as symlinkEscape from './symlink-escape.js';
import * as symlinkIgnoredByAgent from './symlink-ignored-by-agent.js';
import * as symlinkNonRegular from './symlink-non-regular.js';
import * as symlinkPolicy from './symlink-policy.js';
import type { CheckFinding, CheckInput } from './types.js';
import * as unreadableCandidate from './unreadable-candidate.js';

/** Rules raised by the engine and profiles themselves (not by a check module). */
const ENGINE_RULES: RuleMeta[] = [
  {
    id: 'budget-clamped',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'The configured max-bytes is above an agent’s ceiling (A3S Code clamps it to 1 MiB).',
  },
  ...PROFILE_RULES,
];

/** Documentation examples of the engine's rules (raised by profiles, not by a check module). */
export const ENGINE_RULE_DOCS: Readonly<Record<string, { examples: RuleExamples; docs: CheckModule['docs'] }>> = {
  'budget-clamped': {
    examples: {
      failing: {
        description: 'max-bytes is set to 2,000,000 for a team that also uses A3S Code.',
        options: { maxBytes: 2_000_000 },
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n' },
        expect: { path: null, line: null },
      },
      passing: {
        description: 'The default budget, 32 KiB.',
        files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n' },
      },
    },
    docs: {
      why:
        'A3S Code clamps `project_doc_max_bytes` to 1 MiB and prints a warning at startup. A larger `max-bytes` makes the audit model A3S Code with 1 MiB, while Codex gets the full value. ' +
        'This is an `info` finding about the configuration; it never fails a run.',
      fix: 'Use a budget of at most 1,048,576 bytes, or ignore the note if only other agents need the larger value.',
    },
  },
  ...PROFILE_RULE_DOCS,
};

/** Every health check, in documentation order. */
export const CHECKS: readonly CheckModule[] = [
  overrideCommitted,
  overrideUntracked,
  overrideLocal,
  chainOverBudget,
  chainNearBudget,
  symlinkEscape,
  symlinkDangling,
  symlinkNonRegular,
  symlinkChain,
  symlinkPolicy,
  symlinkIgnoredByAgent,
  symlinkAsText,
  candidateNotRegular,
  unreadableCandidate,
  encodingInvalidUtf8,
  encodingUtf16Utf32,
  encodingBom,
  encodingNul,
  nestedRootHides,
  emptyInstructionFile,
  emptyOverrideHides,
  agentMissesFile,
  instructionTwins,
  disagreeLoaded,
  disagreeBudget,
  disagreeOrder,
  opencodeHidden,
];

export const CHECK_RULES: readonly RuleMeta[] = [...ENGINE_RULES, ...CHECKS.map((c) => c.meta)];

export function runChecks(input: CheckInput): CheckFinding[] {
  const out: CheckFinding[] = [];
  for (const c of CHECKS) {
    try {
      out.push(...c.check(input));
    } catch (e) {
      throw new Error(`health check ${c.meta.id} failed: ${(e as Error)?.message ?? String(e)}`, { cause: e });
    }
  }
  return out;
}
