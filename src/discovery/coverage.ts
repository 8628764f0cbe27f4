/**
 * Which instruction files one audit checks and lints, whether or not an audited chain reaches them.
 *
 * The rule (README, "Splitting a huge monorepo across jobs"): a job owns every file with a candidate
 * name of any configured profile whose directory is one of its working directories or lies below
 * one. With `auto` or `--cwd .` that is every candidate in the repository. Files above the working
 * directories (the root's AGENTS.md) are on the job's chains and checked too; jobs that share them
 * report the same findings, which `merge` keeps once (findings are keyed by fingerprint).
 */
import type { RepoListing } from './listing.js';

/** Whether `dir` is `top` or lies below it (repository-relative POSIX directories, `.` the root). */
export function isAtOrBelow(dir: string, top: string): boolean {
  return top === '.' || dir === top || dir.startsWith(`${top}/`);
}

/** Candidate files the job auditing `cwds` owns, sorted. */
export function ownedCandidates(listing: RepoListing, cwds: readonly string[], candidateNames: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [dir, names] of listing.byDir) {
    if (!cwds.some((c) => isAtOrBelow(dir, c))) continue;
    for (const n of names) if (candidateNames.has(n)) out.push(dir === '.' ? n : `${dir}/${n}`);
  }
  return out.sort();
}

/**
 * Directories of owned candidates that are not audited working directories: the engine resolves
 * (without reporting) what each agent started there would load, so the files those candidates
 * import are checked and linted as well.
 */
export function unauditedDirs(owned: readonly string[], cwds: readonly string[]): string[] {
  const audited = new Set(cwds);
  const out = new Set<string>();
  for (const rel of owned) {
    const i = rel.lastIndexOf('/');
    const dir = i === -1 ? '.' : rel.slice(0, i);
    if (!audited.has(dir)) out.add(dir);
  }
  return [...out].sort();
}
