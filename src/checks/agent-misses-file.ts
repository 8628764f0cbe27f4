/**
 * `agent-misses-file`: an instruction file in a directory on an agent's chain that the agent never
 * loads, while it loads nothing else of that directory either: a nested AGENTS.md Claude Code skips
 * because a CLAUDE.md higher up wins, a GEMINI.md-only tree Codex never reads. One finding per file
 * and agent, with the working directories affected and that agent's fix (`Profile.missedFileFix`).
 */
import type { PassReason } from '../report/model.js';
import type { RuleMeta } from '../rules/meta.js';
import { identityOf, isPointerOnly, projectFiles } from './disagree-common.js';
import type { RuleExamples } from './examples.js';
import { baseName, dirName, factsOf, fmtCwd, fmtList, plural, uniqueSorted } from './facts.js';
import { isOpencodeHidden } from './opencode-hidden.js';
import { linkPhrase, textOf, twinAmong } from './twins.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'agent-misses-file',
  kind: 'check',
  defaultSeverity: 'warning',
  description: 'An instruction file in a directory on an agent’s chain that the agent never loads (and it loads nothing else there): the agent works without what that directory’s file says.',
};

/** Reasons other rules report (a blank file, a budget cut, an encoding, a link the agent refuses…). */
const OTHER_RULES: ReadonlySet<PassReason> = new Set([
  'whitespace-only',
  'not-regular-file',
  'symlink-rejected',
  'outside-root',
  'invalid-utf8',
  'budget-spent',
  'empty-after-cut',
  'unsafe-name',
  'unreadable',
]);

/** Personal and override files have rules of their own (`override-*`) or are not meant for everyone. */
function isShared(name: string): boolean {
  return name !== 'AGENTS.override.md' && !name.endsWith('.local.md');
}

/**
 * The directory an instruction file belongs to: its own, or the one above a dot folder
 * (`pkg/.claude/CLAUDE.md` and `.github/instructions/x.md` belong to `pkg` and `.`).
 */
export function ownerDir(rel: string): string {
  const parts = dirName(rel).split('/');
  const dot = parts.findIndex((p) => p.startsWith('.') && p !== '.');
  const kept = dot === -1 ? parts : parts.slice(0, dot);
  return kept.length === 0 ? '.' : kept.join('/');
}

/** "Claude Code" for "Claude Code (before v2.1.277: no AGENTS.md)". */
function shortName(name: string): string {
  const i = name.indexOf(' (');
  return i === -1 ? name : name.slice(0, i);
}

interface Miss {
  profile: string;
  path: string;
  cwds: string[];
  /** Why the agent does not load it (the first chain's reason), or null: it never looks for the name. */
  why: { reason: PassReason; detail?: string } | null;
}

