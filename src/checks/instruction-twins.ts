/**
 * `instruction-twins`: two instruction files of one directory that say the same (equal after
 * normalising whitespace, or a few lines apart), where an agent loads one and skips the other. The
 * agent loses nothing, so this replaces the lost-content warnings for them: keep one file and point
 * the other at it.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import type { PassReason } from '../report/model.js';
import type { RuleMeta } from '../rules/meta.js';
import { isPointerOnly, projectFiles } from './disagree-common.js';
import type { RuleExamples } from './examples.js';
import { baseName, dirName, factsOf, fmtCwds, fmtProfiles, plural, uniqueSorted } from './facts.js';
import { linkPhrase, linkTargetOf, TWIN_MAX_LINES, textOf, twinAmong, type TwinDiff } from './twins.js';
import type { CheckFinding, CheckInput } from './types.js';

export const meta: RuleMeta = {
  id: 'instruction-twins',
  kind: 'check',
  defaultSeverity: 'info',
  description: 'Two instruction files of one directory say the same (equal but for whitespace, or a few lines apart) and an agent reads only one of them: nothing is lost, but every edit has to be made twice.',
};

/** Reasons a file is skipped that other rules report: not a twin question. */
const OTHER_RULES: ReadonlySet<PassReason> = new Set(['not-regular-file', 'symlink-rejected', 'outside-root', 'invalid-utf8', 'budget-spent', 'empty-after-cut', 'unsafe-name', 'unreadable']);

interface Pair {
  loaded: string;
  skipped: string;
  diff: TwinDiff;
  profiles: Set<string>;
  /** Which of the two each profile reads (Codex AGENTS.md, Claude Code CLAUDE.md: one pair). */
  reads: Map<string, string>;
  cwds: string[];
}

/**
 * Who reads which twin, for the message: "codex, reading AGENTS.md and not CLAUDE.md, loses", or,
 * where agents read different ones, "codex, reading AGENTS.md and not CLAUDE.md, and claude-code,
 * reading CLAUDE.md and not AGENTS.md, lose".
 */
function readers(ctx: DiscoveryContext, p: Pair, profiles: readonly string[]): string {
  const byFile = new Map<string, string[]>();
  for (const id of profiles) {
    const file = p.reads.get(id) ?? p.loaded;
    const ids = byFile.get(file);
    if (ids) ids.push(id);
    else byFile.set(file, [id]);
  }
  const groups = [...byFile].map(([file, ids]) => `${fmtProfiles(ids)}, reading ${file}${linkPhrase(ctx, file)} and not ${file === p.loaded ? p.skipped : p.loaded},`);
  const one = byFile.size === 1 && profiles.length === 1;
  return `${groups.join(' and ')} lose${one ? 's' : ''}`;
}

