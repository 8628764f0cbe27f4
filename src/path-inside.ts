/**
 * Whether a path lies inside a directory, from `path.relative`'s answer: inside unless it is `..`,
 * starts with `..` and a separator, or is absolute. A name that only starts with two dots
 * (`..foo`, `...`) is inside. One predicate for every containment test (repository files, working
 * directories, config files, the compile cache).
 */
import * as path from 'node:path';

export function relIsInside(rel: string): boolean {
  return !(rel === '..' || rel.startsWith('../') || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel));
}

/** Whether `absPath` is `base` or lies below it. */
export function isWithin(base: string, absPath: string): boolean {
  return relIsInside(path.relative(base, absPath));
}
