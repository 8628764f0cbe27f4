/**
 * The only place that touches candidate files on disk. It never opens anything that is not a
 * regular file inside the audited root, opens with O_NONBLOCK so a FIFO swapped in after the stat
 * cannot block, checks the opened descriptor is a regular file, and reads at most `cap` bytes.
 */
import { fmtInt } from '../format.js';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileKind } from '../report/model.js';
import { isWithin } from '../path-inside.js';

export interface LinkInfo {
  /** The raw link text (`readlink`). */
  target: string;
  absolute: boolean;
  /** Repository-relative path the link finally resolves to, or null when it is outside the root or cannot be resolved. */
  resolved: string | null;
  /** The final target lies outside the audited root. */
  outside: boolean;
  /** The link points at another link (a chain of links). */
  chained: boolean;
  /** The link cannot be resolved (a loop, ELOOP). */
  loop: boolean;
}

export interface Probe {
  /** Repository-relative POSIX path. */
  rel: string;
  /** What the name itself is (lstat). */
  lkind: FileKind;
  /** What it resolves to (stat, following links): 'missing' for a dangling link. */
  kind: FileKind;
  /** Size of what it resolves to, when that exists. */
  size: number | null;
  link?: LinkInfo;
  /** An error other than "does not exist" (EACCES, ELOOP…), as a short message. */
  error?: string;
}

export interface ReadResult {
  /** The bytes read: the whole file, or the first `cap` bytes. */
  bytes: Buffer;
  /** True when `bytes` holds the whole file. */
  complete: boolean;
  /** Size of the file as seen by fstat on the opened descriptor. */
  size: number;
  /** Why nothing could be read (permission denied, removed, no longer a regular file…). */
  error?: string;
}

export function kindOf(st: fs.Stats): FileKind {
  if (st.isFile()) return 'file';
  if (st.isSymbolicLink()) return 'symlink';
  if (st.isDirectory()) return 'directory';
  if (st.isFIFO()) return 'fifo';
  if (st.isSocket()) return 'socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'device';
  return 'other';
}

const KIND_PHRASE: Record<FileKind, string> = {
  file: 'a regular file',
  symlink: 'a symbolic link',
  directory: 'a directory',
  fifo: 'a FIFO (named pipe)',
  socket: 'a socket',
  device: 'a device',
  other: 'a special file',
  missing: 'missing',
};

/** What `st` is, as a phrase for a message: `a FIFO (named pipe)`, `a directory`… */
export function kindPhrase(st: fs.Stats): string {
  return KIND_PHRASE[kindOf(st)];
}

function errCode(e: unknown): string {
  return (e as NodeJS.ErrnoException)?.code ?? 'EUNKNOWN';
}

export function describeError(e: unknown): string {
  const code = errCode(e);
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOENT':
      return 'it was removed during the audit';
    case 'ELOOP':
      return 'too many levels of symbolic links (a link loop)';
    case 'EISDIR':
      return 'it is a directory';
    case 'ENOTDIR':
      return 'a path component is not a directory';
    default:
      return `${code}: ${(e as Error)?.message ?? String(e)}`;
  }
}

/** What `path.join` would resolve: `.` and `..` segments, doubled, leading or trailing slashes. */
const UNCLEAN = /(?:^|\/)\.{1,2}(?:\/|$)|\/\/|\/$|^\//;

/**
 * `path.join(dir, rel)` for an absolute `dir` and a repository-relative POSIX `rel`, without its
 * cost in the common case (a plain path: the two joined with one `/`, as `path.join` would).
 */
export function joinUnder(dir: string, rel: string): string {
  if (rel === '' || UNCLEAN.test(rel) || path.sep !== '/') return path.join(dir, rel);
  return dir.endsWith('/') ? dir + rel : `${dir}/${rel}`;
}

/** Whether `absPath` is `root` or lies below it. */
export function isInside(root: string, absPath: string): boolean {
  return isWithin(root, absPath);
}

