/**
 * The one safe writer: the twin of the one safe reader (fsprobe.ts). Every file the tool writes (the
 * action's JSON report and SARIF, the CLI's `--output`, the result cache and its key) goes through
 * `writeFileSafely`, because a pull request can commit a symbolic link, a FIFO or a directory at any
 * name a workflow tells the tool to write to.
 *
 * - **Inside an allowed directory.** The caller names the directories it may write below (`within`:
 *   the workspace and the runner's temp directory for the action; the audited repository for the
 *   CLI). Those directories are trusted as they are (links above and at them are the machine's own);
 *   below them, no link is ever followed. With `anywhere` (a path the user names on their own
 *   machine, outside every allowed directory), the path's existing directories are the user's, and
 *   only what has to be created and the file itself are checked.
 * - **No link followed at any level.** Every directory from the allowed one down is checked with
 *   `lstat` (a link, a FIFO or a file where a directory should be is refused, naming it); a missing
 *   one is created one level at a time (`mkdir`, never recursive, so never through a link), and the
 *   whole directory is resolved again before the write to be sure it is where it was meant to be.
 * - **Never blocks, never writes through a name.** The data goes to a fresh random name in the
 *   target's directory, created exclusively (`O_CREAT|O_EXCL|O_NOFOLLOW|O_NONBLOCK`: a FIFO, a link or
 *   anything else already there is never opened), is flushed (`fsync`), then renamed over the target
 *   (`rename` replaces a name, it never follows one). A target that exists and is not a regular file
 *   (a link, a FIFO, a directory, a socket, a device) is refused with a message naming it.
 *   With `noReplace`, the new file is linked in only where nothing is (`link` fails on any name).
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isInside, kindPhrase } from './fsprobe.js';

const O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
const O_NONBLOCK = fs.constants.O_NONBLOCK ?? 0;
/** Fresh temporary names tried before giving up (each is 64 random bits: a clash means something plants them). */
const TEMP_TRIES = 8;

/** A write refused or failed: `message` says why, naming the directory at fault (the caller names the target). */
export class WriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteError';
  }
}

export interface SafeWriteOptions {
  /** Directories the file may be written below (absolute); no link is followed below them. */
  within: readonly string[];
  /** A path outside every `within` directory is the user's own (the CLI): allowed, its existing directories trusted. */
  anywhere?: boolean;
  /** The file's mode when created (default 0o644). */
  mode?: number;
  /** The mode of directories created on the way (default 0o755). */
  dirMode?: number;
  /** Write only where nothing is yet; returns false (and writes nothing) when the target exists. */
  noReplace?: boolean;
  /**
   * The temporary name to try at each attempt (default: the target's name with 64 random bits).
   * Tests name them, to plant a FIFO or a link where the writer will try first.
   */
  tempName?: (attempt: number) => string;
}


function code(e: unknown): string {
  return (e as NodeJS.ErrnoException)?.code ?? 'EUNKNOWN';
}

function short(e: unknown): string {
  return ((e as Error)?.message ?? String(e)).split('\n')[0]!;
}

function lstatOrNull(p: string): fs.Stats | null {
  try {
    return fs.lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    if (code(e) === 'ENOTDIR') return null;
    throw new WriteError(`${p} cannot be examined (${short(e)})`);
  }
}

function realOrNull(p: string): string | null {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
}

