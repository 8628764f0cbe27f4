/** `override-committed`: an `AGENTS.override.md` tracked by git replaces `AGENTS.md` for everyone who clones. */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { dirName, factsOf, fmtCwd, fmtCwds, fmtList, fmtProfiles, OVERRIDE_FILE, verb } from './facts.js';
import { hiddenList, hidersOf, overrideFacts, shellWord } from './overrides.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'override-committed',
  kind: 'check',
  defaultSeverity: 'error',
  description: 'An AGENTS.override.md is committed, so it replaces AGENTS.md for everyone who clones the repository.',
};

export function check(input: CheckInput): CheckFinding[] {
  const order = factsOf(input).profileIds;
  const out: CheckFinding[] = [];
  for (const o of overrideFacts(input)) {
    if (o.git !== 'tracked') continue;
    const hidden = hiddenList(o);
    const hiders = hidersOf(o, order);
    const where = fmtCwds(o.cwds.length > 0 ? o.cwds : [dirName(o.path)]);
    const what =
      hidden.length > 0
        ? `${fmtProfiles(hiders)} ${verb(hiders, 'picks', 'pick')} it instead of ${fmtList(hidden)} in ${where}`
        : o.loadedBy.length > 0
          ? `${fmtProfiles(o.loadedBy)} ${verb(o.loadedBy, 'loads', 'load')} it in ${where}`
          : `${fmtProfiles(o.namingProfiles)} look for it first in ${fmtCwd(dirName(o.path))}`;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: o.path,
      line: 1,
      message:
        `Run \`git rm --cached ${shellWord(o.path)}\` and add the line \`${OVERRIDE_FILE}\` to .gitignore (or rename it to AGENTS.md if the whole team needs these instructions). ` +
        `${o.path} is committed: ${what} for everyone who clones the repository, although an override is meant to be a local, uncommitted file.`,
      profiles: o.loadedBy.length > 0 ? o.loadedBy : o.namingProfiles,
      ...(o.cwds.length > 0 ? { cwds: o.cwds } : {}),
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A personal override was committed by mistake: every clone now loads it instead of AGENTS.md.',
    files: {
      'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
      'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
    },
    expect: { path: 'AGENTS.override.md', line: 1 },
  },
  passing: {
    description: 'The override is git-ignored: it stays on the machine of the person who wrote it.',
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
    'Codex and A3S Code look for `AGENTS.override.md` before `AGENTS.md` in every directory and load only the first one they find. ' +
    'The override exists so that one person can replace the shared instructions on their own machine. ' +
    'Once it is committed, every clone, every CI job and every teammate silently gets that person’s instructions instead of the shared `AGENTS.md`.',
  fix:
    'Remove the file from the index but keep it on disk with `git rm --cached path/to/AGENTS.override.md`, then add `AGENTS.override.md` to `.gitignore` so it cannot be committed again. ' +
    'If the whole team needs these instructions, merge them into `AGENTS.md` instead.',
};
