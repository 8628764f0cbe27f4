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

/** Make a temp directory (and its own mode) traversable by other users, so `nobody` can reach inside. */
export function openUp(dir: string): void {
  fs.chmodSync(dir, 0o755);
}
