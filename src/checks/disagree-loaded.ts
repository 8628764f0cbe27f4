/** `disagree-loaded`: a file some configured agents load and others never see. */
import type { PassReason } from '../report/model.js';
import type { RuleMeta } from '../rules/meta.js';
import { identityOf, inOrder, isPointerOnly, profileIds, projectFiles, sortCwds } from './disagree-common.js';
import type { RuleExamples } from './examples.js';
import { dirName, fmtCwds, fmtList, fmtProfiles } from './facts.js';
import { twinAmong } from './twins.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'disagree-loaded',
  kind: 'check',
  defaultSeverity: 'info',
  description: 'A file some of the configured agents load and others never see, so the agents work from different instructions.',
  fact: {
    summary: 'The configured agents ({profiles}) load different instruction files: {n} {are} loaded by some of them and never seen by the others: {files}.',
    fix: 'Fix: keep what every agent needs in files all of them load (AGENTS.md, pulled into CLAUDE.md with @AGENTS.md or a CLAUDE.md symlink), or configure the others to read them (`context.fileName` in `.gemini/settings.json`, `read:` in `.aider.conf.yml`).',
  },
};

/** Reasons that belong to other rules or lose nothing (a blank file, a budget cut). */
const NOT_A_DISAGREEMENT: ReadonlySet<PassReason> = new Set(['whitespace-only', 'budget-spent', 'empty-after-cut']);

interface Seen {
  paths: Set<string>;
  loaders: Set<string>;
  cwds: Set<string>;
  text: string;
  /** Per profile that meets the file without loading it: the first reason and detail. */
  passed: Map<string, { reason: PassReason; detail?: string; path: string }>;
}