export function check(input: CheckInput): CheckFinding[] {
  const { ctx } = input;
  const facts = factsOf(input);
  const names = [...facts.candidateNames].filter(isShared).sort();
  const byId = new Map(input.profiles.map((p) => [p.id, p]));
  const existing = new Map<string, string[]>(); // directory → its shared candidate files (regular files, links followed)
  const filesIn = (dir: string): string[] => {
    let hit = existing.get(dir);
    if (!hit) {
      const all = names.map((n) => ctx.join(dir, n)).filter((rel) => ctx.probe(rel).kind === 'file');
      // A link to another file of the directory is that file (a CLAUDE.md link to AGENTS.md): named once, as the file.
      const distinct = all.filter((rel) => {
        const to = ctx.probe(rel).link?.resolved;
        return to === undefined || to === null || to === rel || !all.includes(to);
      });
      // Twins say the same: an agent that reads neither misses one file's worth, reported on the first.
      hit = distinct.filter((rel, i) => twinAmong(ctx, rel, distinct.slice(0, i)) === null);
      existing.set(dir, hit);
    }
    return hit;
  };
  // Whether a file has instructions of its own (not blank, not only an import): once per file.
  const substantive = new Map<string, boolean>();
  const says = (rel: string): boolean => {
    let v = substantive.get(rel);
    if (v === undefined) {
      const text = textOf(ctx, rel);
      v = text !== null && text.trim() !== '' && !isPointerOnly(text);
      substantive.set(rel, v);
    }
    return v;
  };
  // An agent `auto` audits only as its default, and that loads no file anywhere, is one the
  // repository shows no sign of using: what it would miss is not a problem (the verdict line says
  // which agents the files are for). One that loads a file (a root AGENTS.md) is kept.
  const quiet = new Set((input.defaultOnly ?? []).filter((id) => !input.chains.some((r) => r.chain.profile === id && projectFiles(r).length > 0)));
  const misses = new Map<string, Miss>();
  for (const r of input.chains) {
    const { chain } = r;
    if (!byId.has(chain.profile) || quiet.has(chain.profile)) continue;
    const loaded = projectFiles(r).map(({ file }) => file.path);
    const loadedIds = new Set(loaded.map((p) => identityOf(input, p)));
    const loadedDirs = new Set(loaded.map(ownerDir));
    const passed = new Map<string, { reason: PassReason; detail?: string }>();
    for (const p of chain.passedOver) if (!passed.has(p.path)) passed.set(p.path, p);
    const otherRuleDirs = new Set(chain.passedOver.filter((p) => OTHER_RULES.has(p.reason)).map((p) => ownerDir(p.path)));
    for (const dir of ctx.dirsFrom(chain.root, chain.cwd)) {
      if (loadedDirs.has(dir) || otherRuleDirs.has(dir)) continue;
      for (const rel of filesIn(dir)) {
        if (loadedIds.has(identityOf(input, rel))) continue;
        const why = passed.get(rel) ?? null;
        if (why && isOpencodeHidden(chain.profile, why.reason, rel)) continue;
        if (!says(rel)) continue;
        const key = `${chain.profile}\0${rel}`;
        let m = misses.get(key);
        if (!m) {
          m = { profile: chain.profile, path: rel, cwds: [], why: why ? { reason: why.reason, ...(why.detail !== undefined ? { detail: why.detail } : {}) } : null };
          misses.set(key, m);
        }
        m.cwds.push(chain.cwd);
      }
    }
  }
  // One finding per file and agent; files of one agent whose fix is the same sentence (one setting
  // covers them all: Gemini CLI's context.fileName, Aider's read:) are one finding listing them.
  const order = new Map(facts.profileIds.map((id, i) => [id, i]));
  const groups = new Map<string, { fix: string; misses: Miss[] }>();
  for (const m of [...misses.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : order.get(a.profile)! - order.get(b.profile)!))) {
    const profile = byId.get(m.profile)!;
    const cwds = uniqueSorted(m.cwds);
    const fix = profile.missedFileFix?.(m.path, ctx, cwds) ?? `Repeat what ${m.path} says in a file ${shortName(profile.name)} loads there, or make one of its files import it`;
    const key = `${m.profile}\0${fix}`;
    const g = groups.get(key);
    if (g) g.misses.push(m);
    else groups.set(key, { fix, misses: [m] });
  }
  const out: CheckFinding[] = [];
  for (const { fix, misses: ms } of groups.values()) {
    const first = ms[0]!;
    const profile = byId.get(first.profile)!;
    const agent = shortName(profile.name);
    const cwds = uniqueSorted(ms.flatMap((m) => m.cwds));
    const files = ms.map((m) => m.path);
    const name = baseName(first.path);
    const because = first.why === null ? `${agent} does not look for ${name}` : (first.why.detail ?? `${agent} passes it over (${first.why.reason})`);
    const links = files.filter((f) => linkPhrase(ctx, f) !== '');
    const linkNote = ms.length > 1 && links.length > 0 ? `; ${fmtList(links.map((f) => `${f}${linkPhrase(ctx, f)}`), 3)}` : '';
    const what = ms.length === 1 ? `${first.path}${linkPhrase(ctx, first.path)}` : `${plural(ms.length, 'file', 'files')} (${fmtList(files, 3)}${linkNote})`;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: first.path,
      line: null,
      profiles: [first.profile],
      cwds,
      ...(ms.length > 1 ? { files } : {}),
      key: first.profile,
      message:
        `${fix}: ${agent} never loads ${what} in ${plural(cwds.length, 'working directory', 'working directories')} (${fmtList(cwds.map(fmtCwd), 3)}). ` +
        `Why: ${because}; it loads no other file of ${ms.length === 1 ? fmtCwd(dirName(first.path)) : 'those directories'}, so what ${ms.length === 1 ? first.path : 'the files'} say${ms.length === 1 ? 's' : ''} never reaches it there.`,
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'A root CLAUDE.md and a package AGENTS.md: with a CLAUDE.md in the chain, Claude Code reads no AGENTS.md, so started in packages/api it never sees the package rules.',
    options: { profiles: ['claude-code'], workingDirectories: ['packages/api'] },
    files: {
      'CLAUDE.md': '# Rules\n\nRun `pnpm test` before committing.\n',
      'packages/api/AGENTS.md': '# API\n\nNever edit the generated client under gen/.\n',
    },
    expect: { path: 'packages/api/AGENTS.md', line: null },
  },
  passing: {
    description: 'The package has a CLAUDE.md that imports its AGENTS.md: Claude Code reads both.',
    options: { profiles: ['claude-code'], workingDirectories: ['packages/api'] },
    files: {
      'CLAUDE.md': '# Rules\n\nRun `pnpm test` before committing.\n',
      'packages/api/AGENTS.md': '# API\n\nNever edit the generated client under gen/.\n',
      'packages/api/CLAUDE.md': '@AGENTS.md\n',
    },
  },
};

