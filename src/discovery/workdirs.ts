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

const GLOB_CHARS = /[*?[\]{}!]/;

export function normalizeRel(root: string, input: string): string {
  const abs = path.resolve(root, input);
  const rel = path.relative(root, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
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
    if (p !== null && (p.kind === 'missing' || p.error !== undefined)) throw new ConfigError(`working directory ${quote(spec)} does not exist in the repository`);
    if (p !== null && p.kind !== 'directory') throw new ConfigError(`working directory ${quote(spec)} is not a directory`);
    if (!ctx.dirInside(rel)) throw leadsOutside;
    out.add(rel);
  }
  if (out.size === 0) throw new ConfigError('no working directory given: use "auto", paths or globs');
  return [...out].sort(compareDirs);
}

/** Root first, then depth-first by path. */
export function compareDirs(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '.') return -1;
  if (b === '.') return 1;
  return a < b ? -1 : 1;
}
