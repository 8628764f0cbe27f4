/**
 * The committed tree at a git revision, read from git's object store (`git ls-tree`,
 * `git cat-file --batch`) without checking anything out: the work tree, the index and HEAD are
 * never touched. The tree becomes a RepoListing (every path tracked) and, in a private temporary
 * directory, the blobs the engine reads: instruction-file candidates, agents' config files, root
 * markers and links are written up front; anything else the engine probes (an import target, a
 * fallback name) is written on demand between passes (see `materialize`). Each blob is written only
 * up to the read cap and then extended to its real size (a sparse file), so sizes are exact and no
 * blob costs more than the cap on disk.
 *
 * The engine then audits that directory like any other: the same probes, the same containment
 * checks (a link out of the tree stays out of it), the same caps.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ConfigError, quote } from '../config/parse.js';
import { baseName, joinRel, type ListedFile, parentDir, type RepoListing, TRACKED, TRACKED_LINK } from './listing.js';

const GIT_MAX_BUFFER = 1024 * 1024 * 1024;
/** Link hops followed when mapping a probed path back into the tree. */
const MAX_LINK_HOPS = 40;

export interface TreeEntry {
  mode: string;
  oid: string;
}

export interface CommittedTree {
  /** The full commit id the ref resolved to. */
  commit: string;
  /** The ref as the user gave it. */
  ref: string;
  /** The private directory holding the materialised blobs (removed by `dispose`). */
  dir: string;
  listing: RepoListing;
  /** Paths (relative to the audited root) that git refused to name safely and were left out. */
  skipped: string[];
  /** Write the blobs behind these paths (following links in the tree); returns how many were new. */
  materialize(rels: Iterable<string>): number;
  /** How many blobs have been written so far. */
  readonly written: number;
  dispose(): void;
}

function git(cwd: string, args: string[], input?: Buffer): { ok: true; out: Buffer } | { ok: false; error: string } {
  // core.fsmonitor=false: never run a hook named by the audited repository's own config.
  const r = spawnSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', ...args], {
    cwd,
    maxBuffer: GIT_MAX_BUFFER,
    ...(input ? { input } : {}),
    stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
  });
  if (r.error) return { ok: false, error: (r.error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : r.error.message };
  if (r.status !== 0) return { ok: false, error: (r.stderr.toString('utf8') || `git exited with ${r.status}`).trim().split('\n')[0]! };
  return { ok: true, out: r.stdout };
}

/** Refuse, each with its own message, a ref that cannot name one commit: empty, option-like, a range, a control character. */
export function checkRefShape(ref: string): void {
  if (ref.trim() === '') throw new ConfigError('--base: give the branch, tag or commit to compare with (e.g. --base origin/main)');
  if (ref.startsWith('-')) throw new ConfigError(`--base: ${quote(ref)} looks like an option, not a ref: a branch, tag or commit never starts with "-"`);
  if (/[\0-\x1f\x7f]/.test(ref)) throw new ConfigError(`--base: ${quote(ref)} is not a git revision (it holds a control character)`);
  // `A..B`, `A...B`: a range is two commits; the base is one (a ref name never holds "..").
  const range = /^(.*?)\.{2,3}(.*)$/.exec(ref);
  if (range && !ref.includes(':')) {
    throw new ConfigError(`--base: ${quote(ref)} is a range, not a commit: give the base alone (--base ${range[1] || 'HEAD'}); the head is what is checked out`);
  }
}

/** A ref as a full commit id, or a ConfigError naming the ref (a missing one in a shallow clone says to fetch it). */
export function resolveCommit(root: string, ref: string): string {
  checkRefShape(ref);
  const inside = git(root, ['rev-parse', '--is-inside-work-tree']);
  if (!inside.ok) throw new ConfigError(`--base ${quote(ref)}: the audited directory is not in a git repository (${inside.error})`);
  const r = git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  if (!r.ok) {
    const shallow = git(root, ['rev-parse', '--is-shallow-repository']);
    if (shallow.ok && shallow.out.toString('utf8').trim() === 'true') {
      throw new ConfigError(
        `--base: ${quote(ref)} is not in this shallow clone: fetch it first (git fetch --depth=1 origin ${ref.replace(/^origin\//, '')}), or check out with the full history (actions/checkout with fetch-depth: 0)`,
      );
    }
    throw new ConfigError(`--base: ${quote(ref)} is not a commit in this repository (no such branch, tag or commit)`);
  }
  return r.out.toString('utf8').trim();
}

/** A tree path is written only when every component is an ordinary name. */
export function unsafePath(rel: string): boolean {
  return UNSAFE_COMPONENT.test(rel);
}

/** An empty component, `.`, `..` or `.git` in any case (what `unsafePath` refuses), in one test of the whole path. */
const UNSAFE_COMPONENT = /(?:^|\/)(?:\.{0,2}|\.git)(?:\/|$)/i;

