/**
 * The files of an agent's rule folder (`.github/instructions`, `.claude/rules`): the agents read
 * these folders from disk, so a gitignored file there (a personal rule, the file most likely to hold
 * a secret) is loaded although git's listing never shows it. The listing's files, plus what a walk
 * of the folder on disk finds that the listing lacks, in sorted order. Bounded: only the folder
 * itself is walked (`directoryOrder`, at most `FOLDER_WALK_MAX` entries), never through a link, and
 * only inside the repository.
 */
import type { DiscoveryContext } from '../discovery/context.js';
import { leavesThroughLink, listedUnder } from './common.js';

/** Entries of one rule folder's tree a walk reads at most (a generous bound for a folder of rules). */
export const FOLDER_WALK_MAX = 2_000;

/** Every file under `folder` (repository-relative, no trailing slash): listed or found on disk. */
export function folderFiles(ctx: DiscoveryContext, folder: string): string[] {
  const listed = listedUnder(ctx, `${folder}/`);
  if (leavesThroughLink(ctx, `${folder}/x`)) return listed;
  const top = ctx.probe(folder);
  if (top.lkind !== 'directory') return listed;
  const have = new Set(listed);
  const extra: string[] = [];
  let budget = FOLDER_WALK_MAX;
  const walk = (dir: string): void => {
    for (const name of ctx.directoryOrder(dir) ?? []) {
      if (--budget < 0) return;
      const rel = `${dir}/${name}`;
      if (have.has(rel)) continue;
      const p = ctx.probe(rel);
      if (p.lkind === 'directory') walk(rel);
      else if (p.lkind !== 'missing') extra.push(rel);
    }
  };
  walk(folder);
  return extra.length === 0 ? listed : [...listed, ...extra].sort();
}
