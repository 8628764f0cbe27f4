/** `unreadable-candidate`: an instruction-file candidate that cannot be read (permission denied, removed, swapped during the run…). */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { concernedProfiles, describeFate, factsOf } from './facts.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'unreadable-candidate',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file cannot be read (permission denied, removed or replaced during the run): what agents do with it is undefined.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const rel of facts.instructionPaths) {
    const p = input.ctx.probe(rel);
    let why: string | undefined;
    if (p.error !== undefined) {
      if (p.link?.loop) continue; // symlink-chain reports loops
      why = p.error;
    } else if (p.kind === 'file' && !p.link?.outside) {
      const content = input.ctx.read(rel);
      if (content?.error) why = content.error;
    }
    if (why === undefined) continue;
    const fate = describeFate(facts, rel);
    const profiles = concernedProfiles(facts, rel);
    const removed = why.includes('removed');
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: rel,
      line: null,
      message:
        (removed ? 'Run the audit again: the file changed while it ran. ' : `Make ${rel} a readable regular file (\`chmod a+r\`), or remove it. `) +
        `${rel} cannot be read: ${why}${fate ? ` (${fate})` : ''}. ` +
        'Codex skips a file that disappears but treats any other read error as fatal and loads no project instructions at all; A3S Code skips the file and tries the next name.',
      ...(profiles.length > 0 ? { profiles } : {}),
      key: removed ? 'removed' : 'unreadable',
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'AGENTS.md lost its read permission (`chmod 000`); the audit runs as an ordinary user.',
    options: { profiles: ['codex'] },
    files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
    unreadable: ['AGENTS.md'],
    expect: { path: 'AGENTS.md', line: null },
  },
  passing: {
    description: 'The same file, readable.',
    options: { profiles: ['codex'] },
    files: { 'AGENTS.md': '# Rules\n\nUse pnpm.\n' },
  },
};

export const docs = {
  why:
    'A candidate that exists but cannot be read is the worst case for an agent: Codex propagates read errors other than “not found” and drops every project instruction file for that session, while A3S Code skips the file. ' +
    'Either way the instructions are not what the repository says. The audit reports the error instead of crashing, including for a file that is removed or replaced by something else (a FIFO, a directory) between listing and reading.',
  fix: 'Give the file normal permissions (`chmod 644 AGENTS.md`) and make sure it is a regular file; if it changed during the audit, run the audit again.',
};
