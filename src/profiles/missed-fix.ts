/**
 * Each agent's fix for an instruction file it never loads (`Profile.missedFileFix`, used by the
 * `agent-misses-file` check): one imperative sentence, without its final period, naming the file
 * to add or the setting to change. The profiles register them with one line each.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import { baseOf, dirOf } from './common.js';

/** Claude Code: a CLAUDE.md in that directory that imports the file (or a CLAUDE.md link to it). */
export function claudeMissedFix(rel: string, ctx: DiscoveryContext): string {
  const dir = dirOf(rel);
  const name = baseOf(rel);
  const claude = ctx.join(dir, 'CLAUDE.md');
  if (ctx.probe(claude).lkind !== 'missing') return `Put @${name} in ${claude}`;
  return `Add ${claude} containing @${name} (or make ${claude} a link to ${name})`;
}

const agentsOnly = new WeakMap<DiscoveryContext, string[]>();

/** Directories with an AGENTS.md and no CLAUDE.md (nor .claude/CLAUDE.md), sorted; once per audit. */
function agentsOnlyDirs(ctx: DiscoveryContext): string[] {
  let hit = agentsOnly.get(ctx);
  if (!hit) {
    hit = ctx
      .listedNamed('AGENTS.md')
      .map(dirOf)
      .filter((d) => ['CLAUDE.md', '.claude/CLAUDE.md'].every((n) => ctx.probe(ctx.join(d, n)).lkind === 'missing'))
      .sort();
    agentsOnly.set(ctx, hit);
  }
  return hit;
}

/**
 * Claude Code reading AGENTS.md only where no CLAUDE.md is in the chain: the same fix, and the
 * directories whose AGENTS.md Claude Code reads today only because no CLAUDE.md is above them need
 * one too once a CLAUDE.md is added (it then reads no AGENTS.md anywhere on that chain).
 */
export function claudeFallbackMissedFix(rel: string, ctx: DiscoveryContext): string {
  const fix = claudeMissedFix(rel, ctx);
  const dir = dirOf(rel);
  const prefix = `${dir}/`;
  const without = agentsOnlyDirs(ctx).filter((d) => d !== dir && (dir === '.' || d === '.' || d.startsWith(prefix) || dir.startsWith(`${d}/`)));
  if (without.length === 0) return fix;
  const shown = without.slice(0, 3).map((d) => (d === '.' ? 'the root' : d));
  const more = without.length > 3 ? ` and ${without.length - 3} more` : '';
  return `${fix}, and the same in ${without.length === 1 ? 'the directory' : `the ${without.length} directories`} above or below it with an AGENTS.md and no CLAUDE.md (${shown.join(', ')}${more}): with a CLAUDE.md in the chain Claude Code reads no AGENTS.md there either`;
}

/** Gemini CLI: the name in `context.fileName` of `.gemini/settings.json` where Gemini CLI starts. */
export function geminiMissedFix(rel: string): string {
  const name = JSON.stringify(baseOf(rel));
  return `Add ${name} to \`context.fileName\` in .gemini/settings.json (\`"context": {"fileName": [${name}, "GEMINI.md"]}\`; Gemini CLI reads the settings of the directory it starts in)`;
}

/** Codex: the name as a fallback file name (one setting for every directory), or an AGENTS.md link beside the file. */
export function codexMissedFix(rel: string): string {
  const name = baseOf(rel);
  return `Add ${JSON.stringify(name)} to \`project_doc_fallback_filenames\` (in .codex/config.toml, which Codex applies to a trusted project), or give each directory an AGENTS.md that links to its ${name}`;
}

/** A3S Code: an AGENTS.md in that directory (a regular file: A3S Code skips links), or the name as a fallback. */
export function a3sMissedFix(rel: string, ctx: DiscoveryContext): string {
  const name = baseOf(rel);
  const agents = ctx.join(dirOf(rel), 'AGENTS.md');
  return `Add ${agents} holding what ${name} says (a regular file: A3S Code skips links), or add ${JSON.stringify(name)} to the fallback file names`;
}

/** OpenCode: the name in `instructions` of opencode.json (one entry for every directory). */
export function opencodeMissedFix(rel: string): string {
  return `Add ${JSON.stringify(baseOf(rel))} to \`instructions\` in opencode.json (OpenCode looks for a relative entry in every directory from the working directory up to the root)`;
}

/** Copilot code review: what it must follow in `.github/copilot-instructions.md`, which it always reads. */
export function copilotReviewMissedFix(rel: string): string {
  return `Move what Copilot must follow from ${rel} into .github/copilot-instructions.md, which Copilot always reads (it reads only the nearest AGENTS.md)`;
}

/** Aider: the name in `read:` of .aider.conf.yml (one entry reads the file of that name where Aider starts). */
export function aiderMissedFix(rel: string): string {
  const name = baseOf(rel);
  return `Add \`read: ${name}\` to .aider.conf.yml (Aider resolves it from the directory it starts in, so one entry reads the ${name} of that directory; list the ones above it too)`;
}
