/** `empty-instruction-file`: an instruction file that is empty or holds only whitespace. */
import { isBlankBytes } from '../discovery/encoding.js';
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { blankHiders } from './empty-override-hides.js';
import { readableCandidates } from './encodings.js';
import { describeFate, factsOf, fileFinding, plural } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'empty-instruction-file',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'An instruction file is empty or whitespace-only: agents skip it, so it provides nothing.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const hiders = blankHiders(input);
  const out: CheckFinding[] = [];
  for (const { rel, content } of readableCandidates(input)) {
    if (!content.complete || hiders.has(rel)) continue;
    const enc = content.facts.encoding;
    if (enc !== 'utf-8' && enc !== 'utf-8-bom') continue;
    if (!isBlankBytes(content.bytes)) continue;
    const fate = describeFate(facts, rel);
    out.push(
      fileFinding(meta, facts, rel, {
        line: 1,
        message:
          `Write the instructions, or delete ${rel}. ` +
          `${rel} is ${content.size === 0 ? 'empty' : `blank (${plural(content.size, 'byte', 'bytes')} of whitespace)`}${fate ? ` (${fate})` : ''}. ` +
          'A blank file gives agents no instructions (Codex and A3S Code skip it outright), so whatever it was meant to say never reaches them.',
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A package file that was created and never filled in.',
    files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'packages/api/AGENTS.md': '\n   \n' },
    expect: { path: 'packages/api/AGENTS.md', line: 1 },
  },
  passing: {
    description: 'The package file says something.',
    files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'packages/api/AGENTS.md': '# packages/api\n\nEvery response carries a request_id.\n' },
  },
};

export const docs = {
  why:
    'Codex and A3S Code drop instruction files whose text is only whitespace (Codex without charging the budget, A3S Code by falling through to the next candidate). ' +
    'An empty file is usually a placeholder that was never written, or content lost in a bad merge; either way the agent gets nothing from it. ' +
    'The more dangerous case, an empty `AGENTS.override.md` that hides a real `AGENTS.md` from Codex, is the error `empty-override-hides`.',
  fix: 'Write the instructions the file is meant to hold, or delete it.',
};
