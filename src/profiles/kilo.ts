/**
 * Kilo Code CLI, an OpenCode fork, as `@kilocode/cli` 7.7.7 behaves (the shipped binary of
 * `@kilocode/cli-linux-x64`: OpenCode's `session/instruction.ts` plus Kilo's `kilocode/config` and
 * legacy-rules migration; checked against the binary by the conformance harness; see
 * docs/profiles.md#kilo):
 * - OpenCode's chain unchanged: `AGENTS.md` › `CLAUDE.md` › `CONTEXT.md`, the first name with any
 *   match from cwd up to the git root wins, nearest first, `Instructions from: <absolute path>`;
 * - the personal file comes first: `~/.config/kilo/AGENTS.md`, else `~/.claude/CLAUDE.md`;
 * - configuration from `kilo.jsonc`, `kilo.json`, `opencode.jsonc`, `opencode.json` in every
 *   directory from the root to cwd, and in `.kilo/`, `.kilocode/`, `.opencode/`;
 * - legacy rules become instructions before the configured ones, read from the *working directory
 *   only* (the migration's project directory): `.kilo/rules/*.md` then `.kilocode/rules/*.md`
 *   (de-duplicated by file name, in directory-listing order, links skipped), `.kilocoderules`,
 *   then for each mode (code, architect, ask, debug, orchestrator) `.kilo/rules-<mode>`,
 *   `.kilocode/rules-<mode>` and `.kilocoderules-<mode>`, whatever the mode; front matter is
 *   sent as text. Rules of the root are not read when Kilo starts in a subdirectory.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import { baseOf, cwdText, dirOf, listedUnder, pushPassed, raise } from './common.js';
import { makeOpencode, type OpencodeFlavour } from './opencode.js';
import { VERIFIED_VERSIONS } from './versions.js';
import type { Profile, ResolvedChain } from './types.js';

export const KILO_ID = 'kilo';
export const KILO_RULES_CWD_RULE = 'kilo-rules-cwd-only';
const MODES = ['code', 'architect', 'ask', 'debug', 'orchestrator'] as const;
const RULE_DIRS = ['.kilo', '.kilocode'] as const;
const LEGACY = /(^|\/)(\.kilo|\.kilocode)\/rules(-(code|architect|ask|debug|orchestrator))?\/[^/]+\.md$|(^|\/)\.kilocoderules(-(code|architect|ask|debug|orchestrator))?$/;

/** The `.md` regular files of `dir` in the order the file system lists them (Kilo's readdir). */
function mdFiles(ctx: DiscoveryContext, dir: string): string[] {
  if (ctx.probe(dir).kind !== 'directory') return [];
  const names = ctx.directoryOrder(dir) ?? listedUnder(ctx, `${dir === '.' ? '' : `${dir}/`}`).filter((f) => dirOf(f) === dir).map(baseOf);
  return names.filter((n) => n.endsWith('.md')).map((n) => ctx.join(dir, n)).filter((rel) => ctx.probe(rel).lkind === 'file');
}

/** The legacy rule files Kilo started in `dir` turns into instructions, in its order. */
export function kiloLegacyRules(ctx: DiscoveryContext, dir: string): string[] {
  const out: string[] = [];
  const group = (dirs: readonly string[]): void => {
    const names = new Set<string>();
    for (const d of dirs) {
      for (const rel of mdFiles(ctx, ctx.join(dir, d))) {
        if (names.has(baseOf(rel))) continue;
        names.add(baseOf(rel));
        out.push(rel);
      }
    }
  };
  const file = (name: string): void => {
    const rel = ctx.join(dir, name);
    if (ctx.probe(rel).kind === 'file') out.push(rel);
  };
  group(RULE_DIRS.map((d) => `${d}/rules`));
  file('.kilocoderules');
  for (const m of MODES) {
    group(RULE_DIRS.map((d) => `${d}/rules-${m}`));
    file(`.kilocoderules-${m}`);
  }
  return out;
}

/** The legacy rules of the directories above cwd (up to the root), which Kilo started in cwd never reads. */
function unreadRules(ctx: DiscoveryContext, cwd: string, r: ResolvedChain): void {
  const dirs = ctx.dirsFrom(r.chain.root, cwd).filter((d) => d !== cwd);
  for (const d of dirs) {
    const missed = kiloLegacyRules(ctx, d);
    for (const rel of missed) pushPassed(r, { path: rel, reason: 'not-configured', detail: `Kilo reads legacy rules from its working directory only (${cwdText(cwd)})` });
    if (missed.length === 0) continue;
    raise(
      ctx,
      KILO_ID,
      `cwd-only\0${d}`,
      {
        ruleId: KILO_RULES_CWD_RULE,
        severity: 'warning',
        path: missed[0]!,
        line: null,
        profiles: [KILO_ID],
        message: `Kilo started in ${cwdText(cwd)} does not load ${missed.length === 1 ? missed[0] : `${missed.length} rule files of ${cwdText(d)} (${missed.join(', ')})`}: Kilo converts .kilo/rules, .kilocode/rules and .kilocoderules into instructions from the working directory only, so the rules apply only to sessions started in ${cwdText(d)}. Name them in "instructions" of kilo.json (paths are resolved up to the repository root), or move the text into AGENTS.md.`,
        key: d,
      },
      cwd,
    );
  }
}

export const KILO_FLAVOUR: OpencodeFlavour = {
  configNames: ['kilo.jsonc', 'kilo.json', 'opencode.jsonc', 'opencode.json'],
  configDirs: ['.kilo', '.kilocode', '.opencode'],
  personal: (home) => [
    [`${home}/.config/kilo`, '~/.config/kilo', ['AGENTS.md']],
    [`${home}/.claude`, '~/.claude', ['CLAUDE.md']],
  ],
  extraInstructions(ctx, cwd, r) {
    unreadRules(ctx, cwd, r);
    return kiloLegacyRules(ctx, cwd);
  },
};

export const kilo: Profile = {
  ...makeOpencode(KILO_ID, false, KILO_FLAVOUR),
  name: 'Kilo Code CLI',
  description:
    "Kilo Code CLI (an OpenCode fork): OpenCode's first-name-wins chain (AGENTS.md, CLAUDE.md, CONTEXT.md), the personal file first, kilo.json instructions, and legacy .kilo/.kilocode rules from the working directory only; no budget.",
  verifiedVersion: VERIFIED_VERSIONS.kilo,
  signals: [
    { glob: 'kilo.json', what: 'Kilo configuration (kilo.json)' },
    { glob: 'kilo.jsonc', what: 'Kilo configuration (kilo.jsonc)' },
    { glob: '.kilo/**', what: 'Kilo settings and rules (.kilo/)' },
    { glob: '.kilocode/**', what: 'Kilo Code rules (.kilocode/)' },
    { glob: '.kilocoderules*', what: 'legacy Kilo Code rules (.kilocoderules)' },
  ],
  readsListed: (rel: string) => LEGACY.test(rel),
};
