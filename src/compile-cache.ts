/**
 * V8's compile cache for the CLI's process: the rest of the CLI (about 1.8 MB of bundled code,
 * loaded after the entry) is compiled once and kept between runs, where the Node version offers it
 * (`module.enableCompileCache()`, Node 22.1 and later; on Node 20 nothing happens). A developer who
 * runs the CLI again and again, and a self-hosted runner, skip most of the compiling.
 *
 * The cache lives in the user's cache directory, `$XDG_CACHE_HOME/agents-md-audit/compile-cache`
 * (`~/.cache/agents-md-audit/compile-cache` without it), never in the audited repository: where
 * that directory would lie inside it (an audit of the home directory), or no home is known, no
 * cache is kept. Node keeps one subdirectory per Node version and checks every entry against the
 * source it was made from, so a stale or foreign entry is compiled again, not run.
 *
 * Off with `AGENTS_MD_AUDIT_NO_COMPILE_CACHE=1`, or Node's own `NODE_DISABLE_COMPILE_CACHE=1`. Where
 * Node's `NODE_COMPILE_CACHE` names a directory, Node has already enabled it there and it is kept.
 */
import * as module from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { isWithin } from './path-inside.js';

/** The environment variable that turns the compile cache off (any value but empty or `0`). */
export const NO_COMPILE_CACHE = 'AGENTS_MD_AUDIT_NO_COMPILE_CACHE';

/** Where the compile cache is kept for this environment, or null where no user cache directory is known. */
export function compileCacheDir(env: NodeJS.ProcessEnv = process.env, home: string = safeHome()): string | null {
  const xdg = env['XDG_CACHE_HOME'];
  const base = xdg !== undefined && path.isAbsolute(xdg) ? xdg : path.isAbsolute(home) ? path.join(home, '.cache') : null;
  return base === null ? null : path.join(base, 'agents-md-audit', 'compile-cache');
}

function safeHome(): string {
  try {
    return os.homedir();
  } catch {
    return '';
  }
}

function inside(parent: string, p: string): boolean {
  return isWithin(parent, p);
}

export type CompileCacheState = 'enabled' | 'already' | 'off' | 'unsupported' | 'no-directory' | 'failed';

/**
 * Keep the compile cache for the code loaded from now on, unless turned off or unsupported.
 * `avoid`: directories the cache may not be in (the audited root).
 */
export function keepCompileCache(avoid: readonly string[], env: NodeJS.ProcessEnv = process.env): CompileCacheState {
  const off = env[NO_COMPILE_CACHE];
  if (off !== undefined && off !== '' && off !== '0') return 'off';
  const enable = (module as { enableCompileCache?: (dir?: string) => { status: number } }).enableCompileCache;
  if (typeof enable !== 'function') return 'unsupported';
  const dir = compileCacheDir(env);
  if (dir === null || avoid.some((a) => inside(path.resolve(a), dir))) return 'no-directory';
  try {
    const { status } = enable(dir);
    const codes = module.constants?.compileCacheStatus;
    if (codes === undefined) return 'failed';
    return status === codes.ENABLED ? 'enabled' : status === codes.ALREADY_ENABLED ? 'already' : status === codes.DISABLED ? 'off' : 'failed';
  } catch {
    return 'failed';
  }
}
