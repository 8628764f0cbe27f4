/** `symlink-chain`: an instruction-file symlink to another symlink (a chain of links, or a loop). */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { factsOf, fileFinding, q } from './facts.js';
import { fateSuffix, isChain, linkedCandidates } from './symlinks.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'symlink-chain',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file is a symlink to another symlink (a chain of links), or part of a symlink loop.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const l of linkedCandidates(input)) {
    if (!isChain(l)) continue;
    const message = l.link.loop
      ? `Point ${l.rel} directly at a regular file, or delete it. ` +
        `${l.rel} is part of a symlink loop (it points at ${q(l.link.target)}, which leads back round): resolving it fails with "too many levels of symbolic links"${fateSuffix(input, l.rel)}. ` +
        'No agent can load it, and Codex treats a metadata error other than “not found” as fatal for the project instructions.'
      : `Point ${l.rel} directly at the final file${l.link.resolved ? ` (${l.link.resolved})` : ''} with a relative target. ` +
        `${l.rel} points at ${q(l.link.target)}, which is itself a symlink${l.link.resolved ? ` (the chain ends at ${l.link.resolved})` : ''}${fateSuffix(input, l.rel)}. ` +
        'A chain of links breaks as soon as one link in it moves, and tools that resolve one level only see a link instead of instructions.';
    out.push(
      fileFinding(meta, facts, l.rel, {
        line: 1,
        message,
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'AGENTS.md → CLAUDE.md → docs/agents.md: two links deep.',
    options: { profiles: ['codex'] },
    files: {
      'docs/agents.md': '# Rules\n\nUse pnpm.\n',
      'CLAUDE.md': { symlink: 'docs/agents.md' },
      'AGENTS.md': { symlink: 'CLAUDE.md' },
    },
    expect: { path: 'AGENTS.md', line: 1 },
  },
  passing: {
    description: 'Both links point straight at the file.',
    options: { profiles: ['codex'] },
    files: {
      'docs/agents.md': '# Rules\n\nUse pnpm.\n',
      'CLAUDE.md': { symlink: 'docs/agents.md' },
      'AGENTS.md': { symlink: 'docs/agents.md' },
    },
  },
};

export const docs = {
  why:
    'Each extra link is one more thing that can move or break, and the instruction file’s real location becomes hard to see in a review. ' +
    'A loop (`A → B → A`) cannot be resolved at all: Codex gets an error that is not “not found” and drops the project instructions. This is an error whatever the `symlinks` policy says.',
  fix: 'Point every link directly at the regular file it is meant to load (`ln -sf docs/agents.md AGENTS.md`). Break loops by replacing one link with the real file.',
};