export function toRel(root: string, absPath: string): string {
  const rel = path.relative(root, absPath);
  return rel === '' ? '.' : rel.split(path.sep).join('/');
}

/**
 * What a candidate name is, without reading it. `realRoot` is the audited root with its own
 * links resolved, so that the containment test compares like with like.
 */
export function probe(root: string, realRoot: string, rel: string, sys?: string): Probe {
  const abs = joinUnder(root, rel);
  let lst: fs.Stats | undefined;
  try {
    // No exception for the common "not there" answer: building one costs more than the system call.
    // (`sys`: a shorter path to the same name, for the call; see deep-paths.ts.)
    lst = fs.lstatSync(sys ?? abs, { throwIfNoEntry: false });
    if (lst === undefined) return { rel, lkind: 'missing', kind: 'missing', size: null };
  } catch (e) {
    const code = errCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { rel, lkind: 'missing', kind: 'missing', size: null };
    return { rel, lkind: 'other', kind: 'other', size: null, error: describeError(e) };
  }
  const lkind = kindOf(lst);
  if (lkind !== 'symlink') {
    return { rel, lkind, kind: lkind, size: lkind === 'file' ? lst.size : null };
  }
  let target = '';
  try {
    target = fs.readlinkSync(abs);
  } catch {
    /* unreadable link text: keep going with stat */
  }
  const link: LinkInfo = {
    target,
    absolute: path.isAbsolute(target),
    resolved: null,
    outside: false,
    chained: false,
    loop: false,
  };
  try {
    link.chained = fs.lstatSync(path.resolve(path.dirname(abs), target)).isSymbolicLink();
  } catch {
    /* dangling first hop: reported through stat below */
  }
  let real: string | null = null;
  try {
    real = fs.realpathSync(abs);
  } catch (e) {
    const code = errCode(e);
    if (code === 'ELOOP') link.loop = true;
    // Dangling: decide containment from the lexical target.
    const lexical = path.resolve(path.dirname(abs), target);
    link.outside = !isInside(root, lexical) && !isInside(realRoot, lexical);
    return {
      rel,
      lkind,
      kind: 'missing',
      size: null,
      link,
      ...(code === 'ELOOP' ? { error: describeError(e) } : {}),
    };
  }
  link.outside = !isInside(realRoot, real);
  link.resolved = link.outside ? null : toRel(realRoot, real);
  let st: fs.Stats;
  try {
    st = fs.statSync(abs);
  } catch (e) {
    return { rel, lkind, kind: 'other', size: null, link, error: describeError(e) };
  }
  const kind = kindOf(st);
  return { rel, lkind, kind, size: kind === 'file' ? st.size : null, link };
}

const O_NONBLOCK = fs.constants.O_NONBLOCK ?? 0;
const O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;

/**
 * Read at most `cap` bytes of a regular file inside the root. For a link, the caller passes the
 * resolved path; it is opened with O_NOFOLLOW so a link swapped in after the probe is refused.
 */
export function readCapped(absPath: string, cap: number): ReadResult {
  let fd: number;
  try {
    fd = fs.openSync(absPath, fs.constants.O_RDONLY | O_NONBLOCK | O_NOFOLLOW);
  } catch (e) {
    // The path was resolved before: ELOOP under O_NOFOLLOW means a link was swapped in since.
    const error = errCode(e) === 'ELOOP' ? 'it became a symbolic link during the audit (not followed)' : describeError(e);
    return { bytes: Buffer.alloc(0), complete: false, size: 0, error };
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) {
      return { bytes: Buffer.alloc(0), complete: false, size: 0, error: `it is no longer a regular file (${kindOf(st)})` };
    }
    const want = Math.min(st.size, cap);
    const buf = Buffer.allocUnsafe(want);
    let got = 0;
    while (got < want) {
      const n = fs.readSync(fd, buf, got, want - got, got);
      if (n === 0) break; // file shrank while we read
      got += n;
    }
    const bytes = got === want ? buf : buf.subarray(0, got);
    return { bytes, complete: got >= st.size, size: st.size };
  } catch (e) {
    return { bytes: Buffer.alloc(0), complete: false, size: 0, error: describeError(e) };
  } finally {
    fs.closeSync(fd);
  }
}

