/**
 * Permission-denied errors for tests that run as root.
 *
 * Root bypasses file permissions (CAP_DAC_OVERRIDE), so `chmod 000` alone never makes a read fail.
 * `asUnprivileged(fn)` runs `fn` synchronously with the effective uid/gid of `nobody` (65534) and
 * restores root afterwards (the saved set-user-id stays 0, so this is reversible). Everything the
 * function touches must already be loaded: no imports, no awaits inside.
 *
 * `canDropPrivileges` is false when the tests do not run as root (then chmod alone works and
 * `asUnprivileged` just calls `fn`) or the platform has no seteuid.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const NOBODY = 65534;

export const runningAsRoot = typeof process.geteuid === 'function' && process.geteuid() === 0;

/** True when permission-denied errors can be produced here (as root by dropping to nobody, or as a normal user directly). */
export const canProducePermissionDenied: boolean = (() => {
  if (typeof process.geteuid !== 'function') return false;
  if (!runningAsRoot) return true;
  return typeof process.seteuid === 'function' && typeof process.setegid === 'function';
})();

export function asUnprivileged<T>(fn: () => T): T {
  if (!runningAsRoot) return fn();
  process.setegid!(NOBODY);
  process.seteuid!(NOBODY);
  try {
    return fn();
  } finally {
    process.seteuid!(0);
    process.setegid!(0);
  }
}

/**
 * `asUnprivileged` for an asynchronous function (the engine awaits its git listings, in child
 * processes that then run as `nobody` too): the effective ids stay `nobody`'s until it settles.
 * Only for a test that awaits it before doing anything else (tests in a file run one at a time).
 */
export async function asUnprivilegedAsync<T>(fn: () => Promise<T>): Promise<T> {
  if (!runningAsRoot) return fn();
  process.setegid!(NOBODY);
  process.seteuid!(NOBODY);
  try {
    return await fn();
  } finally {
    process.seteuid!(0);
    process.setegid!(0);
  }
}

/** Make a temp directory (and its own mode) traversable by other users, so `nobody` can reach inside. */
export function openUp(dir: string): void {
  fs.chmodSync(dir, 0o755);
}

/** Whether `nobody` can reach `p` (every parent traversable) and read it: checked as nobody, not assumed. */
export function nobodyCanRead(p: string): boolean {
  try {
    asUnprivileged(() => {
      if (fs.statSync(p).isDirectory()) fs.readdirSync(p);
      else fs.closeSync(fs.openSync(p, 'r'));
    });
    return true;
  } catch {
    return false;
  }
}

export interface UnprivilegedTools {
  /** A folder of its own that `nobody` can traverse: put the test's repository under it. */
  dir: string;
  /** A node binary `nobody` can run. */
  node: string;
  /** The CLI to run, reachable by `nobody` with everything it imports. */
  cli: string;
}

/**
 * What a test needs to run the CLI as `nobody`, wherever the checkout lives: the checkout's parents
 * may be closed to other users (a clone under `mktemp -d` is). What `nobody` can already read is
 * used in place; anything else is linked or copied into `dir`, a fresh temp folder opened up here
 * (`bundle()` makes a self-contained CLI there). Returns a sentence saying why not when even that
 * folder is out of `nobody`'s reach (e.g. TMPDIR under a closed folder), for the test to skip with.
 */
export function unprivilegedTools(opts: { dir: string; cli: string; cliNeeds: string[]; bundle: (outDir: string) => string }): UnprivilegedTools | string {
  const { dir, bundle } = opts;
  openUp(dir);
  if (!nobodyCanRead(dir)) return `the temp folder ${dir} is not reachable by the unprivileged user (one of its parents is closed)`;
  let node = process.execPath;
  if (!nobodyCanRead(node)) {
    node = path.join(dir, 'node');
    try {
      fs.linkSync(process.execPath, node);
    } catch {
      fs.copyFileSync(process.execPath, node);
    }
    fs.chmodSync(node, 0o755);
  }
  // The compiled CLI imports from the checkout's node_modules: usable in place only if all it needs is reachable.
  const cli = [opts.cli, ...opts.cliNeeds].every(nobodyCanRead) ? opts.cli : bundle(dir);
  if (!nobodyCanRead(cli) || !nobodyCanRead(node)) return `the CLI or node copied into ${dir} is not readable by the unprivileged user`;
  return { dir, node, cli };
}
