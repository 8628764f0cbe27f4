/** `symlink-non-regular`: an instruction-file symlink to a directory, FIFO, device or socket. */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { factsOf, fileFinding, q } from './facts.js';
import { fateSuffix, isNonRegular, KIND_TEXT, linkedCandidates } from './symlinks.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'symlink-non-regular',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file is a symlink to something that is not a regular file (a directory, FIFO, device or socket).',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const l of linkedCandidates(input)) {
    if (!isNonRegular(l)) continue;
    out.push(
      fileFinding(meta, facts, l.rel, {
        line: 1,
        message:
          `Point ${l.rel} at a regular file inside the repository, or delete it. ` +
          `${l.rel} is a symlink to ${KIND_TEXT[l.probe.kind] ?? 'something that is not a file'} (${q(l.link.target)}), not to a file${fateSuffix(input, l.rel)}. ` +
          'Current Codex skips it; older Codex releases accepted any symlink and then failed to read it, losing the project instructions, and a reader that opens a FIFO or a device such as /dev/zero blocks or reads without end. The audit never opens it.',
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'AGENTS.md links to the docs directory instead of a file in it.',
    options: { profiles: ['codex'] },
    files: { 'docs/agents.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs' } },
    expect: { path: 'AGENTS.md', line: 1 },
  },
  passing: {
    description: 'AGENTS.md links to the file.',
    options: { profiles: ['codex'] },
    files: { 'docs/agents.md': '# Rules\n\nUse pnpm.\n', 'AGENTS.md': { symlink: 'docs/agents.md' } },
  },
};

export const docs = {
  why:
    'An instruction file must be a regular file. A link to a directory makes older Codex releases fail the whole project-doc load; a link to a FIFO or a device (`/dev/zero`, `/dev/random`) makes a naive reader block forever or read without end. ' +
    'Current Codex and A3S Code skip such candidates, so the instructions are simply missing. The audit never opens these targets. This is an error whatever the `symlinks` policy says.',
  fix: 'Point the link at a regular file inside the repository, or replace it with a regular file.',
};