/** Where the file goes: a trusted base and the names below it (the last one the file's). */
function placeOf(target: string, opts: SafeWriteOptions): { base: string; names: string[] } | string {
  const below = (base: string): string[] | null => {
    if (!isInside(base, target) || target === base) return null;
    return path.relative(base, target).split(path.sep);
  };
  const bases = opts.within.map((b) => path.resolve(b));
  // The deepest allowed directory that holds the target, as given or with its own links resolved.
  const candidates = [...bases, ...bases.map(realOrNull).filter((b): b is string => b !== null)].sort((a, b) => b.length - a.length);
  for (const base of candidates) {
    const names = below(base);
    if (names !== null) return { base, names };
  }
  if (!opts.anywhere) return 'it is outside the directories the tool writes to';
  // The user's own path: its links are the user's and are followed, down to the first directory
  // that lies in an allowed one after all (a link of the user's into the repository): from there on,
  // the rest is checked as below an allowed directory.
  const realBases = candidates.map((b) => realOrNull(b) ?? b);
  const parts = target.split(path.sep).filter((p) => p !== '');
  let existing = path.parse(target).root;
  for (let k = 0; k < parts.length; k++) {
    const prefix = path.join(existing, parts[k]!);
    if (!fs.existsSync(prefix) || k === parts.length - 1) {
      const realDir = realOrNull(existing);
      if (realDir === null) return `its directory ${existing} cannot be resolved`;
      return { base: realDir, names: parts.slice(k) };
    }
    const real = realOrNull(prefix);
    const base = real === null ? undefined : realBases.find((b) => isInside(b, real));
    if (real !== null && base !== undefined) {
      const rel = path.relative(base, real);
      return { base, names: [...(rel === '' ? [] : rel.split(path.sep)), ...parts.slice(k + 1)] };
    }
    existing = prefix;
  }
  return 'it names no file';
}

/**
 * Write `data` to `target` as the module doc says; throws a WriteError with a clear reason. Returns
 * false only with `noReplace` when the target already exists (nothing written), else true.
 */
export function writeFileSafely(target: string, data: string | Uint8Array, opts: SafeWriteOptions): boolean {
  if (target.includes('\0')) throw new WriteError('its name contains a NUL character');
  target = path.resolve(target);
  const place = placeOf(target, opts);
  if (typeof place === 'string') throw new WriteError(place);
  // Each directory from the base down: an existing directory (never a link), or made here.
  let dir = place.base;
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new WriteError(`the directory ${dir} does not exist`);
  for (const name of place.names.slice(0, -1)) {
    dir = path.join(dir, name);
    let st = lstatOrNull(dir);
    if (st === null) {
      try {
        fs.mkdirSync(dir, { mode: opts.dirMode ?? 0o755 });
      } catch (e) {
        if (code(e) !== 'EEXIST') throw new WriteError(`the directory ${dir} cannot be created (${short(e)})`);
      }
      st = lstatOrNull(dir);
    }
    if (st === null || !st.isDirectory()) {
      const what = st === null ? 'missing' : kindPhrase(st);
      throw new WriteError(`${dir} is ${what}, not a directory${st?.isSymbolicLink() ? ' (the tool never writes through a link)' : ''}`);
    }
  }
  // The directory is where it was meant to be (nothing swapped for a link since).
  const realBase = realOrNull(place.base);
  const realDir = realOrNull(dir);
  const expected = realBase === null ? null : path.join(realBase, ...place.names.slice(0, -1));
  if (realDir === null || realDir !== expected) throw new WriteError(`the directory ${dir} changed while it was checked (a link swapped in?)`);
  const file = path.join(dir, place.names[place.names.length - 1]!);
  const existing = lstatOrNull(file);
  if (existing !== null && !existing.isFile()) {
    throw new WriteError(`it is ${kindPhrase(existing)}, not a regular file, and was left as it is (the tool never writes through a link or into a special file)`);
  }
  if (existing !== null && opts.noReplace) return false;

  let tmp = '';
  let fd = -1;
  for (let i = 0; fd === -1; i++) {
    tmp = path.join(dir, opts.tempName ? path.basename(opts.tempName(i)) : `.${path.basename(file).slice(0, 64)}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | O_NOFOLLOW | O_NONBLOCK, opts.mode ?? 0o644);
    } catch (e) {
      if (code(e) !== 'EEXIST' || i + 1 >= TEMP_TRIES) throw new WriteError(`no temporary file can be created beside it (${short(e)})`);
    }
  }
  let placed = false;
  try {
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data;
      for (let off = 0; off < bytes.length; ) off += fs.writeSync(fd, bytes, off, bytes.length - off);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (opts.noReplace) {
      try {
        fs.linkSync(tmp, file);
      } catch (e) {
        if (code(e) === 'EEXIST') return false;
        throw e;
      }
    } else {
      fs.renameSync(tmp, file);
      placed = true;
    }
    return true;
  } catch (e) {
    if (e instanceof WriteError) throw e;
    throw new WriteError(short(e));
  } finally {
    if (!placed) {
      try {
        fs.unlinkSync(tmp);
      } catch {
        /* gone already */
      }
    }
  }
}
