/**
 * Working directories to audit: explicit paths, globs over the listed directories, and `auto`
 * (the root plus every directory holding a candidate, settings folders such as `.github/workflows`
 * included: an agent can be started anywhere, so each distinct chain end is audited once).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { ConfigError, quote } from '../config/parse.js';
import type { RepoListing } from './listing.js';

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
    let st: fs.Stats;
    try {
      st = fs.statSync(path.join(root, rel));
    } catch {
      throw new ConfigError(`working directory ${quote(spec)} does not exist in the repository`);
    }
    if (!st.isDirectory()) throw new ConfigError(`working directory ${quote(spec)} is not a directory`);
    assertRealInside(root, rel, spec);
    out.add(rel);
  }
  if (out.size === 0) throw new ConfigError('no working directory given: use "auto", paths or globs');
  return [...out].sort(compareDirs);
}

/**
 * A working directory reached through a symbolic link must still lie inside the repository:
 * the audit never reads outside it through a link.
 */
function assertRealInside(root: string, rel: string, spec: string): void {
  const realRoot = fs.realpathSync(root);
  const real = fs.realpathSync(path.join(root, rel));
  const r = path.relative(realRoot, real);
  if (r.startsWith('..') || path.isAbsolute(r)) {
    throw new ConfigError(`working directory ${quote(spec)} leads outside the repository through a symbolic link`);
  }
}

/** Root first, then depth-first by path. */
export function compareDirs(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '.') return -1;
  if (b === '.') return 1;
  return a < b ? -1 : 1;
}
