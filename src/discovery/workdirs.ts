/**
 * Working directories to audit: explicit paths, globs over the listed directories, and `auto`
 * (the root plus every directory holding a candidate, settings folders such as `.github/workflows`
 * included: an agent can be started anywhere, so each distinct chain end is audited once).
 */
import * as path from 'node:path';
import picomatch from 'picomatch';
import { ConfigError, quote } from '../config/parse.js';
import type { DiscoveryContext } from './context.js';
import { parentDir, type RepoListing } from './listing.js';
import { relIsInside } from '../path-inside.js';

const GLOB_CHARS = /[*?[\]{}!]/;

export function normalizeRel(root: string, input: string): string {
  const abs = path.resolve(root, input);
  const rel = path.relative(root, abs);
  if (!relIsInside(rel)) {
    throw new ConfigError(`working directory ${quote(input)} is outside the repository`);
  }
  return rel === '' ? '.' : rel.split(path.sep).join('/');
}

export function resolveWorkingDirectories(
  ctx: DiscoveryContext,
  root: string,
  listing: RepoListing,
  specs: readonly string[],
  candidateNames: ReadonlySet<string>,
  /** Directories holding a candidate-named entry git does not list (a FIFO…): `auto` audits them too. */
  unlistedDirs: Iterable<string> = [],
  /** Filled with each working directory given through a symbolic link and the real directory it is audited as. */
  links?: Map<string, string>,
): string[] {
  const out = new Set<string>();
  for (const raw of specs) {
    const spec = raw.trim();
    if (spec === '') continue;
    if (spec === 'auto') {
      out.add('.');
      for (const [dir, names] of listing.byDir) {
        if (names.some((n) => candidateNames.has(n))) out.add(dir);
      }
      for (const dir of unlistedDirs) out.add(dir);
      continue;
    }
    if (GLOB_CHARS.test(spec)) {
      const pattern = spec.replace(/^\.\//, '').replace(/\/+$/, '');
      if (pattern.startsWith('/') || pattern.split('/').includes('..')) {
        throw new ConfigError(`working directory glob ${quote(spec)} reaches outside the repository`);
      }
      const isMatch = picomatch(pattern, { dot: true });
      let n = 0;
      for (const dir of listing.dirs) {
        if (dir !== '.' && isMatch(dir)) {
          out.add(dir);
          n += 1;
        }
      }
      if (n === 0) throw new ConfigError(`working directory glob ${quote(spec)} matches no directory in the repository`);
      continue;
    }
    const rel = normalizeRel(root, spec);
    // Through the context, as every other look at the repository (and observed with it).
    const leadsOutside = new ConfigError(`working directory ${quote(spec)} leads outside the repository through a symbolic link`);
    if (rel !== '.' && !ctx.dirInside(parentDir(rel))) throw leadsOutside;
    const p = rel === '.' ? null : ctx.probe(rel);
    if (p !== null && p.lkind === 'symlink') {
      // A link from a pull request: said what it is, never followed out of the repository.
      if (p.link?.outside) {
        throw new ConfigError(
          `working directory ${quote(spec)} is a symbolic link to a directory outside the repository: an agent started there reads the instruction files on that path, which the audit never reads; audit the directory it points to instead`,
        );
      }
      if (p.kind === 'missing' || p.link?.loop) throw new ConfigError(`working directory ${quote(spec)} is a symbolic link that leads nowhere (${p.link?.loop ? 'a loop of links' : 'its target does not exist'})`);
      if (p.kind !== 'directory') throw new ConfigError(`working directory ${quote(spec)} is a symbolic link to ${kindWord(p.kind)}, not to a directory`);
    }
    if (p !== null && (p.kind === 'missing' || p.error !== undefined)) throw new ConfigError(`working directory ${quote(spec)} does not exist in the repository`);
    if (p !== null && p.kind !== 'directory') throw new ConfigError(`working directory ${quote(spec)} is not a directory`);
    if (!ctx.dirInside(rel)) throw leadsOutside;
    // Every agent resolves a linked working directory and walks up from its real path (issue 27):
    // `alias`, a link to `deep/er/pkg`, is audited as `deep/er/pkg`.
    const real = rel === '.' ? '.' : (ctx.realRelDir(rel) ?? rel);
    if (real !== rel) links?.set(rel, real);
    out.add(real);
  }
  if (out.size === 0) throw new ConfigError('no working directory given: use "auto", paths or globs');
  return [...out].sort(compareDirs);
}

function kindWord(kind: string): string {
  return kind === 'file' ? 'a file' : kind === 'fifo' ? 'a FIFO' : kind === 'socket' ? 'a socket' : kind === 'device' ? 'a device' : 'something that is not a directory';
}

/** Root first, then depth-first by path. */
export function compareDirs(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '.') return -1;
  if (b === '.') return 1;
  return a < b ? -1 : 1;
}
