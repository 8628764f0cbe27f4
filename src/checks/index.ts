/** The health checks: one rule per file in this folder, each a pure function of the discovery facts. */
import type { RuleMeta } from '../rules/meta.js';
import type { CheckFinding, CheckInput } from './types.js';

/** Rules raised by the engine and profiles themselves (not by a check module). */
const ENGINE_RULES: RuleMeta[] = [
  {
    id: 'budget-clamped',
    kind: 'check',
    defaultSeverity: 'info',
    description: 'The configured max-bytes is above an agent’s ceiling (A3S Code clamps it to 1 MiB).',
  },
];

export const CHECK_RULES: readonly RuleMeta[] = [...ENGINE_RULES];

export function runChecks(_input: CheckInput): CheckFinding[] {
  return [];
}
