/** `override-local`: a git-ignored `AGENTS.override.md` is active on this machine (a note, not a failure). */
import type { RuleMeta } from '../rules/meta.js';
import type { RuleExamples } from './examples.js';
import { dirName, fmtCwd, fmtCwds, fmtList, fmtProfiles, verb } from './facts.js';
import { hiddenList, overrideFacts } from './overrides.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'override-local',
  kind: 'check',
  defaultSeverity: 'info',
  description: 'A git-ignored AGENTS.override.md is active in this checkout: agents here see different instructions than clones and CI.',
};

export function check(input: CheckInput): CheckFinding[] {
  const out: CheckFinding[] = [];
  for (const o of overrideFacts(input)) {
    if (o.git !== 'ignored' || o.loadedBy.length === 0) continue;
    const hidden = hiddenList(o);
    const dir = fmtCwd(dirName(o.path));
    const replaces =
      hidden.length > 0
        ? `it replaces ${fmtList(hidden)} for ${fmtProfiles(o.loadedBy)} in ${fmtCwds(o.cwds)}; clones and CI load ${fmtList(hidden)} instead`
        : `${fmtProfiles(o.loadedBy)} ${verb(o.loadedBy, 'loads', 'load')} it in ${fmtCwds(o.cwds)} (there is no other instruction file in that directory for it to hide); clones and CI do not have it`;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: o.path,
      line: 1,
      message: `A local override is active in ${dir}: ${o.path} is ignored by git, so it exists on this machine only, and ${replaces}.`,
      profiles: o.loadedBy,
      cwds: o.cwds,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A git-ignored override on this machine: agents started here see it, CI and other clones do not.',
    files: {
      '.gitignore': 'AGENTS.override.md\n',
      'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
      'AGENTS.override.md': '# My notes\n\nSkip the slow tests.\n',
    },
    untracked: ['AGENTS.override.md'],
    expect: { path: 'AGENTS.override.md', line: 1 },
  },
  passing: {
    description: 'No override: every checkout loads the same AGENTS.md.',
    files: {
      '.gitignore': 'AGENTS.override.md\n',
      'AGENTS.md': '# Project rules\n\nRun `pnpm test` before every commit.\n',
    },
  },
};

export const docs = {
  why:
    'A git-ignored `AGENTS.override.md` is the intended way to keep personal instructions: it never reaches other clones. ' +
    'It is still worth knowing when one is active, because an audit run on this machine (and every agent started here) sees different instructions than CI and teammates do. ' +
    'This is an `info` finding: it never fails a run.',
  fix: 'Nothing to fix if the override is intentional. Delete it to see what everyone else sees; turn the note off with `override-local: off`.',
};