export const docs = {
  why:
    'Each agent finds instruction files its own way, and a directory whose only instruction file is one an agent does not read is, for that agent, a directory without instructions. ' +
    'Claude Code reads AGENTS.md only when no CLAUDE.md exists from the root down to the working directory, so one root CLAUDE.md makes it skip every nested AGENTS.md whose directory has no CLAUDE.md of its own; Codex reads AGENTS.md (and the names in `project_doc_fallback_filenames`), never GEMINI.md or CLAUDE.md; Gemini CLI reads GEMINI.md and the names in `context.fileName`; Copilot reads only the nearest AGENTS.md; Aider reads only what `read:` names. ' +
    'The rule looks, for every audited working directory and configured agent, at each directory from the agent\'s root down to the working directory: when the agent loads no file of that directory, every instruction file there (named as any configured agent names them) that is not blank and not only an import is reported, once per file and agent, with the working directories affected and the fix for that agent. ' +
    'A directory where the agent loads another file (a twin, a different file it prefers) is left to `disagree-loaded` and `instruction-twins`; files skipped for reasons other rules report (blank, over budget, not UTF-8, a refused link, an override) and the CLAUDE.md OpenCode hides (`opencode-hidden-claude-md`) are not repeated here. ' +
    'Under `profiles: auto`, Codex is audited as the default for the AGENTS.md convention; when it loads no file anywhere (a repository with only GEMINI.md files), the repository shows no sign of using it and what it misses is not reported (the verdict line names the agents the files are for); named, or loading a root AGENTS.md, it is reported like any other agent.',
  fix:
    'Make the agent read the file the way it reads instructions: for Claude Code a CLAUDE.md holding `@AGENTS.md` (or a CLAUDE.md symlink) in that directory; for Gemini CLI `"context": {"fileName": ["AGENTS.md", "GEMINI.md"]}` in `.gemini/settings.json`; for Codex the name in `project_doc_fallback_filenames`, or an AGENTS.md link in each directory; for OpenCode the name in `instructions` in `opencode.json` (a relative entry is looked up in every directory up to the root); for Copilot code review `.github/copilot-instructions.md`; for Aider `read:` in `.aider.conf.yml`. Where one setting covers several files (the same fix sentence), they are one finding listing them. Turn the rule off for an agent-specific file on purpose.',
};
