/**
 * Shared pieces of the cross-profile rules (`disagree-*`): they compare what the configured agents
 * load for the same working directory. A file and a symlink to it are the same instructions, so
 * files are compared by identity (the link's resolved target inside the repository).
 */
import { claudeImportTokens } from '../profiles/imports.js';
import type { ResolvedChain } from '../profiles/types.js';
import type { ChainFile } from '../report/model.js';
import type { CheckInput } from './types.js';

/** The identity of a repository path: where a symlink resolves inside the repository, else the path. */
export function identityOf(input: CheckInput, rel: string): string {
  const p = input.ctx.probe(rel);
  return p.link?.resolved ?? rel;
}

/** Project files of a chain (personal documents left out), with their text. */
export function projectFiles(r: ResolvedChain): { file: ChainFile; text: string; index: number }[] {
  const out: { file: ChainFile; text: string; index: number }[] = [];
  r.chain.files.forEach((file, index) => {
    if (!file.personal) out.push({ file, text: r.texts[index] ?? '', index });
  });
  return out;
}

/**
 * A file that only points at other files (`@AGENTS.md` and nothing else, the shim Claude Code's docs
 * recommend): an agent that skips it loses nothing.
 */
export function isPointerOnly(text: string): boolean {
  if (text.trim() === '' || text.length > 4096) return false;
  const tokens = claudeImportTokens(text);
  if (tokens.length === 0) return false;
  let rest = text;
  for (const t of tokens) rest = rest.replace(`@${t.raw}`, '');
  // Headings and HTML comments around the pointer carry no instructions either.
  return rest.replace(/<!--[\s\S]*?-->/g, '').replace(/^#+ .*$/gm, '').trim() === '';
}

/** Configured profile ids, in configured order. */
export function profileIds(input: CheckInput): string[] {
  return input.profiles.map((p) => p.id);
}

/** Working directories in report order (root first). */
export function sortCwds(cwds: Iterable<string>): string[] {
  return [...new Set(cwds)].sort((a, b) => (a === b ? 0 : a === '.' ? -1 : b === '.' ? 1 : a < b ? -1 : 1));
}

/** Keep `ids` in configured order. */
export function inOrder(input: CheckInput, ids: Iterable<string>): string[] {
  const s = new Set(ids);
  return profileIds(input).filter((id) => s.has(id));
}