/**
 * `ls-tree -r -z` records: `<mode> <type> <oid>\t<path>`. (Without `-l`: git would look up every
 * blob's size, 0.45 s against 0.07 s for 100,000 files; a written blob's size comes with it.)
 */
function parseTree(out: Buffer): { entries: Map<string, TreeEntry>; gitlinks: string[]; skipped: string[] } {
  const entries = new Map<string, TreeEntry>();
  const gitlinks: string[] = [];
  const skipped: string[] = [];
  const text = out.toString('utf8');
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\0', start);
    if (end === -1) end = text.length;
    const tab = text.indexOf('\t', start);
    const rec = start;
    start = end + 1;
    if (tab === -1 || tab > end) continue;
    const sp1 = text.indexOf(' ', rec);
    const sp2 = sp1 === -1 ? -1 : text.indexOf(' ', sp1 + 1);
    if (sp2 === -1 || sp2 > tab) continue;
    const mode = text.slice(rec, sp1);
    const type = text.slice(sp1 + 1, sp2);
    const oid = text.slice(sp2 + 1, tab);
    const rel = text.slice(tab + 1, end);
    if (unsafePath(rel)) {
      skipped.push(rel);
      continue;
    }
    if (type === 'commit') gitlinks.push(rel);
    else if (type === 'blob' && mode && oid) entries.set(rel, { mode, oid });
  }
  return { entries, gitlinks, skipped };
}

function buildListing(entries: Map<string, TreeEntry>, gitlinks: string[]): RepoListing {
  const files = new Map<string, ListedFile>();
  const dirs = new Set<string>(['.']);
  const byDir = new Map<string, string[]>();
  const addDir = (d: string): void => {
    while (!dirs.has(d)) {
      dirs.add(d);
      d = parentDir(d);
    }
  };
  for (const [rel, e] of entries) {
    files.set(rel, e.mode === '120000' ? TRACKED_LINK : TRACKED);
    const d = parentDir(rel);
    const names = byDir.get(d);
    if (names) names.push(baseName(rel));
    else byDir.set(d, [baseName(rel)]);
    addDir(d);
  }
  for (const g of gitlinks) addDir(g);
  return { source: 'git', files, dirs, byDir, nestedRepos: [...gitlinks] };
}

/** Errors of a path inside a crafted tree (a file where a directory goes, a name too long…): that blob is left out. */
const PATH_CLASHES = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'EINVAL']);

/** Linux's tmpfs (`statfs` f_type). */
const TMPFS_MAGIC = 0x01021994;
/** Room `/dev/shm` must have to hold the mirror (each blob is written up to the read cap only). */
const SHM_ROOM = 1024 * 1024 * 1024;

/**
 * Where the private mirror is made: in memory, in `/dev/shm`, where it is a tmpfs with at least
 * 1 GiB free (a container's 64 MB default is not used); else the temporary directory. Making the
 * directories and files of a large tree on a journaled disk can cost far more than the audit of it:
 * 10 s against 1.3 s for the benchmark repository's 10,000 directories and 5,600 Markdown files on
 * the two-core VM of docs/performance.md.
 */
export function mirrorParent(shm = '/dev/shm'): string {
  if (process.platform === 'linux') {
    try {
      const st = fs.statfsSync(shm);
      if (st.type === TMPFS_MAGIC && st.bavail * st.bsize >= SHM_ROOM) {
        fs.accessSync(shm, fs.constants.W_OK | fs.constants.X_OK);
        return shm;
      }
    } catch {
      /* no /dev/shm, or not writable: the temporary directory */
    }
  }
  return os.tmpdir();
}

export interface OpenTreeOptions {
  /** Absolute path of the audited directory (inside a git work tree). */
  root: string;
  ref: string;
  /** Bytes of each blob written at most (the engine's read cap). */
  readCap: number;
  /** Is a path worth writing before the first pass (a candidate, a config file, a marker)? */
  wanted(rel: string): boolean;
  /** Whether the audited directory itself holds a `.git` (mirrored as an empty directory). */
  gitMarker: boolean;
  /** The directory to make the private mirror in (default: `mirrorParent()`). */
  mirrorIn?: string;
}

