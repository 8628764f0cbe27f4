/** `symlink-escape`: an instruction-file symlink whose target is absolute or outside the repository. */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { factsOf, fileFinding, q } from './facts.js';
import { fateSuffix, isEscape, linkedCandidates } from './symlinks.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'symlink-escape',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file is a symlink to an absolute path or to a file outside the repository.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const l of linkedCandidates(input)) {
    if (!isEscape(l)) continue;
    const how = l.link.outside ? (l.link.absolute ? 'an absolute path outside the repository' : 'a path outside the repository') : 'an absolute path (inside this checkout, but only at this exact location)';
    out.push(
      fileFinding(meta, facts, l.rel, {
        line: 1,
        message:
          `Replace the link ${l.rel} with a regular file, or point it at a file inside the repository with a relative target. ` +
          `${l.rel} is a symlink to ${how}, ${q(l.link.target)}${fateSuffix(input, l.rel)}. ` +
          'Agents that follow links load whatever that path holds on each machine: something else, or nothing, in every other clone and in CI; the audit never reads outside the repository.',
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'AGENTS.md points into one person’s home directory.',
    options: { profiles: ['codex'] },
    files: { 'AGENTS.md': { symlink: '/home/alice/agents/AGENTS.md' } },
    expect: { path: 'AGENTS.md', line: 1 },
  },
  passing: {
    description: 'CLAUDE.md is a relative link to AGENTS.md in the same repository.',
    options: { profiles: ['codex'] },
    files: { 'AGENTS.md': '# Project rules\n\nUse pnpm.\n', 'CLAUDE.md': { symlink: 'AGENTS.md' } },
  },
};

export const docs = {
  why:
    'Codex follows symlinked instruction files. A link to an absolute path or out of the repository loads a file that is not under version control: it differs on every machine, is missing in CI and in fresh clones, and may expose files (`/etc/passwd`) or devices that were never meant to be instructions. ' +
    'A3S Code ignores symlinked candidates altogether. This is an error whatever the `symlinks` policy says.',
  fix: 'Copy the content into the repository and make the instruction file a regular file, or make it a relative link to a file inside the repository (`ln -sf AGENTS.md CLAUDE.md`).',
};
