/** `candidate-not-regular`: a directory, FIFO, socket or device with an instruction-file name. */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { describeFate, factsOf, fileFinding } from './facts.js';
import { KIND_TEXT } from './symlinks.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'candidate-not-regular',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'A directory, FIFO, socket or device has an instruction-file name: agents skip it (or block on it).',
};

const NON_REGULAR = new Set(['directory', 'fifo', 'socket', 'device', 'other']);

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const rel of facts.instructionPaths) {
    const p = input.ctx.probe(rel);
    if (!NON_REGULAR.has(p.lkind) || p.error !== undefined) continue;
    const fate = describeFate(facts, rel);
    const blocking = p.lkind === 'fifo' || p.lkind === 'device' || p.lkind === 'socket';
    out.push(
      fileFinding(meta, facts, rel, {
        line: null,
        message:
          `Remove ${rel} or give it another name, and put the instructions in a regular file. ` +
          `${rel} is ${KIND_TEXT[p.lkind] ?? 'not a regular file'}, not an instruction file${fate ? ` (${fate})` : ''}. ` +
          `Codex and A3S Code check the file type and move on to the next name, so whatever this name was meant to provide is missing${blocking ? '; a tool that opens it without checking blocks or reads without end (the audit never opens it)' : ''}.`,
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'Somebody made AGENTS.md a directory of notes.',
    options: { profiles: ['codex'] },
    files: { 'AGENTS.md/style.md': '# Style\n\nUse tabs.\n' },
    expect: { path: 'AGENTS.md', line: null },
  },
  passing: {
    description: 'AGENTS.md is a regular file; the notes live next to it.',
    options: { profiles: ['codex'] },
    files: { 'AGENTS.md': '# Rules\n\nSee docs/agents/style.md for the style guide.\n', 'docs/agents/style.md': '# Style\n\nUse tabs.\n' },
  },
};

export const docs = {
  why:
    'Agents pick instruction files by name. Codex checks that the candidate is a regular file and otherwise tries the next name (its tests cover a directory and a FIFO named `AGENTS.md`); A3S Code does the same. ' +
    'So a directory called `AGENTS.md` quietly gives the agent nothing, and a FIFO or device can make a tool that opens it without checking hang. The audit only stats these paths and never opens them.',
  fix: 'Rename or remove the directory, FIFO or device, and keep the instructions in a regular file with that name.',
};