export function check(input: CheckInput): CheckFinding[] {
  if (input.profiles.length < 2) return [];
  const byId = new Map<string, Seen>();
  const seen = (id: string): Seen => {
    let s = byId.get(id);
    if (!s) {
      s = { paths: new Set(), loaders: new Set(), cwds: new Set(), text: '', passed: new Map() };
      byId.set(id, s);
    }
    return s;
  };
  for (const r of input.chains) {
    for (const { file, text } of projectFiles(r)) {
      const s = seen(identityOf(input, file.path));
      s.paths.add(file.path);
      s.loaders.add(r.chain.profile);
      s.cwds.add(r.chain.cwd);
      if (s.text === '' && text !== '') s.text = text;
    }
  }
  for (const r of input.chains) {
    for (const p of r.chain.passedOver) {
      const s = byId.get(identityOf(input, p.path));
      if (!s || s.passed.has(r.chain.profile)) continue;
      s.passed.set(r.chain.profile, { reason: p.reason, ...(p.detail !== undefined ? { detail: p.detail } : {}), path: p.path });
    }
  }

  const byDir = new Map<string, string[]>();
  for (const c of input.candidates) {
    const d = dirName(c);
    const list = byDir.get(d);
    if (list) list.push(c);
    else byDir.set(d, [c]);
  }
  const out: CheckFinding[] = [];
  for (const [id, s] of [...byId.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (isPointerOnly(s.text)) continue;
    // A profile whose contact with the file is a blank-file skip or a budget cut is not "never seeing" it.
    const reallyNever = profileIds(input).filter((p) => {
      if (s.loaders.has(p)) return false;
      const why = s.passed.get(p);
      return why === undefined || !NOT_A_DISAGREEMENT.has(why.reason);
    });
    if (reallyNever.length === 0) continue;
    const loaders = inOrder(input, s.loaders);
    const clauses = reallyNever.map((p) => {
      const why = s.passed.get(p);
      if (!why) return `${p} does not look for it`;
      const what =
        why.reason === 'hidden'
          ? 'passes it over'
          : why.reason === 'not-configured'
            ? 'is not configured to read it'
            : why.reason === 'not-regular-file'
              ? 'skips it (not a regular file)'
              : why.reason === 'symlink-rejected'
                ? 'rejects it (a symlink)'
                : why.reason === 'invalid-utf8'
                  ? 'rejects it (not valid UTF-8)'
                  : why.reason === 'unreadable'
                    ? 'cannot read it'
                    : `passes it over (${why.reason})`;
      return `${p} ${what}${why.detail ? `: ${why.detail}` : ''}`;
    });
    const paths = [...s.paths].sort();
    const shown = paths.includes(id) ? id : paths[0]!;
    // A twin of another file of its directory loses nothing: instruction-twins reports the pair.
    if (twinAmong(input.ctx, shown, byDir.get(dirName(shown)) ?? [])) continue;
    const alias = paths.filter((p) => p !== shown);
    const cwds = sortCwds(s.cwds);
    out.push({
      ruleId: meta.id,
      // A fact about how the agents work, never failing a run by itself: the per-file problems are agent-misses-file's.
      severity: meta.defaultSeverity,
      path: shown,
      line: null,
      profiles: inOrder(input, [...loaders, ...reallyNever]),
      cwds,
      message:
        `${shown}${alias.length > 0 ? ` (also loaded as ${fmtList(alias)})` : ''} is loaded by ${fmtProfiles(loaders)} (in ${fmtCwds(cwds)}) but never seen by ${fmtProfiles(reallyNever)}: ${clauses.join('; ')}. ` +
        'The agents the team uses work from different instructions, and whatever only this file says binds some of them. ' +
        'Fix: keep what every agent needs in a file all of them load (AGENTS.md, pulled into CLAUDE.md with @AGENTS.md or a CLAUDE.md symlink), or configure the others to read it.',
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'The repository has an AGENTS.md and a separate CLAUDE.md. OpenCode lets the AGENTS.md hide every CLAUDE.md; Claude Code, seeing its own CLAUDE.md, reads no AGENTS.md.',
    options: { profiles: ['opencode', 'claude-code'] },
    files: {
      'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
      'CLAUDE.md': '# Claude\n\nNever edit generated files under gen/.\n',
    },
    expect: { path: null, line: null },
  },
  passing: {
    description: 'CLAUDE.md is a symlink to AGENTS.md: both agents read the same instructions.',
    options: { profiles: ['opencode', 'claude-code'] },
    files: {
      'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\nNever edit generated files under gen/.\n',
      'CLAUDE.md': { symlink: 'AGENTS.md' },
    },
  },
};

export const docs = {
  why:
    'Teams rarely use one agent, and each finds instruction files its own way. OpenCode takes the first of AGENTS.md, CLAUDE.md, CONTEXT.md that exists anywhere in the chain and ignores the others everywhere; Claude Code reads CLAUDE.md and, in the versions that do, AGENTS.md only where no CLAUDE.md exists; Gemini CLI reads GEMINI.md plus the names in its settings; Copilot reads its own files and the nearest AGENTS.md; Aider reads nothing it is not told to. ' +
    'A file that only some of the configured agents load splits the team: a rule written there binds one agent and not the next. ' +
    'The rule compares every audited working directory for every configured profile (it needs at least two). A symlink and its target count as one file, and a file that only imports another (`@AGENTS.md`) is not reported. ' +
    'That agents find different files is a fact about how they work, so the rule reports it once for the repository, listing the files (the first one\'s details as an example). It is an `info` that never fails a run by itself, kept only when every agent it names was named explicitly (not picked by `profiles: auto`) and left out for a file a problem already reports: a file an agent skips in a directory where it reads nothing else is `agent-misses-file`, a CLAUDE.md that OpenCode\'s AGENTS.md hides is `opencode-hidden-claude-md`, and twins (two files of one directory that say the same) are `instruction-twins`.',
  fix:
    'Keep the instructions every agent needs in one file that all of them load, usually AGENTS.md, and make the agent-specific files point at it (a CLAUDE.md holding `@AGENTS.md`, or a symlink). Where an agent needs telling, configure it: `context.fileName` in `.gemini/settings.json`, `read:` in `.aider.conf.yml`. Turn the rule to `info` or `off` for files that are agent-specific on purpose.',
};
