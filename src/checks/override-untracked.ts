/** `override-untracked`: an `AGENTS.override.md` that git neither tracks nor ignores: the next `git add -A` commits it. */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { dirName, factsOf, fmtCwd, fmtList, fmtProfiles, OVERRIDE_FILE } from './facts.js';
import { hiddenList, hidersOf, overrideFacts } from './overrides.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'override-untracked',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'An AGENTS.override.md is neither committed nor git-ignored, so the next `git add -A` commits it.',
};

export function check(input: CheckInput): CheckFinding[] {
  const order = factsOf(input).profileIds;
  const out: CheckFinding[] = [];
  for (const o of overrideFacts(input)) {
    if (o.git !== 'untracked') continue;
    const hidden = hiddenList(o);
    const effect =
      hidden.length > 0
        ? `${fmtProfiles(hidersOf(o, order))} would pick it instead of ${fmtList(hidden)}`
        : `${fmtProfiles(o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles)} would look for it first in ${fmtCwd(dirName(o.path))}`;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: o.path,
      line: 1,
      message:
        `Add the line \`${OVERRIDE_FILE}\` to .gitignore to keep it local (or merge it into AGENTS.md if the team needs it). ` +
        `${o.path} is neither committed nor ignored by git: the next \`git add -A\` commits it, and then ${effect} for everyone who clones the repository.`,
      profiles: o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles,
      ...(o.cwds.length > 0 ? { cwds: o.cwds } : {}),
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A fresh override that nobody has ignored yet.',
    files: {
      'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
      'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
    },
    untracked: ['AGENTS.override.md'],
    expect: { path: 'AGENTS.override.md', line: 1 },
  },
  passing: {
    description: 'The same override, ignored by `.gitignore`.',
    files: {
      '.gitignore': 'AGENTS.override.md\n',
      'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
      'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
    },
    untracked: ['AGENTS.override.md'],
  },
};

export const docs = {
  why:
    'An override that git does not ignore shows up as a new file, and `git add -A`, `git commit -a` after an add, or an IDE’s “commit all” picks it up. ' +
    'Once committed it replaces `AGENTS.md` for Codex and A3S Code in every clone (see `override-committed`).',
  fix: 'Add `AGENTS.override.md` to `.gitignore` (one line covers every directory). If the instructions are meant for everyone, merge them into `AGENTS.md` and delete the override.',
};