export type InsideRead =
  | { status: 'absent' }
  /** Not read, and why (a link out of the root, a FIFO, too large…): a sentence fragment such as `it is a FIFO, not a regular file`. */
  | { status: 'refused'; reason: string }
  | { status: 'ok'; bytes: Buffer; size: number };

/**
 * The one safe reader for a file the tool reads from the repository outside the candidate walk
 * (its own config file; the remark preset's ancestors): the same rules as candidates. The file,
 * with every link on its path resolved, must lie inside `root`; only a regular file is opened,
 * without blocking (O_NONBLOCK) and without following a link swapped in since (O_NOFOLLOW), and a
 * file larger than `cap` bytes is refused (or, with `truncate`, read on its first `cap` bytes).
 */
export function readFileInside(root: string, rel: string, cap: number, opts: { truncate?: boolean } = {}): InsideRead {
  let realRoot: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch (e) {
    return { status: 'refused', reason: `its directory cannot be resolved (${describeError(e)})` };
  }
  const norm = path.posix.normalize(rel.split(path.sep).join('/'));
  if (norm === '..' || norm.startsWith('../') || path.isAbsolute(norm)) return { status: 'refused', reason: 'it is outside the repository' };
  try {
    const realDir = fs.realpathSync(path.dirname(path.join(root, norm)));
    if (!isInside(realRoot, realDir)) return { status: 'refused', reason: 'its directory leads outside the repository through a symbolic link' };
  } catch (e) {
    const code = errCode(e);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'absent' };
    return { status: 'refused', reason: describeError(e) };
  }
  const p = probe(root, realRoot, norm);
  if (p.lkind === 'missing') return { status: 'absent' };
  if (p.error !== undefined) return { status: 'refused', reason: p.error };
  if (p.link?.outside) return { status: 'refused', reason: 'it is a symbolic link to a file outside the repository' };
  if (p.kind === 'missing') return { status: 'refused', reason: 'it is a dangling symbolic link' };
  if (p.kind !== 'file') return { status: 'refused', reason: `it is ${p.link ? 'a symbolic link to ' : ''}${KIND_ARTICLE[p.kind] ?? 'not a regular file'}, not a regular file (never opened)` };
  if (!opts.truncate && p.size !== null && p.size > cap) return { status: 'refused', reason: `it is larger than ${fmtInt(cap)} bytes` };
  const target = p.link?.resolved ?? norm;
  const r = readCapped(path.join(realRoot, target), opts.truncate ? cap : cap + 1);
  if (r.error !== undefined) return { status: 'refused', reason: r.error };
  if (opts.truncate) return { status: 'ok', bytes: r.bytes, size: r.size };
  if (r.bytes.length > cap || !r.complete) return { status: 'refused', reason: `it is larger than ${fmtInt(cap)} bytes` };
  return { status: 'ok', bytes: r.bytes, size: r.size };
}

const KIND_ARTICLE: Partial<Record<FileKind, string>> = {
  directory: 'a directory',
  fifo: 'a FIFO (named pipe)',
  socket: 'a socket',
  device: 'a device',
  other: 'a special file',
};

/**
 * The names in a directory in the order the file system returns them (on ext4, hash order; not
 * sorted), or null when it cannot be listed. Some agents glob in this raw order (OpenCode loads
 * `instructions` matches in the reverse of it), so only this shows the order they load files in.
 * Nothing is opened but the directory itself; at most `max` names are read.
 */
export function directoryOrder(absDir: string, max = 100_000): string[] | null {
  let dir: fs.Dir;
  try {
    dir = fs.opendirSync(absDir);
  } catch {
    return null;
  }
  const out: string[] = [];
  try {
    for (let e = dir.readSync(); e !== null && out.length < max; e = dir.readSync()) out.push(e.name);
  } catch {
    return null;
  } finally {
    dir.closeSync();
  }
  return out;
}