export function check(input: CheckInput): CheckFinding[] {
  const { ctx } = input;
  const facts = factsOf(input);
  const names = [...facts.candidateNames].sort();
  const pairs = new Map<string, Pair>();
  const checked = new Map<string, { path: string; diff: TwinDiff } | null>();
  for (const r of input.chains) {
    const { chain } = r;
    const loaded = projectFiles(r).map(({ file }) => file.path);
    if (loaded.length === 0) continue;
    const loadedSet = new Set(loaded);
    const skip = new Set(chain.passedOver.filter((p) => OTHER_RULES.has(p.reason)).map((p) => p.path));
    for (const dir of new Set(loaded.map(dirName))) {
      const here = loaded.filter((p) => dirName(p) === dir);
      for (const n of names) {
        const rel = ctx.join(dir, n);
        if (loadedSet.has(rel) || skip.has(rel) || ctx.probe(rel).kind !== 'file') continue;
        const key = `${rel}\0${here.join('\0')}`;
        let twin = checked.get(key);
        if (twin === undefined) {
          const text = textOf(ctx, rel);
          twin = text === null || isPointerOnly(text) ? null : twinAmong(ctx, rel, here);
          checked.set(key, twin);
        }
        if (!twin) continue;
        const [a, b] = [twin.path, rel].sort();
        const pk = `${a}\0${b}`;
        let p = pairs.get(pk);
        if (!p) {
          p = { loaded: twin.path, skipped: rel, diff: twin.diff, profiles: new Set(), reads: new Map(), cwds: [] };
          pairs.set(pk, p);
        }
        p.profiles.add(chain.profile);
        if (!p.reads.has(chain.profile)) p.reads.set(chain.profile, twin.path);
        p.cwds.push(chain.cwd);
      }
    }
  }
  const out: CheckFinding[] = [];
  for (const p of [...pairs.values()].sort((x, y) => (x.skipped < y.skipped ? -1 : 1))) {
    const profiles = facts.profileIds.filter((id) => p.profiles.has(id));
    const cwds = uniqueSorted(p.cwds);
    const keep = p.loaded;
    const other = p.skipped;
    const keepName = baseName(keep);
    const pointer = baseName(other) === 'CLAUDE.md' || baseName(other) === 'GEMINI.md' ? ` or a file holding \`@${keepName}\`` : '';
    const target = linkTargetOf(ctx, other);
    const identical = p.diff.summary[0] === 'the two are identical';
    const what = identical ? 'identical copies' : p.diff.changed === 0 ? 'equal but for whitespace' : `${plural(p.diff.changed, 'line', 'lines')} apart`;
    out.push({
      ruleId: meta.id,
      severity: meta.defaultSeverity,
      path: other,
      line: null,
      profiles,
      cwds,
      key: keep,
      message:
        `Keep one of ${keep} and ${other} and make ${other} a link to ${keepName}${pointer}${target !== null ? ` (today it links to ${target})` : ''}: the two are twins (${what}), so ${readers(ctx, p, profiles)} nothing in ${fmtCwds(cwds)}, but every edit has to be made twice. ` +
        (identical ? 'The two are byte for byte the same.' : `Difference: ${p.diff.summary.join('; ')}.`),
    });
  }
  return out;
}

export const examples: RuleExamples = {
  failing: {
    description: 'AGENTS.md and a copy named CLAUDE.md that differs in one line. OpenCode reads only AGENTS.md, which loses nothing today.',
    options: { profiles: ['opencode'] },
    files: {
      'AGENTS.md': { head: '# Rules\n\nRun `pnpm test` before committing.\n', line: 'Keep every public function documented.\n', times: 10 },
      'CLAUDE.md': { head: '# Rules\n\nRun `pnpm test` before each commit.\n', line: 'Keep every public function documented.\n', times: 10 },
    },
    expect: { path: 'CLAUDE.md', line: null },
  },
  passing: {
    description: 'CLAUDE.md is a symlink to AGENTS.md: one file, nothing to keep in step.',
    options: { profiles: ['opencode'] },
    files: {
      'AGENTS.md': '# Rules\n\nRun `pnpm test` before committing.\n',
      'CLAUDE.md': { symlink: 'AGENTS.md' },
    },
  },
};

export const docs = {
  why:
    'Teams that use several agents often copy AGENTS.md to CLAUDE.md or GEMINI.md. An agent that reads only one of the copies then loses nothing, and reporting the other as hidden or lost content would be wrong; but the copies drift apart with the first edit made to only one of them. ' +
    `Two candidate files of one directory are twins when their text is equal after normalising whitespace (runs of spaces, blank lines), or when at most ${TWIN_MAX_LINES} lines differ and they are at most 10 % of the longer file's lines or the characters that differ at most 10 % of its text (one word changed in a short file is a twin; a line that says something else is not). ` +
    'The rule reports a pair where a configured agent loads one twin and not the other, with a summary of the difference (at most three lines); `opencode-hidden-claude-md`, `disagree-loaded` and `agent-misses-file` leave twins to it. A symlink and its target are one file, not twins.',
  fix: 'Keep one file and make the other a symlink to it, or (for CLAUDE.md and GEMINI.md) a file holding `@AGENTS.md`, so every agent reads the same text and an edit is made once.',
};
