/** `symlink-dangling`: an instruction-file symlink whose target does not exist. */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { factsOf, fileFinding, q } from './facts.js';
import { fateSuffix, isDangling, linkedCandidates } from './symlinks.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'symlink-dangling',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An instruction file is a symlink whose target does not exist.',
};

export function check(input: CheckInput): CheckFinding[] {
  const facts = factsOf(input);
  const out: CheckFinding[] = [];
  for (const l of linkedCandidates(input)) {
    if (!isDangling(l)) continue;
    out.push(
      fileFinding(meta, facts, l.rel, {
        line: 1,
        message:
          `Point ${l.rel} at the file that exists now (a relative target inside the repository), or delete it. ` +
          `${l.rel} is a dangling symlink: its target ${q(l.link.target)} does not exist${fateSuffix(input, l.rel)}. ` +
          'Current Codex skips it and tries the next name; older Codex releases (project_doc.rs) let it claim the directory and then load nothing there, losing that directory’s AGENTS.md. No agent gets the instructions it was meant to point at.',
      }),
    );
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'The shared file was renamed, the link still points at the old name.',
    options: { profiles: ['codex'] },
    files: {
      'docs/agents/api.md': '# API rules\n\nEvery response carries a request_id.\n',
      'packages/api/AGENTS.md': { symlink: '../../docs/agents/api-rules.md' },
      'packages/api/index.ts': 'export {};\n',
    },
    expect: { path: 'packages/api/AGENTS.md', line: 1 },
  },
  passing: {
    description: 'The link points at the file that exists.',
    options: { profiles: ['codex'] },
    files: {
      'docs/agents/api.md': '# API rules\n\nEvery response carries a request_id.\n',
      'packages/api/AGENTS.md': { symlink: '../../docs/agents/api.md' },
      'packages/api/index.ts': 'export {};\n',
    },
  },
};

export const docs = {
  why:
    'A link whose target was moved or never committed gives agents nothing, and depending on the agent’s version it can also cost the directory its real `AGENTS.md`: older Codex (`project_doc.rs`) accepted any symlink as the directory’s file and then failed to read it. ' +
    'This is an error whatever the `symlinks` policy says.',
  fix: 'Point the link at the file’s current location with a relative target (`ln -sf ../../docs/agents/api.md packages/api/AGENTS.md`), or delete the link.',
};