/** Open the committed tree at `ref` below `root`. Throws ConfigError for a ref that is not a commit. */
export function openCommittedTree(opts: OpenTreeOptions): CommittedTree {
  const commit = resolveCommit(opts.root, opts.ref);
  // Run in the audited directory: ls-tree then lists that subtree, with paths relative to it.
  const ls = git(opts.root, ['ls-tree', '-r', '-z', commit]);
  if (!ls.ok) throw new ConfigError(`--base ${quote(opts.ref)}: cannot list the committed tree (${ls.error})`);
  const { entries, gitlinks, skipped } = parseTree(ls.out);
  const listing = buildListing(entries, gitlinks);
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(opts.mirrorIn ?? mirrorParent(), 'agents-md-audit-base-')));
  const done = new Set<string>();
  let written = 0;

  /** Why the mirror cannot be written, as the error to stop with (a path clash is not one: see PATH_CLASHES). */
  const cannotWrite = (e: unknown): ConfigError =>
    new ConfigError(`--base ${quote(opts.ref)}: cannot write the committed tree to a temporary directory (${(e as Error).message.split('\n')[0]})`);
  const mkdirs = (rel: string): boolean => {
    try {
      fs.mkdirSync(path.join(dir, rel), { recursive: true });
      return true;
    } catch (e) {
      // A link or a file sits where the directory would go: leave the blob out. Anything else stops.
      if (PATH_CLASHES.has((e as NodeJS.ErrnoException).code ?? '')) return false;
      throw cannotWrite(e);
    }
  };
  /** Follow the tree's own links lexically from `rel` to a tree entry (or null). */
  const toEntry = (rel: string): string | null => {
    let cur = rel;
    for (let hop = 0; hop < MAX_LINK_HOPS; hop++) {
      if (entries.has(cur) && entries.get(cur)!.mode !== '120000') return cur;
      // Find the first component that is a link in the tree, and substitute its target.
      const parts = cur.split('/');
      let replaced = false;
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        const e = entries.get(prefix);
        if (e?.mode !== '120000') continue;
        const target = linkText(prefix);
        if (target === null || path.posix.isAbsolute(target)) return null;
        const joined = path.posix.normalize(path.posix.join(parentDir(prefix) === '.' ? '' : parentDir(prefix), target, ...parts.slice(i)));
        if (joined.startsWith('../') || joined === '..') return null; // out of the tree: never followed
        cur = joined;
        replaced = true;
        break;
      }
      if (!replaced) return null;
    }
    return null;
  };

  const linkTargets = new Map<string, string | null>();
  const linkText = (rel: string): string | null => linkTargets.get(rel) ?? null;

  /** Write the blobs for `rels` (tree entries); links become links, files are cut at the cap. */
  const writeBlobs = (rels: string[]): number => {
    const todo = rels.filter((r) => !done.has(r) && entries.has(r));
    if (todo.length === 0) return 0;
    for (const r of todo) done.add(r);
    const input = Buffer.from(todo.map((r) => `${entries.get(r)!.oid}\n`).join(''));
    const out = git(opts.root, ['cat-file', '--batch'], input);
    if (!out.ok) throw new Error(`cannot read blobs of ${opts.ref} from git: ${out.error}`);
    let pos = 0;
    let count = 0;
    for (const rel of todo) {
      const nl = out.out.indexOf(0x0a, pos);
      if (nl === -1) break;
      const header = out.out.subarray(pos, nl).toString('utf8').split(' ');
      if (header[1] !== 'blob') {
        pos = nl + 1; // `<oid> missing`: a promisor or damaged repository; the engine sees the file missing
        continue;
      }
      const size = Number(header[2]);
      const body = out.out.subarray(nl + 1, nl + 1 + size);
      pos = nl + 1 + size + 1;
      const entry = entries.get(rel)!;
      const abs = path.join(dir, rel);
      if (!mkdirs(parentDir(rel))) continue;
      try {
        if (entry.mode === '120000') {
          const target = body.toString('utf8');
          linkTargets.set(rel, target);
          fs.symlinkSync(target, abs);
        } else {
          // O_EXCL + O_NOFOLLOW: never write through something already there.
          const fd = fs.openSync(abs, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0), 0o644);
          try {
            fs.writeSync(fd, body, 0, Math.min(body.length, opts.readCap));
            fs.ftruncateSync(fd, size);
          } finally {
            fs.closeSync(fd);
          }
        }
        count += 1;
        written += 1;
      } catch (e) {
        // A path clash inside a crafted tree: the blob is left out, the engine sees it missing. Any
        // other failure (no space left…) would make the base look different from what it is: stop.
        if (!PATH_CLASHES.has((e as NodeJS.ErrnoException).code ?? '')) throw cannotWrite(e);
      }
    }
    return count;
  };

  try {
    // Every directory exists (working directories are checked on disk), with `.git` where the checkout has one.
    for (const d of listing.dirs) if (d !== '.') mkdirs(d);
    if (opts.gitMarker) mkdirs('.git');
    for (const g of gitlinks) mkdirs(joinRel(g, '.git'));
    // First pass: every link (and, through the tree, what each points at) and every wanted path.
    const links = [...entries].filter(([, e]) => e.mode === '120000').map(([r]) => r);
    writeBlobs(links);
    const first = [...entries.keys()].filter((r) => entries.get(r)!.mode !== '120000' && opts.wanted(r));
    for (const l of links) {
      const t = toEntry(l);
      if (t) first.push(t);
    }
    writeBlobs(first);
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }

  return {
    commit,
    ref: opts.ref,
    dir,
    listing,
    skipped,
    get written() {
      return written;
    },
    materialize(rels: Iterable<string>): number {
      const want: string[] = [];
      for (const r of rels) {
        const e = toEntry(r);
        if (e && !done.has(e)) want.push(e);
      }
      return writeBlobs(want);
    },
    dispose(): void {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
